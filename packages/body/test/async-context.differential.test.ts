// A value stored with AsyncLocalStorage before a body parser must still be there in `verify`, in
// the next handler, and in the error handler after a parse error: apps keep request ids and
// tracing spans that way. body-parser 2 keeps it (raw-body binds its callback); so must we.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import * as baton from '@batonjs/body';
import { request } from '@batonjs/test-utils';
import bodyParser from 'body-parser';
import { describe, expect, it } from 'vitest';
import { useServers } from './helpers.js';

type Factory = (options?: object) => baton.BodyParserMiddleware;
type Kind = 'json' | 'raw' | 'text' | 'urlencoded';

const start = useServers();

/** Runs `parser` inside `storage.run(<request id>)` and answers with what each step saw. */
function contextApp(parser: baton.BodyParserMiddleware, storage: AsyncLocalStorage<string>): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const id = String(req.headers['x-request-id']);
    storage.run(id, () => {
      parser(req, res, (err?: unknown) => {
        // Seen in the next handler, or (after an error) in the error handler.
        const seen = storage.getStore();
        const status = (err as { status?: number } | undefined)?.status ?? 200;
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ seen, verified: res.getHeader('x-verify-saw') ?? null, failed: err !== undefined }));
      });
    });
  };
}

function parserFrom(factories: Record<Kind, Factory>, kind: Kind, storage: AsyncLocalStorage<string>) {
  return factories[kind]({
    type: () => true,
    limit: 1000,
    verify: (_req: IncomingMessage, res: ServerResponse, buf: Buffer) => {
      res.setHeader('x-verify-saw', String(storage.getStore()));
      if (buf.toString() === 'reject') throw new Error('rejected by verify');
    },
  });
}

type Case = [name: string, body: string | Buffer, headers?: Record<string, string>];
const cases: Record<Kind, Case[]> = {
  json: [
    ['valid', '{"a":1}'],
    ['malformed', '{"a":'],
    ['rejected by verify', 'reject'],
    ['gzip', gzipSync('{"z":1}'), { 'content-encoding': 'gzip' }],
    ['too large', `"${'x'.repeat(2000)}"`],
    ['unsupported charset', '{}', { 'content-type': 'application/json; charset=koi8-r' }],
  ],
  raw: [
    ['valid', Buffer.from([1, 2, 3])],
    ['too large', Buffer.alloc(2000)],
    ['rejected by verify', 'reject'],
  ],
  text: [
    ['valid', 'hello'],
    ['gzip', gzipSync('hello'), { 'content-encoding': 'gzip' }],
    ['corrupt gzip', Buffer.from('not gzip'), { 'content-encoding': 'gzip' }],
  ],
  urlencoded: [
    ['valid', 'a=1&b=2'],
    ['too large', `a=${'x'.repeat(2000)}`],
    ['rejected by verify', 'reject'],
  ],
};

async function outcome(factories: Record<Kind, Factory>, kind: Kind, [, body, headers]: Case, id: string) {
  const storage = new AsyncLocalStorage<string>();
  const srv = await start(contextApp(parserFrom(factories, kind, storage), storage));
  const res = await request(srv.origin, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-request-id': id, ...headers },
    body,
  });
  return { status: res.status, reply: res.json<{ seen?: string; verified: string | null; failed: boolean }>() };
}

describe('body parsers keep the async context, as body-parser 2 does', () => {
  const rows = (Object.keys(cases) as Kind[]).flatMap((kind) => cases[kind].map((c) => [kind, c[0], c] as const));
  it.each(rows)('%s: %s', async (kind, name, c) => {
    const id = `${kind}-${name}`;
    const theirs = await outcome(bodyParser as unknown as Record<Kind, Factory>, kind, c, id);
    const ours = await outcome(baton as unknown as Record<Kind, Factory>, kind, c, id);
    expect(ours).toEqual(theirs);
    expect(ours.reply.seen).toBe(id);
  });
});
