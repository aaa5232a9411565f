import type { Server } from 'node:http';
import { trickle } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { createApp, createServer, defaultTimeouts } from '../src/index.js';
import { entryPoints } from './helpers/entry-points.js';

function app() {
  const a = createApp();
  a.get('/', (_req, res) => {
    res.send('served');
  });
  return a;
}

/** A header block that never ends, as a slowloris client sends it. */
const SLOW_HEADERS = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}`;

describe('app.listen() has the slow-client limits of createServer()', () => {
  it('the same defaults: headers, request and keep-alive timeouts', async () => {
    const listened = app().listen(0, '127.0.0.1');
    const created = createServer(app()) as Server;
    try {
      for (const server of [listened, created]) {
        expect(server.headersTimeout).toBe(defaultTimeouts.headers);
        expect(server.requestTimeout).toBe(defaultTimeouts.request);
        expect(server.keepAliveTimeout).toBe(defaultTimeouts.keepAlive);
      }
    } finally {
      listened.close();
    }
  });

  it('both cut a slowloris client with 408 at the same configured limit', async () => {
    // Short limits, set the way node documents them on a running server. node checks them every
    // `checkInterval` (5 s by default, the same on both), so both cuts land within that of the limit.
    const entries = await Promise.all(entryPoints.map(([, make]) => make(app())));
    try {
      for (const { server } of entries) {
        (server as Server).headersTimeout = 300;
        (server as Server).requestTimeout = 600;
      }
      const results = await Promise.all(
        entries.map((entry) => trickle(entry.port, { drip: SLOW_HEADERS, everyMs: 20, giveUpMs: 9000 })),
      );
      for (const { reply, ms, cut } of results) {
        expect(cut).toBe(true);
        expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(ms).toBeLessThan(defaultTimeouts.checkInterval + 1500);
      }
    } finally {
      await Promise.all(entries.map((entry) => entry.close()));
    }
  });
});
