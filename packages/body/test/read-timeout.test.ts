import { connect } from 'node:net';
import { type BodyParserError, json, raw, text, urlencoded } from '@batonjs/body';
import { createApp } from '@batonjs/core';
import { trickle } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { normalizeOptions } from '../src/options.js';
import { expectStillServing, parserApp, useServers } from './helpers.js';

const start = useServers();

/** POSTs `Content-Length: 1000`, then one byte every `everyMs` ms until the server closes the connection. */
const trickleBody = (port: number, everyMs: number) =>
  trickle(port, {
    head: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    drip: ' ',
    everyMs,
  });

describe('body read timeout and minimum rate', () => {
  it('are on by default: 30 s for the whole body, 1024 bytes a second', () => {
    for (const options of [undefined, {}]) {
      const normalized = normalizeOptions(options, 'application/json');
      expect(normalized.timeout).toBe(30_000);
      expect(normalized.minRate).toBe(1024);
    }
    expect(() => json({ timeout: -1 })).toThrow(new TypeError('option timeout must be a non-negative number'));
    expect(() => text({ minRate: Number.NaN })).toThrow(TypeError);
  });

  it('a body trickled past `timeout`: 408 BATON_BODY_TIMEOUT with body-parser fields, and the connection closes', async () => {
    const errors: unknown[] = [];
    const srv = await start(parserApp([json({ timeout: 400, minRate: 0 })], errors));
    const { reply, ms } = await trickleBody(srv.port, 50);
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(reply).toContain('Connection: close\r\n');
    expect(ms).toBeLessThan(2000);
    const err = errors[0] as BodyParserError;
    expect(err).toMatchObject({
      code: 'BATON_BODY_TIMEOUT',
      status: 408,
      statusCode: 408,
      expose: true,
      type: 'request.timeout',
      timeout: 400,
    });
    await expectStillServing(srv.origin, 'application/json', '{"ok":1}', { ok: 1 });
  });

  it('a body slower than `minRate`: 408 BATON_BODY_TOO_SLOW after the first second', async () => {
    const errors: unknown[] = [];
    const srv = await start(parserApp([urlencoded(), raw(), json({ timeout: 0, minRate: 100 })], errors));
    const { reply, ms } = await trickleBody(srv.port, 100);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(3500);
    expect(errors[0]).toMatchObject({
      code: 'BATON_BODY_TOO_SLOW',
      status: 408,
      type: 'request.too.slow',
      minRate: 100,
    });
  });

  it('in a Baton app the final handler answers 408 without waiting for the rest of the body', async () => {
    const app = createApp();
    app.set('env', 'test');
    app.use(json({ timeout: 300 }));
    app.post('/', (_req, res) => {
      res.send('never');
    });
    const srv = await start(app);
    const { reply, ms } = await trickleBody(srv.port, 50);
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(reply).toContain('request body timeout');
    expect(ms).toBeLessThan(2000);
  });

  it('0 turns both off: a slow but steady body is read', async () => {
    const srv = await start(parserApp([text({ timeout: 0, minRate: 0, type: '*/*' })]));
    const socket = connect(srv.port, '127.0.0.1');
    const reply = await new Promise<string>((resolve) => {
      let out = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        out += chunk;
      });
      socket.on('close', () => resolve(out));
      socket.write(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 3\r\nConnection: close\r\n\r\n',
      );
      for (const [i, ch] of ['a', 'b', 'c'].entries()) setTimeout(() => socket.write(ch), 300 * (i + 1));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"body":"abc"');
  });
});
