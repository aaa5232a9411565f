import { createApp, type Request, type Response, type SseStream } from '@batonjs/core';
import { openSse } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Started, start, transport } from './matrix/transports.js';

/** Timers that keep the process alive (an unref'd one is not listed). */
const refTimers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('res.sse() heartbeats', () => {
  let srv: Started | undefined;
  afterEach(() => srv?.close());

  it('send a comment at the interval, from a timer that never holds the process and stops with the stream', async () => {
    let stream: SseStream | undefined;
    let timersBefore = 0;
    let timersWith = 0;
    let timer: NodeJS.Timeout | undefined;
    const app = createApp();
    app.get('/beat', (_req: Request, res: Response) => {
      const spy = vi.spyOn(globalThis, 'setInterval');
      timersBefore = refTimers();
      stream = res.sse({ heartbeat: 40 });
      timersWith = refTimers();
      timer = spy.mock.results[0]?.value as NodeJS.Timeout | undefined;
      spy.mockRestore();
    });
    srv = await start(transport('http/1.1'), app);
    const conn = await openSse(`${srv.origin}/beat`);
    expect(conn.status).toBe(200);
    const started = Date.now();
    expect(await conn.next()).toBe(':');
    expect(await conn.next()).toBe(':');
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(timersWith).toBe(timersBefore);

    expect(timer?.hasRef()).toBe(false);
    // node's own mark of a cleared timer.
    expect((timer as unknown as { _destroyed: boolean })._destroyed).toBe(false);

    stream?.close();
    await conn.ended;
    expect((timer as unknown as { _destroyed: boolean })._destroyed).toBe(true);
    expect(stream?.comment()).toBe(false);
    await expect(conn.next(50)).rejects.toThrow('the stream ended');
  });

  it('heartbeat: 0 sends none', async () => {
    const app = createApp();
    app.get('/quiet', (_req: Request, res: Response) => {
      res.sse({ heartbeat: 0 });
    });
    srv = await start(transport('http/1.1'), app);
    const conn = await openSse(`${srv.origin}/quiet`);
    expect(conn.status).toBe(200);
    expect(conn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await expect(conn.next(150)).rejects.toThrow('no event in time');
    conn.close();
  });
});
