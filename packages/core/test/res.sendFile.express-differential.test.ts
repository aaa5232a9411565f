// res.sendFile and res.download on Express 5 and on Baton: the same handlers, the same requests,
// compared on status, the relevant headers and the body, and on what the callback receives (the
// error's name, code, status, expose and the start of its message; Express's message goes on to
// name the absolute path, which ours never does).
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, serve, type TestRequestOptions, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Request, type Response } from '../src/index.js';

type Handler = (req: Request, res: Response, report: (outcome: unknown) => void) => void;

const MTIME = new Date('2024-01-02T03:04:05Z');
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-sendfile-diff-'));
  for (const [name, content] of [
    ['digits.txt', '0123456789'],
    ['.secret', 'hidden'],
    ['big.bin', Buffer.alloc(4 * 1024 * 1024, 1)],
  ] as const) {
    writeFileSync(join(dir, name), content);
    utimesSync(join(dir, name), MTIME, MTIME);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** What a callback error shows an app, minus the path Express's fs messages carry. */
function describeError(err: unknown) {
  if (err === undefined || err === null) return null;
  const e = err as { name?: string; message?: string; code?: unknown; status?: unknown; expose?: unknown };
  // Our own BATON_* codes are an addition; a code Express has (ENOENT, ECONNABORTED) must match.
  const code = typeof e.code === 'string' && e.code.startsWith('BATON_') ? undefined : e.code;
  return { name: e.name, message: String(e.message).split(',')[0], code, status: e.status, expose: e.expose };
}

/** The same error handler on both apps: the error as an app's handler would see it. */
function errorHandler(err: unknown, _req: unknown, res: Response, _next: unknown): void {
  res.status((err as { status?: number }).status ?? 500).json(describeError(err));
}

/** Builds both apps around `handler`; `reports` collects what each handler reported. */
async function servers2(handler: Handler, env?: string) {
  const reports: { express: unknown[]; baton: unknown[] } = { express: [], baton: [] };
  const theirs = express();
  const ours = createApp();
  if (env !== undefined) {
    theirs.set('env', env);
    ours.set('env', env);
  }
  theirs.use((req, res) =>
    handler(req as unknown as Request, res as unknown as Response, (o) => reports.express.push(o)),
  );
  ours.use((req: Request, res: Response) => handler(req, res, (o) => reports.baton.push(o)));
  if (env === undefined) {
    theirs.use(errorHandler as unknown as express.ErrorRequestHandler);
    ours.use(errorHandler);
  }
  const a = await serve(theirs as unknown as RequestListener);
  const b = await serve(ours as unknown as RequestListener);
  servers.push(a, b);
  return { a, b, reports };
}

const HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

// On a 412 or 416 send leaves the file's Content-Type, validators and Cache-Control on the
// response, so an error handler's page goes out under them; ours never does (a shared cache could
// keep that page as the file: docs/express-differences.md). Only those headers are left out.
const FILE_HEADERS = new Set(['content-type', 'accept-ranges', 'etag', 'last-modified']);

function shape(res: { status: number; headers: Record<string, unknown>; text: string }) {
  const headers: Record<string, unknown> = {};
  for (const name of HEADERS) {
    if (res.status !== 412 && res.status !== 416) headers[name] = res.headers[name];
    else if (!FILE_HEADERS.has(name)) headers[name] = res.headers[name];
  }
  return { status: res.status, headers, body: res.text };
}

async function compare(handler: Handler, options: TestRequestOptions = {}, env?: string) {
  const { a, b } = await servers2(handler, env);
  const [theirs, ours] = await Promise.all([request(a.origin, options), request(b.origin, options)]);
  expect(shape(ours)).toEqual(shape(theirs));
  return shape(ours);
}

describe('res.sendFile start/end options', () => {
  const window: Handler = (_req, res) => res.sendFile('digits.txt', { root: dir, start: 2, end: 5 });
  it.each([
    ['the window', {}],
    ['a range inside the window', { headers: { range: 'bytes=1-2' } }],
    ['a suffix range', { headers: { range: 'bytes=-2' } }],
    ['an unsatisfiable range', { headers: { range: 'bytes=9-12' } }],
  ] as const)('%s', async (_name, options) => {
    await compare(window, options);
  });

  it('start only, and end past the file', async () => {
    await compare((_req, res) => res.sendFile('digits.txt', { root: dir, start: 7 }));
    await compare((_req, res) => res.sendFile('digits.txt', { root: dir, start: 8, end: 100 }));
  });
});

describe('res.sendFile dotfiles pages', () => {
  it.each(['deny', 'ignore'] as const)('dotfiles: %s through the error handler', async (dotfiles) => {
    await compare((_req, res) => res.sendFile('.secret', { root: dir, dotfiles }));
  });

  it.each(['deny', 'ignore'] as const)('dotfiles: %s through the final handler in production', async (dotfiles) => {
    const page = await compare((_req, res) => res.sendFile('.secret', { root: dir, dotfiles }), {}, 'production');
    expect(page.status).toBe(dotfiles === 'deny' ? 403 : 404);
  });
});

describe('res.sendFile and res.download callbacks', () => {
  it('res.download of a missing file: ENOENT, 404', async () => {
    const { a, b, reports } = await servers2((_req, res, report) =>
      res.download(join(dir, 'missing.pdf'), (err) => {
        report(describeError(err));
        res.status(err ? 404 : 200).end();
      }),
    );
    await Promise.all([request(a.origin), request(b.origin)]);
    expect(reports.baton).toEqual(reports.express);
    expect(reports.baton[0]).toMatchObject({ code: 'ENOENT', status: 404 });
  });

  it('a 416 leaves Content-Range on the response for an error handler of its own', async () => {
    const result = await compare((_req, res, _report) => res.sendFile('digits.txt', { root: dir }), {
      headers: { range: 'bytes=50-60' },
    });
    expect(result.headers['content-range']).toBe('bytes */10');
  });

  /** Connects, sends a GET, reads a little of the answer (or nothing), and hangs up. */
  function abortAfter(port: number, readFirst: boolean): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
        if (!readFirst) setTimeout(() => socket.destroy(), 50);
      });
      socket.once('data', () => socket.destroy());
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
  }

  async function callbackOutcome(handler: Handler, readFirst: boolean) {
    const { a, b, reports } = await servers2(handler);
    await Promise.all([abortAfter(a.port, readFirst), abortAfter(b.port, readFirst)]);
    for (let i = 0; i < 100 && (reports.express.length === 0 || reports.baton.length === 0); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return reports;
  }

  // Express's aborted error has no status; ours keeps 400 (docs/express-differences.md).
  const withoutStatus = (reports: unknown[]) =>
    reports.map((r) => ({ ...(r as object), status: undefined, expose: undefined }));

  it('is called with ECONNABORTED when the client aborts mid-file', async () => {
    const reports = await callbackOutcome(
      (_req, res, report) => res.sendFile('big.bin', { root: dir }, (err) => report(describeError(err))),
      true,
    );
    expect(withoutStatus(reports.baton)).toEqual(withoutStatus(reports.express));
    expect(reports.baton).toEqual([expect.objectContaining({ code: 'ECONNABORTED', message: 'Request aborted' })]);
  });

  it('is called with ECONNABORTED when the client had already gone', async () => {
    const reports = await callbackOutcome(
      (req, res, report) =>
        req.once('close', () => res.sendFile('digits.txt', { root: dir }, (err) => report(describeError(err)))),
      false,
    );
    expect(withoutStatus(reports.baton)).toEqual(withoutStatus(reports.express));
    expect(reports.baton).toEqual([expect.objectContaining({ code: 'ECONNABORTED', message: 'Request aborted' })]);
  });
});
