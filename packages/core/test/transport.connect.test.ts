import { rawRequest } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';
import { entryPoints, h2cStatus } from './helpers/entry-points.js';

function app() {
  const a = createApp();
  a.get('/', (_req, res) => {
    res.send('served');
  });
  return a;
}

describe.each(entryPoints)('CONNECT on a server made by %s', (_name, make) => {
  it.each([
    ['authority form', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
    ['path form', 'CONNECT /tunnel HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ])('%s: 501 and the connection closed, not dropped without a word', async (_form, request) => {
    const entry = await make(app());
    try {
      const reply = await rawRequest(entry.port, request);
      expect(reply).toBe('HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      const after = await rawRequest(entry.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(after).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await entry.close();
    }
  });

  it("an app's own 'connect' listener takes over", async () => {
    const entry = await make(app());
    entry.server.on('connect', (_req, socket: import('node:net').Socket) => {
      socket.end('HTTP/1.1 200 Connection Established\r\n\r\ntunnel');
    });
    try {
      const reply = await rawRequest(entry.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      expect(reply).toBe('HTTP/1.1 200 Connection Established\r\n\r\ntunnel');
    } finally {
      await entry.close();
    }
  });
});

describe('CONNECT over HTTP/2', () => {
  it('is answered 501 too', async () => {
    expect(await h2cStatus(app(), { ':method': 'CONNECT', ':authority': 'example.com:443' })).toBe(501);
  });
});
