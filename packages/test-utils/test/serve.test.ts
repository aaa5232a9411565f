import { describe, expect, it } from 'vitest';
import { rawRequest, request, serve } from '../src/index.js';

describe('serve + request', () => {
  it('serves on 127.0.0.1 and reads status, headers and body', async () => {
    const srv = await serve((_req, res) => {
      res.setHeader('x-test', 'yes');
      res.end('{"ok":true}');
    });
    try {
      expect(srv.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await request(`${srv.origin}/`);
      expect(res.status).toBe(200);
      expect(res.headers['x-test']).toBe('yes');
      expect(res.json()).toEqual({ ok: true });
    } finally {
      await srv.close();
    }
  });

  it('rawRequest returns what the server wrote', async () => {
    const srv = await serve((req, res) => res.end(req.url));
    try {
      const reply = await rawRequest(srv.port, 'GET /raw HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(reply.endsWith('/raw')).toBe(true);
    } finally {
      await srv.close();
    }
  });
});
