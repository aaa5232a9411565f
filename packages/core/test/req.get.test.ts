import { rawRequest, request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.get() / req.header()', () => {
  it('reads a header case-insensitively', async () => {
    const srv = await serveReq((req) => [req.get('Content-Type'), req.header('x-CUSTOM'), req.get('missing')]);
    try {
      const res = await request(srv.origin, { headers: { 'content-type': 'text/plain', 'x-custom': 'yes' } });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual(['text/plain', 'yes', null]);
    } finally {
      await srv.close();
    }
  });

  it('treats Referer and Referrer as one header', async () => {
    const srv = await serveReq((req) => [req.get('Referrer'), req.get('referer')]);
    try {
      const a = await request(srv.origin, { headers: { referer: 'http://a.example/' } });
      expect(a.status).toBe(200);
      expect(a.json()).toEqual(['http://a.example/', 'http://a.example/']);
      const b = await request(srv.origin, { headers: { referrer: 'http://b.example/' } });
      expect(b.json()).toEqual(['http://b.example/', 'http://b.example/']);
    } finally {
      await srv.close();
    }
  });

  it('returns Set-Cookie style headers as arrays', async () => {
    const srv = await serveReq((req) => req.get('set-cookie'));
    try {
      const reply = await rawRequest(
        srv.port,
        'GET / HTTP/1.1\r\nHost: x\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nConnection: close\r\n\r\n',
      );
      expect(reply).toMatch(/^HTTP\/1.1 200/);
      expect(reply.endsWith('["a=1","b=2"]')).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('throws TypeError for a missing or non-string name, as Express', async () => {
    const srv = await serveReq((req) => {
      const name = req.query.name === 'number' ? 42 : undefined;
      return req.get(name as unknown as string);
    });
    try {
      const missing = await request(srv.origin);
      expect(missing.status).toBe(500);
      expect(missing.text).toBe('TypeError: name argument is required to req.get');
      const number = await request(`${srv.origin}/?name=number`);
      expect(number.status).toBe(500);
      expect(number.text).toBe('TypeError: name must be a string to req.get');
      const after = await request(srv.origin, { headers: {} });
      expect(after.status).toBe(500);
    } finally {
      await srv.close();
    }
  });
});
