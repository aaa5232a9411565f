import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import type { Request, Response } from '../src/index.js';
import { kCurrentLayer, kFirstSend } from '../src/symbols.js';
import { type Handler, useResServer } from './res.harness.js';

const start = useResServer();

/** Runs `second` after the handler named `sendFirst` has sent, and reports what it threw. */
function twice(second: (res: Response) => unknown, seen: { error?: unknown }): Handler {
  return function sendFirst(req: Request, res: Response) {
    res.send('first');
    (req as unknown as Record<symbol, unknown>)[kCurrentLayer] = { name: 'laterHandler' };
    try {
      second(res);
    } catch (err) {
      seen.error = err;
    }
  };
}

describe('sending twice (BATON_RESPONSE_ALREADY_SENT)', () => {
  it.each([
    ['res.send()', (res: Response) => res.send('second')],
    ['res.send()', (res: Response) => res.send()],
    ['res.json()', (res: Response) => res.json({ a: 1 })],
    ['res.jsonp()', (res: Response) => res.jsonp({ a: 1 })],
    ['res.sendStatus()', (res: Response) => res.sendStatus(500)],
    ['res.redirect()', (res: Response) => res.redirect('/elsewhere')],
    ['res.end()', (res: Response) => res.end('more')],
  ])('%s after a send throws a coded error naming the request and the first handler', async (method, second) => {
    const seen: { error?: unknown } = {};
    const { origin } = await start(twice(second, seen));
    const res = await request(`${origin}/orders/7?x=1`, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('first');
    expect(seen.error).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT', status: 500, expose: false });
    expect((seen.error as Error).message).toBe(
      `${method} was called for PUT /orders/7?x=1, but it was already sent by handler "sendFirst": a request gets one response`,
    );
  });

  it('records { method, path, handler } on the first send', async () => {
    let record: unknown;
    const { origin } = await start(function saver(_req, res) {
      res.end('x');
      record = res[kFirstSend];
    });
    await request(`${origin}/a/b?c`, { method: 'DELETE' });
    expect(record).toEqual({ method: 'DELETE', path: '/a/b?c', handler: 'saver' });
  });

  it('names no handler when none was running', async () => {
    const seen: { error?: unknown } = {};
    const { origin } = await start((req, res) => {
      (req as unknown as Record<symbol, unknown>)[kCurrentLayer] = undefined;
      res.end('x');
      try {
        res.json(1);
      } catch (err) {
        seen.error = err;
      }
    });
    await request(`${origin}/`);
    expect((seen.error as Error).message).toBe(
      'res.json() was called for GET /, but it was already sent by an unnamed handler: a request gets one response',
    );
  });

  it('reports headers sent by writeHead/write as the cause', async () => {
    const seen: { error?: unknown } = {};
    const { origin } = await start((_req, res) => {
      res.write('streamed ');
      try {
        res.send('and sent');
      } catch (err) {
        seen.error = err;
      }
      res.end('end');
    });
    const res = await request(`${origin}/s`);
    expect(res.text).toBe('streamed end');
    expect(seen.error).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT', status: 500 });
    expect((seen.error as Error).message).toBe(
      'res.send() was called for GET /s, but its headers were already sent by res.writeHead() or res.write(): a request gets one response',
    );
  });

  it('keeps streaming with repeated res.write() legal', async () => {
    const { origin } = await start((_req, res) => {
      res.type('txt');
      for (let i = 0; i < 5; i++) res.write(`${i},`);
      res.end('done');
    });
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.text).toBe('0,1,2,3,4,done');
  });

  it('keeps a second bare res.end() a no-op, as node does, and passes its callback through', async () => {
    let callbackError: unknown = 'not called';
    let returned: unknown;
    const { origin } = await start((_req, res) => {
      res.end('only');
      returned = res.end();
      res.end((err?: Error) => {
        callbackError = err;
      });
    });
    const res = await request(`${origin}/`);
    expect(res.text).toBe('only');
    expect(returned).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callbackError).toMatchObject({ code: 'ERR_STREAM_ALREADY_FINISHED' });
  });

  it('passes chunk, encoding and callback of the first end() to node', async () => {
    let finished = false;
    const { origin } = await start((_req, res) => {
      res.end('68656c6c6f', 'hex', () => {
        finished = true;
      });
    });
    const res = await request(`${origin}/`);
    expect(res.text).toBe('hello');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(true);
  });

  it('keeps serving after a double send', async () => {
    const seen: { error?: unknown } = {};
    const { origin } = await start(twice((res) => res.send('x'), seen));
    for (let i = 0; i < 3; i++) expect((await request(`${origin}/`)).text).toBe('first');
  });
});
