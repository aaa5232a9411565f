import { connect, type Socket } from 'node:net';
import { createApp, type Request, type Response, sseStats } from '@batonjs/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Started, start, transport } from './matrix/transports.js';

// 1,000 here; benchmarks/ holds the 10,000-stream figure (memory per idle stream).
const STREAMS = 1_000;

function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = (): void => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error('condition not met in time'));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

describe('many idle SSE streams', () => {
  let srv: Started;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await srv.close();
  });

  it(`holds ${STREAMS} idle streams with bounded memory, and lets every one go when its client does`, async () => {
    const app = createApp();
    app.get('/idle', (_req: Request, res: Response) => {
      res.sse({ heartbeat: 60_000 });
    });
    app.get('/ok', (_req: Request, res: Response) => {
      res.json({ open: sseStats().open });
    });
    srv = await start(transport('http/1.1'), app);
    const before = sseStats().open;
    const heapBefore = process.memoryUsage().heapUsed;
    let headers = 0;
    for (let i = 0; i < STREAMS; i++) {
      const socket = connect(srv.port, '127.0.0.1');
      let seen = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        if (seen.includes('\r\n\r\n')) return;
        seen += chunk;
        if (seen.includes('\r\n\r\n') && seen.startsWith('HTTP/1.1 200 OK') && seen.includes('text/event-stream'))
          headers++;
      });
      socket.on('error', () => undefined);
      socket.write('GET /idle HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n');
      sockets.push(socket);
    }
    await waitFor(() => headers === STREAMS);
    expect(sseStats().open).toBe(before + STREAMS);
    // Both ends of every connection live in this process: the server's share is well below this.
    const perStream = (process.memoryUsage().heapUsed - heapBefore) / STREAMS;
    expect(perStream).toBeLessThan(48 * 1024);

    const ok = await srv.fetch('/ok');
    expect(ok.status).toBe(200);
    expect(ok.json<{ open: number }>().open).toBe(before + STREAMS);

    for (const socket of sockets.splice(0)) socket.destroy();
    await waitFor(() => sseStats().open === before);
    expect(sseStats().open).toBe(before);
  });
});
