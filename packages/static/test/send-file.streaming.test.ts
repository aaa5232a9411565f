import type * as FsModule from 'node:fs';
import { readdirSync, truncateSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { connect } from 'node:net';
import { rawRequest, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StaticError, sendFile, serveStatic } from '../src/index.js';
import { createFixtures, type Fixtures, rawBody, rawStatus } from './fixtures.js';

const LARGE = 64 * 1024 * 1024;
const fs = createRequire(import.meta.url)('node:fs') as typeof FsModule;
let restore: (() => void) | undefined;

let fx: Fixtures;
let large: string;
let srv: TestServer | undefined;
beforeAll(() => {
  fx = createFixtures();
  // Sparse: 64 MiB of zeros that cost no disk, far more than loopback socket buffers hold.
  large = fx.write('large.bin', '');
  truncateSync(large, LARGE);
});
afterAll(() => fx.cleanup());
afterEach(async () => {
  restore?.();
  restore = undefined;
  await srv?.close();
  srv = undefined;
});

const openFds = () => readdirSync('/proc/self/fd').length;

/** Connects, sends a GET, and destroys the socket as soon as the first body bytes arrive. */
function abortedDownload(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.once('data', () => socket.destroy());
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

/**
 * The descriptor count once it has stopped moving (the same over 100 ms): descriptors of the test
 * before (a file stream's asynchronous close, a socket still closing) must not be counted in a
 * baseline they will have left by the time it is compared.
 */
async function settledFds(ms = 3000): Promise<number> {
  const until = Date.now() + ms;
  let last = openFds();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = openFds();
    if (now === last) return now;
    last = now;
  }
  return last;
}

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('sendFile streaming', () => {
  it('reports ECONNABORTED and closes every descriptor after many aborted downloads', async () => {
    const errors: Array<StaticError | undefined> = [];
    srv = await serve((req, res) => sendFile(req, res, large, {}, (err) => errors.push(err)));
    const baseline = await settledFds();
    const count = 25;
    for (let i = 0; i < count; i += 1) await abortedDownload(srv.port, '/');
    await waitFor(() => errors.length === count);
    await waitFor(() => openFds() <= baseline);
    expect(errors).toHaveLength(count);
    expect(errors.every((err) => err?.code === 'ECONNABORTED')).toBe(true);
    expect(openFds()).toBe(baseline);

    const after = await rawRequest(
      srv.port,
      'GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=0-9\r\nConnection: close\r\n\r\n',
    );
    expect(rawStatus(after)).toBe(206);
    expect(after).toContain('Content-Range: bytes 0-9/67108864');
  });

  it('closes the descriptor on every other path too (304, HEAD, 412, 416, refusals, small files)', async () => {
    const middleware = serveStatic(fx.root, { precompressed: true, fallthrough: false });
    srv = await serve((req, res) =>
      middleware(req, res, (err) => {
        res.statusCode = (err as StaticError | undefined)?.status ?? 404;
        res.end();
      }),
    );
    const baseline = await settledFds();
    const statuses: number[] = [];
    for (const [target, extra] of [
      ['/a.txt', 'If-None-Match: *\r\n'],
      ['/a.txt', 'If-Match: "x"\r\n'],
      ['/a.txt', 'Range: bytes=99-\r\n'],
      ['/a.txt', ''],
      ['/style.css', 'Accept-Encoding: br\r\n'],
      ['/link-outside.txt', ''],
      ['/big.bin', 'Range: bytes=0-10,20-30\r\n'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const reply = await rawRequest(
          srv.port,
          `${method} ${target} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`,
        );
        statuses.push(rawStatus(reply));
      }
    }
    expect(statuses).toEqual([304, 304, 412, 412, 416, 416, 200, 200, 200, 200, 403, 403, 206, 206]);
    await waitFor(() => openFds() <= baseline);
    expect(openFds()).toBe(baseline);
  });

  it('reads from disk only as fast as the client takes the bytes (backpressure)', async () => {
    // The engine reads with fs.read on a descriptor; count what it asks for by wrapping it (the
    // CommonJS fs object, then syncBuiltinESMExports so ESM importers see the wrapper too).
    let requested = 0;
    const original = fs.read;
    const counting = (...args: unknown[]) => {
      requested += typeof args[3] === 'number' ? args[3] : 0;
      return (original as (...a: unknown[]) => void)(...args);
    };
    (fs as { read: unknown }).read = counting;
    syncBuiltinESMExports();
    restore = () => {
      (fs as { read: unknown }).read = original;
      syncBuiltinESMExports();
    };
    let finished = false;
    srv = await serve((req, res) =>
      sendFile(req, res, large, {}, () => {
        finished = true;
      }),
    );
    const socket = connect(srv.port, '127.0.0.1');
    let received = 0;
    const gotFirst = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await gotFirst;
    socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requested).toBeGreaterThan(0);
    expect(requested).toBeLessThan(LARGE / 4);
    expect(finished).toBe(false);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.resume();
    await closed;
    expect(received).toBeGreaterThan(LARGE);
    expect(requested).toBe(LARGE);
    await waitFor(() => finished);
    expect(finished).toBe(true);
  });

  it('destroys the connection when the file shrinks mid-stream, and reports the read failure', async () => {
    const file = fx.write('shrinking.bin', Buffer.alloc(1024 * 1024, 0x61));
    const errors: unknown[] = [];
    const middleware = serveStatic(fx.root, {
      setHeaders: (_res, path) => {
        if (path === file) truncateSync(path, 100_000);
      },
    });
    srv = await serve((req, res) => middleware(req, res, (err) => errors.push(err)));
    const reply = await rawRequest(srv.port, 'GET /shrinking.bin HTTP/1.1\r\nHost: x\r\n\r\n', 5000);
    expect(rawStatus(reply)).toBe(200);
    expect(reply).toContain('Content-Length: 1048576');
    // Closed by the server long before the 5 s timeout, with the bytes the file still had.
    expect(rawBody(reply).length).toBe(100_000);
    await waitFor(() => errors.length === 1);
    expect(errors).toHaveLength(1);
    expect((errors[0] as StaticError).code).toBe('BATON_STATIC_READ_FAILED');
    expect((errors[0] as StaticError).status).toBe(500);
  });

  it('a small file that shrinks before it is read fails cleanly, before anything is written', async () => {
    const file = fx.write('shrinking-small.txt', 'x'.repeat(1000));
    const middleware = serveStatic(fx.root, {
      setHeaders: (res, path) => {
        res.setHeader('X-Hook', '1');
        if (path === file) truncateSync(path, 10);
      },
    });
    srv = await serve((req, res) =>
      middleware(req, res, (err) => {
        res.statusCode = (err as StaticError).status;
        res.end((err as StaticError).code);
      }),
    );
    const reply = await rawRequest(
      srv.port,
      'GET /shrinking-small.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(rawStatus(reply)).toBe(500);
    expect(reply).not.toContain('X-Hook');
    expect(rawBody(reply)).toBe('BATON_STATIC_READ_FAILED');
  });
});
