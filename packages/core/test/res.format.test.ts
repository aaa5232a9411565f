import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import type { Response } from '../src/index.js';
import { useResServer } from './res.harness.js';

const start = useResServer();

function formats(res: Response, withDefault: boolean) {
  return {
    text: () => res.send('hello'),
    html: () => res.send('<p>hello</p>'),
    'application/json': () => res.json({ message: 'hello' }),
    ...(withDefault ? { default: () => res.status(406).type('txt').send('pick something') } : {}),
  };
}

describe('res.format()', () => {
  it.each([
    ['text/html', 'text/html; charset=utf-8', '<p>hello</p>'],
    ['application/json', 'application/json; charset=utf-8', '{"message":"hello"}'],
    ['text/plain;q=0.9, text/html;q=0.1', 'text/plain; charset=utf-8', 'hello'],
  ])('Accept %s → %s', async (accept, type, body) => {
    const { origin } = await start((_req, res) => res.format(formats(res, false)));
    const res = await request(`${origin}/`, { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers.vary).toBe('Accept');
    expect(res.text).toBe(body);
  });

  it('picks the first offer when there is no Accept', async () => {
    const { origin } = await start((_req, res) => res.format(formats(res, false)));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('hello');
  });

  it('runs default when nothing fits', async () => {
    const { origin } = await start((_req, res) => res.format(formats(res, true)));
    const res = await request(`${origin}/`, { headers: { accept: 'image/png' } });
    expect(res.status).toBe(406);
    expect(res.headers.vary).toBe('Accept');
    expect(res.text).toBe('pick something');
  });

  it('passes a coded 406 listing the types on offer to next when nothing fits', async () => {
    let error: unknown;
    const { origin } = await start((req, res) => {
      req.next = (err) => {
        error = err;
        res.status(406).send('none');
      };
      res.format(formats(res, false));
    });
    const res = await request(`${origin}/`, { headers: { accept: 'image/png' } });
    expect(res.status).toBe(406);
    expect(error).toMatchObject({
      code: 'BATON_NOT_ACCEPTABLE',
      status: 406,
      statusCode: 406,
      expose: true,
      message: 'Not Acceptable',
      types: ['text/plain', 'text/html', 'application/json'],
    });
  });

  it('passes req, res and next to the handler', async () => {
    const { origin } = await start((req, res) =>
      res.format({ json: (r, s, n) => s.json({ sameReq: r === req, sameRes: s === res, next: typeof n }) }),
    );
    const res = await request(`${origin}/`, { headers: { accept: 'application/json' } });
    expect(res.json()).toEqual({ sameReq: true, sameRes: true, next: 'function' });
  });
});
