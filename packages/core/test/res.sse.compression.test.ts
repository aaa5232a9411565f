import { createGunzip } from 'node:zlib';
import compression from 'compression';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { type Handler, useResServer } from './res.harness.js';

// @types/compression types it against Express's Request/Response, which app.use does not accept yet.
const gzip = (): Handler => compression({ threshold: 0 }) as unknown as Handler;

/** Reads the gzipped body as it arrives and resolves with the first decompressed event block. */
function firstBlock(body: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const gunzip = createGunzip();
    gunzip.setEncoding('utf8');
    gunzip.on('data', (chunk: string) => {
      text += chunk;
      const at = text.indexOf('\n\n');
      if (at !== -1) resolve(text.slice(0, at));
    });
    gunzip.on('error', reject);
    body.pipe(gunzip);
  });
}

describe('res.sse() under the compression middleware', () => {
  const start = useResServer();

  it('gzips the stream and flushes each event at once, while the stream stays open', async () => {
    const srv = await start((req, res, next) => {
      gzip()(req, res, () => {
        if (req.path !== '/events') return next();
        res.sse({ heartbeat: 0 }).send({ event: 'first', data: { n: 1 } });
      });
    });
    const controller = new AbortController();
    const res = await request(`${srv.origin}/events`, {
      headers: { 'accept-encoding': 'gzip' },
      signal: controller.signal,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // The server never ends this response: the event can only arrive if it was flushed.
    expect(await firstBlock(res.body)).toBe('event: first\ndata: {"n":1}');
    controller.abort();
  });

  it('with noTransform, says no-transform and the middleware leaves the stream uncompressed', async () => {
    const srv = await start((req, res, next) => {
      gzip()(req, res, () => {
        if (req.path !== '/events') return next();
        const stream = res.sse({ heartbeat: 0, noTransform: true });
        stream.send({ data: 'plain' });
        stream.close();
      });
    });
    const res = await request(`${srv.origin}/events`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(await res.body.text()).toBe('data: plain\n\n');
  });
});
