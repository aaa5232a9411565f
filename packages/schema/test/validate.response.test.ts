import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type SchemaError, validate } from '../src/index.js';
import { expectProblem, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const Post = z.object({ id: z.number(), title: z.string(), at: z.iso.datetime() });
const NotFound = z.object({ error: z.literal('not found') });

function routes(env: string, checkResponses: boolean | undefined, onResponseMismatch: (e: SchemaError) => void) {
  return (app: Parameters<Parameters<typeof serveApp>[0]>[0]) => {
    app.set('env', env);
    const check = validate(
      { response: { 200: Post, 404: NotFound } },
      { onResponseMismatch, ...(checkResponses === undefined ? {} : { checkResponses }) },
    );
    app.get('/good', check, (_req, res) => res.json({ id: 1, title: 'a', at: new Date(0) }));
    app.get('/bad', check, (_req, res) => res.json({ id: '1', title: 'a', at: 'yesterday' }));
    app.get('/missing', check, (_req, res) => res.status(404).json({ error: 'gone' }));
    app.get('/undeclared', check, (_req, res) => res.status(418).json({ anything: true }));
  };
}

describe('validate({ response })', () => {
  it('a body that fits its status schema is sent as is (checked in its JSON form: a Date is a string)', async () => {
    const report = vi.fn();
    srv = await serveApp(routes('test', undefined, report));
    const res = await request(`${srv.origin}/good`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: 1, title: 'a', at: '1970-01-01T00:00:00.000Z' });
    const odd = await request(`${srv.origin}/undeclared`);
    expect(odd.status).toBe(418);
    expect(odd.json()).toEqual({ anything: true });
    expect(report).not.toHaveBeenCalled();
  });

  it('a mismatch is a loud 500 BATON_SCHEMA_RESPONSE_MISMATCH, reported with every issue', async () => {
    const report = vi.fn();
    srv = await serveApp(routes('development', undefined, report));
    for (const [path, status] of [
      ['/bad', 200],
      ['/missing', 404],
    ] as const) {
      const problem = expectProblem(await request(`${srv.origin}${path}`), 500, 'BATON_SCHEMA_RESPONSE_MISMATCH');
      expect(problem.detail).toMatch(new RegExp(`^The ${status} response body does not fit its schema: `));
      expect(problem.issues?.every((i) => i.in === 'response')).toBe(true);
    }
    expect(report).toHaveBeenCalledTimes(2);
    const first = report.mock.calls[0]?.[0] as SchemaError;
    expect(first.code).toBe('BATON_SCHEMA_RESPONSE_MISMATCH');
    expect(first.issues.map((i) => i.pointer)).toEqual(['/id', '/at']);
  });

  it('off by default in production, and the option overrides the default both ways', async () => {
    const report = vi.fn();
    srv = await serveApp(routes('production', undefined, report));
    const res = await request(`${srv.origin}/bad`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: '1', title: 'a', at: 'yesterday' });
    await srv.close();
    srv = await serveApp(routes('production', true, report));
    expectProblem(await request(`${srv.origin}/bad`), 500, 'BATON_SCHEMA_RESPONSE_MISMATCH');
    await srv.close();
    srv = await serveApp(routes('development', false, report));
    expect((await request(`${srv.origin}/bad`)).status).toBe(200);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
