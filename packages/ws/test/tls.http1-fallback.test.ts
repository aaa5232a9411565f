import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp, listen, shutdown } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { websockets } from '../src/index.js';
import { closed, nextMessage, open } from './helpers/ws-server.js';

const tls = {
  key: readFileSync(new URL('../../core/test/fixtures/tls/key.pem', import.meta.url)),
  cert: readFileSync(new URL('../../core/test/fixtures/tls/cert.pem', import.meta.url)),
};

describe('over TLS', () => {
  it.each([
    ['HTTPS', { tls }],
    ['HTTP/2 with its HTTP/1.1 fallback (ALPN)', { tls, http2: true }],
  ] as const)('%s: wss:// upgrades through the app', async (_name, options) => {
    const app = createApp();
    const hub = websockets(app);
    app.ws('/live', (ws, req) => ws.send(`secure ${req.secure}`));
    const server = await listen(app, { port: 0, host: '127.0.0.1', ...options });
    try {
      const ws = await open(`wss://127.0.0.1:${(server.address() as AddressInfo).port}/live`, {
        rejectUnauthorized: false,
      });
      expect(await nextMessage(ws)).toBe('secure true');
      ws.close();
      expect((await closed(ws)).code).toBe(1005);
      expect(hub.stats.opened).toBe(1);
    } finally {
      await shutdown(server, { timeout: 1000 });
    }
  });
});
