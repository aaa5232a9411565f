import { createApp, type SseStream, shutdown, sseStats } from '@batonjs/core';
import { openSse } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('res.sse() over $name', (transport) => {
  let srv: Started;
  let lastStream: SseStream | undefined;
  let lastId: string | undefined;
  beforeAll(async () => {
    const app = createApp();
    app.get('/events', (req, res) => {
      lastId = req.lastEventId;
      const stream = res.sse({ heartbeat: 0 });
      lastStream = stream;
      stream.send({ event: 'hello', id: 1, data: { protocol: req.httpVersionMajor } });
      stream.send({ data: 'two\nlines' });
      stream.send({ id: '3', data: 'bye' });
      stream.close();
    });
    app.get('/hold', (_req, res) => {
      lastStream = res.sse({ heartbeat: 30 });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('sends the headers, frames each event and ends on close()', async () => {
    const conn = await openSse(`${srv.origin}/events`, { dispatcher: srv.dispatcher });
    expect(conn.status).toBe(200);
    expect(conn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(conn.headers['cache-control']).toBe('no-cache');
    expect(conn.headers['x-accel-buffering']).toBe('no');
    expect(conn.headers['content-length']).toBeUndefined();
    if (transport.major === 1) expect(conn.headers.connection).toBe('keep-alive');
    else expect(conn.headers.connection).toBeUndefined();
    expect(await conn.next()).toBe(`event: hello\nid: 1\ndata: {"protocol":${transport.major}}`);
    expect(await conn.next()).toBe('data: two\ndata: lines');
    expect(await conn.next()).toBe('id: 3\ndata: bye');
    await conn.ended;
    expect(lastStream?.closed).toBe(true);
    expect(lastStream?.signal.reason).toBe('server');
    expect(lastId).toBeUndefined();
  });

  it('answers HEAD with the headers only, its stream already closed', async () => {
    const res = await srv.fetch('/hold', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.text).toBe('');
    expect(lastStream?.closed).toBe(true);
    expect(lastStream?.signal.reason).toBe('server');
  });

  it('gives req.lastEventId from Last-Event-ID', async () => {
    const conn = await openSse(`${srv.origin}/events`, {
      dispatcher: srv.dispatcher,
      headers: { 'last-event-id': '41' },
    });
    expect(conn.status).toBe(200);
    expect(lastId).toBe('41');
    expect(lastStream?.lastEventId).toBe('41');
    await conn.ended;
  });

  it('sends comment heartbeats, and aborts the signal with "client" when the client goes', async () => {
    const before = sseStats().open;
    const conn = await openSse(`${srv.origin}/hold`, { dispatcher: srv.dispatcher });
    expect(conn.status).toBe(200);
    expect(await conn.next()).toBe(':');
    expect(await conn.next()).toBe(':');
    const stream = lastStream as SseStream;
    expect(sseStats().open).toBe(before + 1);
    const aborted = new Promise((resolve) => stream.signal.addEventListener('abort', resolve));
    conn.close();
    await aborted;
    expect(stream.closed).toBe(true);
    expect(stream.signal.reason).toBe('client');
    expect(stream.send({ data: 'late' })).toBe(false);
    expect(sseStats().open).toBe(before);
  });
});

describe.each(transports)('shutdown() with an open SSE stream over $name', (transport) => {
  it('closes the stream at once (reason "server") and drains without force', async () => {
    const app = createApp();
    let stream: SseStream | undefined;
    app.get('/hold', (_req, res) => {
      stream = res.sse({ heartbeat: 0 });
      stream.send({ data: 'open' });
    });
    const srv = await start(transport, app);
    try {
      const conn = await openSse(`${srv.origin}/hold`, { dispatcher: srv.dispatcher });
      expect(conn.status).toBe(200);
      expect(await conn.next()).toBe('data: open');
      const result = await shutdown(srv.server, { timeout: 5_000 });
      expect(result).toEqual({ forced: false });
      expect(stream?.signal.reason).toBe('server');
      await conn.ended;
    } finally {
      await srv.close();
    }
  });
});
