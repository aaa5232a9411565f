import { json, raw, text, urlencoded } from '@batonjs/body';
import { request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { parserApp, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

describe('verify', () => {
  it('sees req, res, the raw bytes and the charset before parsing', async () => {
    const calls: Array<[string, string | null]> = [];
    const verify = (_req: unknown, _res: unknown, buf: Buffer, encoding: string | null) => {
      calls.push([buf.toString('latin1'), encoding]);
    };
    srv = await start(parserApp([json({ verify }), raw({ verify })]));
    await request(srv.origin, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    await request(srv.origin, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: 'xy' });
    expect(calls).toEqual([
      ['{"a":1}', 'utf-8'],
      ['xy', null],
    ]);
  });

  it.each([
    ['json', json, 'application/json', '{}'],
    ['urlencoded', urlencoded, 'application/x-www-form-urlencoded', 'a=1'],
    ['text', text, 'text/plain', 'hi'],
    ['raw', raw, 'application/octet-stream', 'hi'],
  ] as const)(
    '%s: a throw rejects with 403 entity.verify.failed and leaves req.body unset',
    async (_n, factory, type, body) => {
      const errors: unknown[] = [];
      const verify = () => {
        throw new Error('bad signature');
      };
      srv = await start(parserApp([factory({ verify })], errors));
      const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status).toBe(403);
      expect(res.json<Reply>()).toMatchObject({
        defined: false,
        error: { type: 'entity.verify.failed', code: 'BATON_BODY_VERIFY_FAILED', message: 'bad signature' },
      });
      expect(errors[0]).toMatchObject({ expose: true, statusCode: 403 });
      expect(Buffer.isBuffer((errors[0] as { body: unknown }).body)).toBe(true);
    },
  );

  it('keeps the status and type the thrown error carries', async () => {
    const verify = () => {
      throw Object.assign(new Error('slow down'), { status: 429, type: 'rate.limited' });
    };
    srv = await start(parserApp([json({ verify })]));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(429);
    expect(res.json<Reply>().error).toMatchObject({ type: 'rate.limited', code: 'BATON_BODY_VERIFY_FAILED' });
  });
});
