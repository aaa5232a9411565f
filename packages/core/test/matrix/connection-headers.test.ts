import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('connection-specific headers over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.use((_req, res, next) => {
      // What HTTP/1.1-minded middleware does; a protocol error on HTTP/2.
      res.setHeader('Keep-Alive', 'timeout=5');
      res.setHeader('Proxy-Connection', 'keep-alive');
      res.setHeader('Upgrade', 'h2c');
      next();
    });
    app.get('/set', (_req, res) => {
      res.set('Connection', 'keep-alive').send('set');
    });
    app.get('/write-head', (_req, res) => {
      res.writeHead(200, { Connection: 'keep-alive', 'Transfer-Encoding': 'chunked', 'X-Kept': 'yes' });
      res.end('head');
    });
    app.get('/write-head-array', (_req, res) => {
      res.writeHead(200, ['Connection', 'keep-alive', 'X-Kept', 'yes']);
      res.end('array');
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('via setHeader/res.set: dropped on HTTP/2, sent on HTTP/1.1', async () => {
    const res = await srv.fetch('/set');
    expect(res.status).toBe(200);
    expect(res.text).toBe('set');
    if (transport.major === 2) {
      expect(res.headers['keep-alive']).toBeUndefined();
      expect(res.headers['proxy-connection']).toBeUndefined();
      expect(res.headers.upgrade).toBeUndefined();
      expect(res.headers.connection).toBeUndefined();
    } else {
      expect(res.headers['keep-alive']).toBe('timeout=5');
      expect(res.headers.connection).toBe('keep-alive');
    }
  });

  it('via writeHead with a record or a flat array', async () => {
    const res = await srv.fetch('/write-head');
    expect(res.status).toBe(200);
    expect(res.headers['x-kept']).toBe('yes');
    expect(res.text).toBe('head');
    if (transport.major === 2) expect(res.headers['transfer-encoding']).toBeUndefined();
    const array = await srv.fetch('/write-head-array');
    expect(array.status).toBe(200);
    expect(array.headers['x-kept']).toBe('yes');
    expect(array.text).toBe('array');
  });
});
