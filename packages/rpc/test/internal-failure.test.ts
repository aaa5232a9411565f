import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { answerInternalFailure } from '../src/internal-failure.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('answerInternalFailure', () => {
  it('reports the error and answers 500 with -32603', async () => {
    const heard: unknown[] = [];
    const policy = { exposeErrors: true, onError: (error: unknown) => heard.push(error) };
    srv = await serve((req, res) => answerInternalFailure(new Error('bug'), { req, res }, policy));
    const res = await request(srv.origin);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    expect(heard.map(String)).toEqual(['Error: bug']);
  });

  it('closes a response whose headers already went out', async () => {
    const policy = { exposeErrors: false, onError: () => undefined };
    srv = await serve((req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
      answerInternalFailure(new Error('late'), { req, res }, policy);
    });
    await expect(request(srv.origin)).rejects.toThrow();
  });
});
