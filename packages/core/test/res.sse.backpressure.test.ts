import { connect as connectH2 } from 'node:http2';
import { connect, type Socket } from 'node:net';
import { createApp, type Request, type Response, type SseStream, sseStats } from '@batonjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Started, start, transport } from './matrix/transports.js';

const HIGH_WATER_MARK = 64 * 1024;
const EVENT = 'x'.repeat(16 * 1024);

interface Flood {
  readonly stream: SseStream;
  /** The most bytes the response ever had queued in userland. */
  readonly maxQueued: number;
}

/** An app whose /flood sends a 16 KiB event every millisecond until the stream closes. */
function floodApp(onDone: (flood: Flood) => void) {
  const app = createApp();
  app.get('/flood', (_req: Request, res: Response) => {
    const stream = res.sse({ heartbeat: 0, highWaterMark: HIGH_WATER_MARK });
    let maxQueued = 0;
    const timer = setInterval(() => {
      for (let i = 0; i < 4; i++) stream.send({ data: EVENT });
      maxQueued = Math.max(maxQueued, res.writableLength);
    }, 1);
    stream.signal.addEventListener('abort', () => {
      clearInterval(timer);
      onDone({ stream, maxQueued });
    });
  });
  app.get('/ok', (_req: Request, res: Response) => {
    res.json({ ok: true });
  });
  return app;
}

describe('res.sse() against a reader that never reads', () => {
  let srv: Started | undefined;
  let socket: Socket | undefined;
  afterEach(async () => {
    socket?.destroy();
    await srv?.close();
  });

  it('HTTP/1.1: closes the stream past the high-water mark, counts it, and keeps serving', async () => {
    const before = sseStats().overflowed;
    let done: (flood: Flood) => void = () => undefined;
    const finished = new Promise<Flood>((resolve) => {
      done = resolve;
    });
    srv = await start(transport('http/1.1'), floodApp(done));
    const client = connect(srv.port, '127.0.0.1');
    socket = client;
    client.write('GET /flood HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n');
    // Never read: the kernel's buffers fill, then node's.
    client.pause();
    const { stream, maxQueued } = await finished;
    expect(stream.signal.reason).toBe('overflow');
    expect(sseStats().overflowed).toBe(before + 1);
    // Bounded: the mark, plus what one write and the socket's own buffer can hold.
    expect(maxQueued).toBeLessThan(HIGH_WATER_MARK + 4 * (EVENT.length + 16) + 64 * 1024);
    const ok = await srv.fetch('/ok');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ok.text).toBe('{"ok":true}');
  });

  it('HTTP/2: a stream whose flow-control window stays shut is closed the same way', async () => {
    const before = sseStats().overflowed;
    let done: (flood: Flood) => void = () => undefined;
    const finished = new Promise<Flood>((resolve) => {
      done = resolve;
    });
    srv = await start(transport('h2c'), floodApp(done));
    // A small window the client never opens further: it never reads.
    const session = connectH2(srv.origin, { settings: { initialWindowSize: 1024 } });
    const req = session.request({ ':path': '/flood', accept: 'text/event-stream' });
    req.pause();
    const { stream, maxQueued } = await finished;
    expect(stream.signal.reason).toBe('overflow');
    expect(sseStats().overflowed).toBe(before + 1);
    expect(maxQueued).toBeLessThan(HIGH_WATER_MARK + 4 * (EVENT.length + 16) + 64 * 1024);
    session.destroy();
    const ok = await srv.fetch('/ok');
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('{"ok":true}');
  });
});
