import type { AddressInfo, Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getOverHttp2, http2AnswerProblem } from '../src/http2/check-answer.js';
import { startSubject } from '../src/http2/subjects.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('the HTTP/2 answer check', () => {
  it('reads raw node:http2’s hello-world over h2c and finds nothing wrong with it', async () => {
    server = await startSubject('node');
    const answer = await getOverHttp2(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toBe('{"hello":"world"}');
    expect(http2AnswerProblem(answer)).toBeUndefined();
  });

  it('names a wrong status, content type or body', () => {
    const good = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"hello":"world"}' };
    expect(http2AnswerProblem({ ...good, status: 404 })).toBe('status 404, expected 200');
    expect(http2AnswerProblem({ ...good, headers: {} })).toBe('content-type (none), expected JSON');
    expect(http2AnswerProblem({ ...good, body: '{}' })).toBe('body "{}", expected {"hello":"world"}');
  });
});
