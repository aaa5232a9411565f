import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { json, raw, text } from '@batonjs/body';
import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import {
  expectStillServing,
  parserApp,
  type Reply,
  rawAfterReply,
  rawConversation,
  rawPost,
  useServers,
} from './helpers.js';

const start = useServers();
let srv: TestServer;

/** A request-like stream, as a unit test or a benchmark feeds the parsers without sockets. */
function fakeRequest(chunks: Buffer[], headers: Record<string, string>): IncomingMessage {
  const stream = Readable.from(chunks) as unknown as IncomingMessage;
  Object.assign(stream, { headers, method: 'POST', url: '/' });
  return stream;
}

function runParser(parser: ReturnType<typeof json>, req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => parser(req, {} as ServerResponse, (err?: unknown) => resolve(err)));
}

describe('shared reader', () => {
  it('reports a body shorter than its Content-Length as 400 request.size.invalid', async () => {
    const req = fakeRequest([Buffer.from('abc')], { 'content-type': 'text/plain', 'content-length': '5' });
    const err = await runParser(text(), req);
    expect(err).toMatchObject({
      status: 400,
      type: 'request.size.invalid',
      code: 'BATON_BODY_SIZE_INVALID',
      message: 'request size did not match content length',
      expected: 5,
      length: 5,
      received: 3,
    });
  });

  it('reports a stream that can no longer be read as 500 stream.not.readable', async () => {
    const req = fakeRequest([], { 'content-type': 'text/plain', 'content-length': '0' });
    req.resume();
    await new Promise((resolve) => req.once('end', resolve));
    const err = await runParser(text(), req);
    expect(err).toMatchObject({
      status: 500,
      expose: false,
      type: 'stream.not.readable',
      code: 'BATON_BODY_STREAM_NOT_READABLE',
    });
  });

  it('refuses a request whose encoding was set (500 stream.encoding.set), and the client still gets it', async () => {
    const parser = text();
    const app = parserApp([parser]);
    srv = await start((req, res) => {
      if (req.headers['x-set-encoding'] === '1') req.setEncoding('utf8');
      app(req, res);
    });
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-set-encoding': '1' },
      body: 'hello',
    });
    expect(res.status).toBe(500);
    expect(res.json<Reply>().error).toMatchObject({
      type: 'stream.encoding.set',
      code: 'BATON_BODY_STREAM_ENCODING_SET',
      message: 'stream encoding should not be set',
    });
    await expectStillServing(srv.origin);
  });

  it('reports a client that disconnects mid-body as 400 request.aborted, and keeps serving', async () => {
    const errors: unknown[] = [];
    const app = parserApp([raw()], errors);
    let closed!: () => void;
    const seen = new Promise<void>((resolve) => {
      closed = resolve;
    });
    srv = await start((req, res) => {
      app(req, res);
      res.once('close', closed);
    });
    const socket = connect(srv.port, '127.0.0.1', () => {
      socket.write(rawPost({ 'content-type': 'application/octet-stream', 'content-length': '100' }, 'only-part'));
      setTimeout(() => socket.destroy(), 50);
    });
    await seen;
    expect(errors[0]).toMatchObject({
      status: 400,
      type: 'request.aborted',
      code: 'BATON_BODY_ABORTED',
      message: 'request aborted',
      expected: 100,
      received: 9,
    });
    await expectStillServing(srv.origin, 'application/octet-stream', 'ok', 'ok');
  });

  it('does not hang on a client that stops sending: the server timeout ends it', async () => {
    const errors: unknown[] = [];
    const server = createServer({ requestTimeout: 300, connectionsCheckingInterval: 50 });
    srv = await start(parserApp([json()], errors), server);
    const started = Date.now();
    const reply = await rawRequest(
      srv.port,
      rawPost({ 'content-type': 'application/json', 'content-length': '50' }, '{"a":'),
      5000,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(reply).toMatch(/^HTTP\/1.1 408 /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors[0]).toMatchObject({ type: 'request.aborted', received: 5, expected: 50 });
    await expectStillServing(srv.origin, 'application/json', '{"a":1}', { a: 1 });
  });

  it('with a Content-Length smaller than the body, parses only what it announced', async () => {
    srv = await start(parserApp([json()]));
    const head = rawPost({ 'content-type': 'application/json', 'content-length': '7', connection: 'keep-alive' });
    // The rest is sent once the first answer is complete (its JSON body ends with '}}').
    const reply = await rawAfterReply(srv.port, `${head}{"a":1}`, '}}', '{"b":2}\r\n\r\n');
    // The announced 7 bytes are a complete body; the rest is not a valid next request.
    expect(reply).toMatch(/^HTTP\/1.1 200 /);
    expect(reply).toContain('"body":{"a":1}');
    expect(reply).toContain('HTTP/1.1 400 Bad Request');
    await expectStillServing(srv.origin, 'application/json', '{"a":1}', { a: 1 });
  });

  it('with a Content-Length that cuts JSON short, answers 400 entity.parse.failed', async () => {
    srv = await start(parserApp([json()]));
    const head = rawPost({ 'content-type': 'application/json', 'content-length': '4', connection: 'keep-alive' });
    const reply = await rawConversation(srv.port, [`${head}{"a"`, ':1}\r\n\r\n']);
    expect(reply).toMatch(/^HTTP\/1.1 400 /);
    expect(reply).toContain('"type":"entity.parse.failed"');
  });

  it('refuses an unsupported charset before reading, and the client gets the 415', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([text()], errors));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=bogus' },
      body: 'x'.repeat(200 * 1024),
    });
    expect(res.status).toBe(415);
    expect(res.json<Reply>().error).toMatchObject({
      type: 'charset.unsupported',
      code: 'BATON_BODY_CHARSET_UNSUPPORTED',
      message: 'unsupported charset "BOGUS"',
    });
    expect(errors[0]).toMatchObject({ charset: 'bogus' });
    await expectStillServing(srv.origin);
  });

  it('drains a small unread body so the connection stays usable', async () => {
    srv = await start(parserApp([text({ limit: 5 })]));
    const keepAlive = [
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 20\r\n\r\n01234567890123456789',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok',
    ];
    const reply = await rawRequest(srv.port, keepAlive);
    expect(reply).toMatch(/^HTTP\/1.1 413 /);
    expect(reply).toContain('"body":"ok"');
  });
});
