import { connect, constants, createServer as createH2Server } from 'node:http2';
import { request as batonRequest, type Request } from '@batonjs/core';
import { rawRequest } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

const raw = (port: number, headers: string) =>
  rawRequest(port, `GET / HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`).then((reply) => {
    expect(reply).toMatch(/^HTTP\/1.1 200/);
    return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;
  });

describe('req.hostname', () => {
  it('strips the port, keeping IPv6 literals whole', async () => {
    const srv = await serveReq((req) => req.hostname ?? null);
    try {
      expect(await raw(srv.port, 'Host: example.com:3000\r\n')).toBe('example.com');
      expect(await raw(srv.port, 'Host: example.com\r\n')).toBe('example.com');
      expect(await raw(srv.port, 'Host: [::1]:3000\r\n')).toBe('[::1]');
      expect(await raw(srv.port, 'Host: [::1]\r\n')).toBe('[::1]');
      expect(await raw(srv.port, 'Host: 127.0.0.1:80\r\n')).toBe('127.0.0.1');
    } finally {
      await srv.close();
    }
  });

  it('never sees a malformed Host (refused with 400 before routing) and copes with huge ones', async () => {
    const srv = await serveReq((req) => [req.hostname ?? null, req.subdomains]);
    try {
      for (const host of ['[::1', 'a:b:c']) {
        const reply = await rawRequest(srv.port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        expect(reply).toMatch(/^HTTP\/1.1 400 /);
      }
      expect(await raw(srv.port, 'Host: :8080\r\n')).toEqual(['', []]);
      const huge = (await raw(srv.port, `Host: ${'x'.repeat(200_000)}:1\r\n`)) as [string, string[]];
      expect(huge[0]).toHaveLength(200_000);
      expect(await raw(srv.port, 'Host: ok.example\r\n')).toEqual(['ok.example', []]);
    } finally {
      await srv.close();
    }
  });

  it('prefers X-Forwarded-Host from a trusted proxy', async () => {
    const srv = await serveReq((req) => req.hostname ?? null, { 'trust proxy': 1 });
    try {
      expect(await raw(srv.port, 'Host: internal\r\nX-Forwarded-Host: [2001:db8::1]:8443\r\n')).toBe('[2001:db8::1]');
      expect(await raw(srv.port, 'Host: internal:81\r\n')).toBe('internal');
    } finally {
      await srv.close();
    }
  });

  it('reads :authority on HTTP/2, where there is no Host header', async () => {
    const server = createH2Server((h2req, h2res) => {
      // Stand-in for the app's HTTP/2 request prototype: Baton's getters over the stream's headers.
      const req = Object.create(batonRequest) as Request;
      Object.defineProperty(req, 'headers', { value: h2req.headers });
      Object.defineProperty(req, 'socket', { value: h2req.socket });
      h2res.end(JSON.stringify([req.hostname, req.host, h2req.headers.host ?? null]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const client = connect(`http://127.0.0.1:${port}`);
    try {
      const body = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const stream = client.request({ ':path': '/', ':authority': 'h2.example:8443' });
        let status = 0;
        let text = '';
        stream.on('response', (headers) => {
          status = Number(headers[constants.HTTP2_HEADER_STATUS]);
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          text += chunk;
        });
        stream.on('end', () => resolve({ status, text }));
        stream.on('error', reject);
      });
      expect(body.status).toBe(200);
      expect(JSON.parse(body.text)).toEqual(['h2.example', 'h2.example:8443', null]);
    } finally {
      client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
