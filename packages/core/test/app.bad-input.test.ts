import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

function app() {
  const a = createApp();
  a.get('/users/:id', (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ id: req.params.id, url: req.url, originalUrl: req.originalUrl }));
  });
  a.get('/', (_req, res) => res.end('root'));
  return a;
}

describe('bad and unusual request targets', () => {
  it('malformed percent-encoding in a param is a 400 with the message, and the server keeps serving', async () => {
    srv = await serve(app());
    const res = await request(`${srv.origin}/users/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Failed to decode param');
    expect((await request(`${srv.origin}/users/ok`)).json()).toMatchObject({ id: 'ok' });
  });

  it('absolute-form targets are routed by their path', async () => {
    srv = await serve(app());
    const reply = await rawRequest(
      srv.port,
      'GET http://example.com/users/7?x=1 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('"id":"7"');
    expect(reply).toContain('"originalUrl":"http://example.com/users/7?x=1"');
  });

  it('// and empty segments do not match a param, and do not crash', async () => {
    srv = await serve(app());
    const reply = await rawRequest(srv.port, 'GET //users//7 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    expect(reply).toContain('Cannot GET //users//7');
  });

  it('a very long URL gets an answer, and the server keeps serving', async () => {
    srv = await serve(app());
    const long = `/users/${'a'.repeat(8000)}`;
    const ok = await request(`${srv.origin}${long}`);
    expect(ok.status).toBe(200);
    expect(ok.json<{ id: string }>().id).toHaveLength(8000);
    // Beyond node's header limit (16 KB) node itself answers 431; the app is never called.
    const reply = await rawRequest(srv.port, `GET /users/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 431/);
    expect((await request(`${srv.origin}/`)).text).toBe('root');
  });

  it('the asterisk-form OPTIONS * gets an answer', async () => {
    srv = await serve(app());
    const reply = await rawRequest(srv.port, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
  });
});
