import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

// The TLS case lives in req.protocol.test.ts, which owns the certificate set-up.
describe('req.secure', () => {
  it('follows req.protocol behind a trusted proxy', async () => {
    const srv = await serveReq((req) => req.secure, { 'trust proxy': true });
    try {
      const https = await request(srv.origin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.status).toBe(200);
      expect(https.json()).toBe(true);
      const http = await request(srv.origin, { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.json()).toBe(false);
      const odd = await request(srv.origin, { headers: { 'x-forwarded-proto': 'HTTPS' } });
      expect(odd.json()).toBe(false);
    } finally {
      await srv.close();
    }
  });

  it('is false over plain HTTP without a trusted proxy', async () => {
    const srv = await serveReq((req) => req.secure);
    try {
      const res = await request(srv.origin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.json()).toBe(false);
    } finally {
      await srv.close();
    }
  });
});
