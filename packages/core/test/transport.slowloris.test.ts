import * as http2 from 'node:http2';
import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { createApp } from '@batonjs/core';
import { trickle } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { start, transport } from './matrix/transports.js';

const short = { headers: 300, request: 600, checkInterval: 100, session: 300 } as const;

function app() {
  const a = createApp();
  a.get('/', (_req, res) => {
    res.send('served');
  });
  return a;
}

/** A never-ending header block, one byte every 50 ms, for at most 5 s. */
const slowHeaders = (socket: Socket) =>
  trickle(socket, {
    drip: `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}`,
    everyMs: 50,
    giveUpMs: 5000,
  });

describe('slow clients are cut off', () => {
  it('HTTP/1.1: headers dribbled byte by byte get 408 and the connection closed', async () => {
    const http1 = transport('http/1.1');
    const srv = await start(http1, app(), { timeouts: short });
    try {
      const { reply, ms, cut } = await slowHeaders(connect(srv.port, '127.0.0.1'));
      expect(cut).toBe(true);
      expect(ms).toBeLessThan(2500);
      expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const after = await srv.fetch('/');
      expect(after.status).toBe(200);
      expect(after.text).toBe('served');
    } finally {
      await srv.close();
    }
  });

  it('the HTTP/1.1 fallback of an HTTP/2 TLS server cuts off the same way', async () => {
    const h2 = transport('h2 (tls)');
    const srv = await start(h2, app(), { timeouts: short });
    try {
      const socket = tlsConnect({
        port: srv.port,
        host: '127.0.0.1',
        rejectUnauthorized: false,
        ALPNProtocols: ['http/1.1'],
      });
      await new Promise((resolve) => socket.once('secureConnect', resolve));
      expect(socket.alpnProtocol).toBe('http/1.1');
      const { reply, ms, cut } = await slowHeaders(socket);
      expect(cut).toBe(true);
      expect(ms).toBeLessThan(2500);
      expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const after = await srv.fetch('/');
      expect(after.status).toBe(200);
    } finally {
      await srv.close();
    }
  });

  it('HTTP/2: an idle session is closed after the session timeout', async () => {
    const h2c = transport('h2c');
    const srv = await start(h2c, app(), { timeouts: short });
    try {
      const began = Date.now();
      const session = http2.connect(srv.origin);
      session.on('error', () => undefined);
      await new Promise((resolve) => session.once('close', resolve));
      const ms = Date.now() - began;
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(2500);
      const after = await srv.fetch('/');
      expect(after.status).toBe(200);
      expect(after.text).toBe('served');
    } finally {
      await srv.close();
    }
  });
});
