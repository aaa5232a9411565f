// Shutdown of HTTP/1.1 servers without per-connection bookkeeping (issue 28's memory goal): the
// servers Baton creates keep no list of their sockets; node finds idle ones, and a response in
// flight learns from its own server that it drains (transport/draining.ts).
import * as http from 'node:http';
import { connect, type Socket } from 'node:net';
import { createApp, createServer, shutdown } from '@batonjs/core';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { tls } from './matrix/transports.js';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An app whose `/slow` answers after `release()` and whose `/fast` answers at once. */
function slowApp() {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const app = createApp();
  app.get('/slow', async (_req, res) => {
    entered();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    res.json({ slow: true });
  });
  app.get('/fast', (_req, res) => {
    res.send('fast');
  });
  return { app, inside, release: () => release() };
}

async function listening(server: http.Server | ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** One raw HTTP/1.1 request on `socket`: the response head, read up to the body's end. */
function rawGet(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('latin1');
    const onData = (chunk: string): void => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (text.length - end - 4 < length) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe('shutdown of HTTP/1.1 servers, without connection tracking', () => {
  it('adds no per-connection listener: a socket of createServer has the listeners of node’s own server', async () => {
    const counts: Record<string, number>[] = [];
    for (const make of [
      () => http.createServer((_req, res) => res.end('x')),
      () => createServer(createApp().get('/', (_req, res) => res.end('x'))),
    ]) {
      const server = make();
      let accepted: Socket | undefined;
      server.on('connection', (socket: Socket) => {
        accepted = socket;
      });
      const port = await listening(server);
      const socket = connect(port, '127.0.0.1');
      const head = await rawGet(socket, '/');
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(head).toMatch(/\r\nConnection: keep-alive\r\n/i);
      const side = accepted as Socket;
      counts.push(Object.fromEntries(side.eventNames().map((name) => [String(name), side.listenerCount(name)])));
      socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[1]?.close).toBe(1);
  });

  it('answers a response in flight with Connection: close and closes its connection', async () => {
    const { app, inside, release } = slowApp();
    const server = createServer(app);
    const port = await listening(server);
    const idle = connect(port, '127.0.0.1');
    expect(await rawGet(idle, '/fast')).toMatch(/\r\nConnection: keep-alive\r\n/i);
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    const busy = connect(port, '127.0.0.1');
    const answer = rawGet(busy, '/slow');
    const busyClosed = new Promise((resolve) => busy.once('close', resolve));
    await inside;
    const done = shutdown(server, { timeout: 5000 });
    await idleClosed;
    release();
    const head = await answer;
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(head.endsWith('{"slow":true}')).toBe(true);
    await busyClosed;
    expect(await done).toEqual({ forced: false });
  });

  it('leaves other servers of the same app alone while one drains', async () => {
    const { app, inside, release } = slowApp();
    const draining = createServer(app);
    const other = createServer(app);
    const [drainingPort, otherPort] = [await listening(draining), await listening(other)];
    closers.push(() => new Promise((resolve) => other.close(resolve)));
    const busy = connect(drainingPort, '127.0.0.1');
    const answer = rawGet(busy, '/slow');
    await inside;
    const done = shutdown(draining, { timeout: 5000 });
    const elsewhere = connect(otherPort, '127.0.0.1');
    expect(await rawGet(elsewhere, '/fast')).toMatch(/\r\nConnection: keep-alive\r\n/i);
    release();
    expect(await answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await done).toEqual({ forced: false });
    // After the shutdown ends, nothing is left marked: the other server still keeps connections alive.
    expect(await rawGet(elsewhere, '/fast')).toMatch(/\r\nConnection: keep-alive\r\n/i);
    elsewhere.destroy();
  });

  it('does the same on a server someone else created with http.createServer(app)', async () => {
    const { app, inside, release } = slowApp();
    const server = http.createServer(app);
    const port = await listening(server);
    const busy = connect(port, '127.0.0.1');
    const answer = rawGet(busy, '/slow');
    await inside;
    const done = shutdown(server, { timeout: 5000 });
    release();
    expect(await answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await done).toEqual({ forced: false });
  });

  it('cuts an HTTPS response still open at the deadline (node’s closeAllConnections)', async () => {
    const app = createApp();
    app.get('/never', () => undefined);
    const server = createServer(app, { tls });
    const port = await listening(server);
    const agent = new Agent({ connect: { rejectUnauthorized: false } });
    closers.push(() => agent.close());
    const hanging = request(`https://127.0.0.1:${port}/never`, { dispatcher: agent }).then(
      () => 'answered',
      (err: Error & { code?: string }) => err.code ?? err.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await shutdown(server, { timeout: 200 })).toEqual({ forced: true });
    expect(await hanging).toBe('UND_ERR_SOCKET');
  });

  it('tells the HTTP/1.1 fallback of an HTTP/2 TLS server to close after a response in flight', async () => {
    const { app, inside, release } = slowApp();
    const server = createServer(app, { tls, http2: true });
    const port = await listening(server);
    const agent = new Agent({ connect: { rejectUnauthorized: false } });
    closers.push(() => agent.close());
    const answer = request(`https://127.0.0.1:${port}/slow`, { dispatcher: agent });
    await inside;
    const done = shutdown(server, { timeout: 5000 });
    release();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(await res.body.json()).toEqual({ slow: true });
    expect(await done).toEqual({ forced: false });
  });
});
