import { createApp, Router } from '@batonjs/core';
import { rawRequest, request, serve } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.path', () => {
  it('is the pathname of req.url, without the query string', async () => {
    const srv = await serveReq((req) => req.path);
    try {
      const res = await request(`${srv.origin}/users/42?tab=posts&x=%2F`);
      expect(res.status).toBe(200);
      expect(res.json()).toBe('/users/42');
      expect((await request(`${srv.origin}/a%20b/`)).json()).toBe('/a%20b/');
      expect((await request(`${srv.origin}/?`)).json()).toBe('/');
    } finally {
      await srv.close();
    }
  });

  it('follows req.url when a router rewrites it', async () => {
    const srv = await serveReq((req) => {
      req.url = '/inner?q=1';
      return req.path;
    });
    try {
      const res = await request(`${srv.origin}/mount/inner?q=1`);
      expect(res.json()).toBe('/inner');
    } finally {
      await srv.close();
    }
  });

  it('is relative to the mount point inside a mounted router', async () => {
    const app = createApp();
    const router = Router();
    router.get('/:id', (req, res) => {
      res.end(JSON.stringify([req.path, req.baseUrl, req.originalUrl]));
    });
    app.use('/users', router);
    const srv = await serve(app);
    try {
      const res = await request(`${srv.origin}/users/42?x=1`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual(['/42', '/users', '/users/42?x=1']);
    } finally {
      await srv.close();
    }
  });

  it('handles absolute-form and asterisk-form targets', async () => {
    const srv = await serveReq((req) => req.path);
    try {
      const absolute = await rawRequest(
        srv.port,
        'GET http://example.com/x/y?z=1 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
      );
      expect(absolute).toMatch(/^HTTP\/1.1 200/);
      expect(absolute.endsWith('"/x/y"')).toBe(true);
      const bare = await rawRequest(
        srv.port,
        'GET http://example.com?z=1 HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
      );
      expect(bare.endsWith('"/"')).toBe(true);
      const star = await rawRequest(srv.port, 'OPTIONS * HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n');
      expect(star).toMatch(/^HTTP\/1.1 200/);
      expect(star.endsWith('"*"')).toBe(true);
    } finally {
      await srv.close();
    }
  });
});
