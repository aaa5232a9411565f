import { json, raw, text, urlencoded } from '@batonjs/body';
import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { parserApp, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

const all = () => [json(), urlencoded(), text(), raw()];

describe('req.body', () => {
  it('stays undefined without a body (GET, no Content-Length, no Transfer-Encoding)', async () => {
    srv = await start(parserApp(all()));
    const res = await request(srv.origin, { method: 'GET', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.json<Reply>().defined).toBe(false);
  });

  it('stays undefined for a content type no parser takes, or none at all', async () => {
    srv = await start(parserApp(all()));
    const other = await request(srv.origin, { method: 'POST', headers: { 'content-type': 'image/png' }, body: 'x' });
    expect(other.json<Reply>().defined).toBe(false);
    const none = await rawRequest(
      srv.port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab',
    );
    expect(none).toMatch(/^HTTP\/1.1 200 /);
    expect(none).toContain('"defined":false');
  });

  it('stays undefined for a malformed Content-Type', async () => {
    srv = await start(parserApp(all()));
    const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': 'json' }, body: '{}' });
    expect(res.json<Reply>().defined).toBe(false);
  });

  it('is parsed once when parsers are stacked: the first match wins, later ones leave it', async () => {
    srv = await start(parserApp([json({ type: '*/*' }), text({ type: '*/*' }), raw({ type: '*/*' })]));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"a":1}',
    });
    expect(res.json<Reply>().body).toEqual({ a: 1 });
  });

  it('is left alone when an earlier middleware set it', async () => {
    const parser = json();
    srv = await start((req, res) => {
      (req as { body?: unknown }).body = 'preset';
      parser(req, res, (err) =>
        res.end(err === undefined ? JSON.stringify((req as { body?: unknown }).body) : 'error'),
      );
    });
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.text).toBe('"preset"');
  });

  it('is skipped, not an error, when another reader already consumed the stream', async () => {
    const parser = json();
    srv = await start((req, res) => {
      req.resume();
      req.once('end', () =>
        parser(req, res, (err) =>
          res.end(err === undefined ? `body:${String((req as { body?: unknown }).body)}` : 'error'),
        ),
      );
    });
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.text).toBe('body:undefined');
  });

  it('parses chunked bodies (Transfer-Encoding without Content-Length)', async () => {
    srv = await start(parserApp(all()));
    const reply = await rawRequest(srv.port, [
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      '4\r\n{"a"\r\n',
      '3\r\n:1}\r\n0\r\n\r\n',
    ]);
    expect(reply).toMatch(/^HTTP\/1.1 200 /);
    expect(reply).toContain('"body":{"a":1}');
  });
});
