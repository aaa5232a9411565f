import { rawRequest, request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

const raw = (port: number, headers: string) =>
  rawRequest(port, `GET / HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`).then((reply) => {
    expect(reply).toMatch(/^HTTP\/1.1 200/);
    return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;
  });

describe('req.host', () => {
  it('is the Host header with its port (Express 5)', async () => {
    const srv = await serveReq((req) => req.host ?? null);
    try {
      const res = await request(srv.origin);
      expect(res.status).toBe(200);
      expect(res.json()).toBe(`127.0.0.1:${srv.port}`);
      expect(await raw(srv.port, 'Host: example.com:8080\r\n')).toBe('example.com:8080');
      expect(await raw(srv.port, 'Host: [::1]:3000\r\n')).toBe('[::1]:3000');
    } finally {
      await srv.close();
    }
  });

  it('is undefined with an empty Host (HTTP/1.0 without Host)', async () => {
    const srv = await serveReq((req) => req.host ?? null);
    try {
      const reply = await rawRequest(srv.port, 'GET / HTTP/1.0\r\n\r\n');
      expect(reply).toMatch(/^HTTP\/1.1 200/);
      expect(reply.endsWith('\r\n\r\nnull')).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('uses the first X-Forwarded-Host only from a trusted proxy', async () => {
    const untrusted = await serveReq((req) => req.host ?? null);
    const trusted = await serveReq((req) => req.host ?? null, { 'trust proxy': 'loopback' });
    try {
      const headers = 'Host: internal:80\r\nX-Forwarded-Host: public.example:443, other.example\r\n';
      expect(await raw(untrusted.port, headers)).toBe('internal:80');
      expect(await raw(trusted.port, headers)).toBe('public.example:443');
      expect(await raw(trusted.port, 'Host: internal:80\r\n')).toBe('internal:80');
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });

  it('survives a huge X-Forwarded-Host', async () => {
    const srv = await serveReq((req) => req.host?.length ?? null, { 'trust proxy': true });
    try {
      expect(await raw(srv.port, `Host: a\r\nX-Forwarded-Host: ${'h'.repeat(100_000)}, x\r\n`)).toBe(100_000);
    } finally {
      await srv.close();
    }
  });
});
