import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { stringify } from '../src/response/json.js';
import { createTestApp, useResServer } from './res.harness.js';

const start = useResServer();

describe('res.json()', () => {
  it('sends JSON with its type, length and ETag', async () => {
    const { origin } = await start((_req, res) => res.status(201).json({ id: 1, name: 'Ada' }));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe('21');
    expect(res.headers.etag).toMatch(/^W\/"15-/);
    expect(res.json()).toEqual({ id: 1, name: 'Ada' });
  });

  it.each([
    [null, 'null'],
    ['text', '"text"'],
    [0, '0'],
    [true, 'true'],
  ])('sends %j as JSON text', async (value, body) => {
    const { origin } = await start((_req, res) => res.json(value));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(body);
  });

  it('sends an empty body for undefined', async () => {
    const { origin } = await start((_req, res) => res.json(undefined));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('');
  });

  it('keeps a Content-Type already set', async () => {
    const { origin } = await start((_req, res) => res.type('application/problem+json').json({ title: 'x' }));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it("replaces a charset set by hand with utf-8 where it stands, keeping the type's other parameters (as Express 5.3)", async () => {
    const { origin } = await start((_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=latin1; profile=x');
      res.json({ a: 'é' });
    });
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8; profile=x');
    expect(res.headers['content-length']).toBe('10');
    expect(res.json()).toEqual({ a: 'é' });
  });

  it('goes through a res.send that middleware replaced, with the JSON text and its type set', async () => {
    const seen: Array<{ body: unknown; type: unknown }> = [];
    const app = createTestApp();
    app.use((_req, res, next) => {
      const original = res.send;
      res.send = function (this: typeof res, body?: unknown) {
        seen.push({ body, type: this.getHeader('Content-Type') });
        return original.call(this, typeof body === 'string' ? body.replace('Ada', 'Grace') : body);
      };
      next();
    });
    const { origin } = await start((_req, res) => res.json({ name: 'Ada' }), app);
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('{"name":"Grace"}');
    expect(seen).toEqual([{ body: '{"name":"Ada"}', type: 'application/json; charset=utf-8' }]);
  });

  it('honours json replacer, json spaces and json escape', async () => {
    const app = createTestApp();
    app.set('json spaces', 2);
    app.set('json replacer', (key: string, value: unknown) => (key === 'secret' ? undefined : value));
    app.set('json escape', true);
    const { origin } = await start((_req, res) => res.json({ html: '<b>&</b>', secret: 'x' }), app);
    const res = await request(`${origin}/`);
    expect(res.text).toBe('{\n  "html": "\\u003cb\\u003e\\u0026\\u003c/b\\u003e"\n}');
    expect(res.json()).toEqual({ html: '<b>&</b>' });
  });

  it('reads the settings of the app that handles the request, inherited from its parent', async () => {
    const parent = createTestApp();
    parent.set('json spaces', 1);
    const child = createTestApp();
    child.get('/inner', (_req, res) => res.json({ a: 1 }));
    const own = createTestApp();
    own.set('json spaces', 0);
    own.get('/own', (_req, res) => res.json({ a: 1 }));
    parent.use('/child', child);
    parent.use('/other', own);
    const { origin } = await start((_req, _res, next) => next(), parent);
    expect((await request(`${origin}/child/inner`)).text).toBe('{\n "a": 1\n}');
    expect((await request(`${origin}/other/own`)).text).toBe('{"a":1}');
  });

  it('passes a circular structure error to next', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const { origin } = await start((_req, res) => res.json(circular));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toMatch(/circular/i);
  });
});

describe('stringify()', () => {
  it('escapes only with json escape', () => {
    expect(stringify({ a: '<&>' }, undefined, undefined, false)).toBe('{"a":"<&>"}');
    expect(stringify({ a: '<&>' }, undefined, undefined, true)).toBe('{"a":"\\u003c\\u0026\\u003e"}');
    expect(stringify(undefined, undefined, 2, true)).toBeUndefined();
    expect(stringify({ a: 1, b: 2 }, ['a'], undefined, false)).toBe('{"a":1}');
  });
});
