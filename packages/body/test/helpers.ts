import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { BodyParserMiddleware, BodyRequest } from '@batonjs/body';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach } from 'vitest';

/** What the test server answers: the parsed body (Buffers as base64) or the error's fields. */
export interface Reply {
  defined: boolean;
  body?: unknown;
  buffer?: string;
  proto?: 'null' | 'object' | 'array' | 'other';
  error?: { status: number; type: string; code: string; message: string; name: string };
}

function protoOf(value: unknown): NonNullable<Reply['proto']> {
  if (typeof value !== 'object' || value === null) return 'other';
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return 'null';
  if (proto === Object.prototype) return 'object';
  if (proto === Array.prototype) return 'array';
  return 'other';
}

/**
 * A request listener running `parsers` in order and answering with the outcome as JSON; errors
 * get their `status` (or 500) and are also pushed onto `errors` so tests can check every field.
 */
export function parserApp(parsers: BodyParserMiddleware[], errors: unknown[] = []): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const request = req as BodyRequest;
    const fail = (err: unknown): void => {
      errors.push(err);
      const e = err as { status?: number; type?: string; code?: string; message?: string; name?: string };
      res.statusCode = typeof e.status === 'number' ? e.status : 500;
      res.setHeader('content-type', 'application/json');
      const error = { status: res.statusCode, type: e.type, code: e.code, message: e.message, name: e.name };
      res.end(JSON.stringify({ defined: request.body !== undefined, error }));
    };
    const step = (i: number): void => {
      const parser = parsers[i];
      if (parser === undefined) {
        const body = request.body;
        const reply: Reply = { defined: body !== undefined, proto: protoOf(body) };
        if (Buffer.isBuffer(body)) reply.buffer = body.toString('base64');
        else reply.body = body;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(reply));
        return;
      }
      parser(request, res, (err?: unknown) => (err === undefined ? step(i + 1) : fail(err)));
    };
    step(0);
  };
}

/** A raw HTTP/1.1 POST with the given headers and body, closing the connection afterwards. */
export function rawPost(headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ host: 'x', connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `POST / HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Sends a good request after a bad one: the server must still answer it normally. */
export async function expectStillServing(
  origin: string,
  contentType = 'text/plain',
  body = 'ok',
  expected: unknown = 'ok',
): Promise<void> {
  const res = await request(origin, { method: 'POST', headers: { 'content-type': contentType }, body });
  if (res.status !== 200) throw new Error(`server answered ${res.status} to a good request: ${res.text}`);
  const reply = res.json<Reply>();
  const actual = reply.buffer === undefined ? reply.body : Buffer.from(reply.buffer, 'base64').toString();
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`unexpected body ${res.text}`);
}

/**
 * Opens a connection to 127.0.0.1:`port`, lets `talk` write to it (it also sees each chunk read,
 * with everything read so far), and resolves with all the server sent once it closes, or after
 * `timeoutMs`, when the client gives up.
 */
function converse(
  port: number,
  timeoutMs: number,
  talk: (socket: Socket, received: () => string) => void,
): Promise<string> {
  return new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    const received = (): string => Buffer.concat(chunks).toString('latin1');
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received());
    });
    talk(socket, received);
  });
}

/**
 * Like rawRequest, but pauses between the parts, so the server answers the first before the
 * next arrives (rawRequest's writes may land in one packet, where node rejects the whole lot).
 */
export function rawConversation(
  port: number,
  parts: Array<string | Buffer>,
  pauseMs = 100,
  timeoutMs = 3000,
): Promise<string> {
  return converse(port, timeoutMs, (socket) => {
    parts.forEach((part, i) => {
      setTimeout(() => {
        if (!socket.destroyed) socket.write(part);
      }, i * pauseMs);
    });
  });
}

/**
 * Writes `first`, waits until the reply so far contains `until` (the first answer), then writes
 * `second` and collects everything until the server closes. Unlike {@link rawConversation}'s fixed
 * pause, the order holds however slow the machine: a second part that lands before the first answer
 * makes node reject the connection before that answer is written.
 */
export function rawAfterReply(
  port: number,
  first: string | Buffer,
  until: string,
  second: string | Buffer,
  timeoutMs = 5000,
): Promise<string> {
  return converse(port, timeoutMs, (socket, received) => {
    let sent = false;
    socket.on('data', () => {
      if (!sent && received().includes(until)) {
        sent = true;
        socket.write(second);
      }
    });
    socket.write(first);
  });
}

/** Starts servers for a test file's tests; each is closed after the test that started it. */
export function useServers(): (listener: RequestListener, server?: Server) => Promise<TestServer> {
  const open: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((srv) => srv.close()));
  });
  return async (listener, server) => {
    const srv = await serve(listener, server);
    open.push(srv);
    return srv;
  };
}

/** POSTs `body` to a new server running `parsers` and returns the status and the reply. */
export async function postTo(
  start: ReturnType<typeof useServers>,
  parsers: BodyParserMiddleware[],
  contentType: string,
  body: string | Buffer,
): Promise<{ status: number; reply: Reply; origin: string }> {
  const srv = await start(parserApp(parsers));
  const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: res.status, reply: res.json<Reply>(), origin: srv.origin };
}
