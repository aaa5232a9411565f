import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.protocol and req.secure', () => {
  it('is http on a plain socket, ignoring X-Forwarded-Proto from an untrusted peer', async () => {
    const srv = await serveReq((req) => [req.protocol, req.secure]);
    try {
      const plain = await request(srv.origin);
      expect(plain.status).toBe(200);
      expect(plain.json()).toEqual(['http', false]);
      const spoofed = await request(srv.origin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.json()).toEqual(['http', false]);
    } finally {
      await srv.close();
    }
  });

  it('takes the first X-Forwarded-Proto value from a trusted proxy', async () => {
    const srv = await serveReq((req) => [req.protocol, req.secure], { 'trust proxy': 'loopback' });
    try {
      const one = await request(srv.origin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(one.json()).toEqual(['https', true]);
      const list = await request(srv.origin, { headers: { 'x-forwarded-proto': ' https , http' } });
      expect(list.json()).toEqual(['https', true]);
      const none = await request(srv.origin);
      expect(none.json()).toEqual(['http', false]);
    } finally {
      await srv.close();
    }
  });

  it('does not trust a proxy outside the configured blocks', async () => {
    const srv = await serveReq((req) => req.protocol, { 'trust proxy': '10.0.0.0/8' });
    try {
      const res = await request(srv.origin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.json()).toBe('http');
    } finally {
      await srv.close();
    }
  });

  describe('over TLS', () => {
    let dir: string;
    let key: Buffer;
    let cert: Buffer;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'baton-req-tls-'));
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ]),
        { stdio: 'ignore' },
      );
      key = readFileSync(join(dir, 'key.pem'));
      cert = readFileSync(join(dir, 'cert.pem'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("is 'https' on an encrypted socket", async () => {
      const app = createApp();
      app.use((req, res) => {
        res.end(JSON.stringify([req.protocol, req.secure]));
      });
      const server = createHttpsServer({ key, cert }, app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
      try {
        const res = await request(`https://127.0.0.1:${port}/`, {
          dispatcher,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(res.status).toBe(200);
        expect(res.json()).toEqual(['https', true]);
      } finally {
        await dispatcher.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
