import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index.js';

/**
 * Callbacks that run after the handler returned (a logger in setImmediate, fs and stream callbacks,
 * a template engine's callback) are outside the router's try/catch: a throw there would end the
 * process. Each must end in an answer instead, and the server must keep serving.
 */
let srv: TestServer | undefined;
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-late-'));
  writeFileSync(join(dir, 'view.tpl'), 'unused');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Production apps log every error to stderr; the tests only need the answers.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await srv?.close();
  srv = undefined;
  vi.restoreAllMocks();
});

function appWithOk() {
  const app = createApp();
  app.get('/ok', (_req, res) => {
    res.send('ok');
  });
  return app;
}

async function stillServes(s: TestServer): Promise<void> {
  const res = await request(`${s.origin}/ok`);
  expect(res.status).toBe(200);
  expect(res.text).toBe('ok');
}

describe('callbacks after the handler returned never throw out of the event loop', () => {
  it('the error logger (setImmediate) given an error whose stack getter throws: a warning, not a crash', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const app = appWithOk();
    app.set('env', 'production');
    app.get('/', () => {
      const err = new Error('x');
      Object.defineProperty(err, 'stack', {
        get() {
          throw new Error('stack getter');
        },
      });
      throw err;
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toContain('<pre>Internal Server Error</pre>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn.mock.calls.some((call) => String(call[0]).includes('stack getter'))).toBe(true);
    await stillServes(srv);
  });

  it('the error page for a value that is not an Error and cannot be stringified (development)', async () => {
    const app = appWithOk();
    app.set('env', 'test');
    app.get('/', (_req, _res, next) => next(Object.create(null)));
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toContain('<pre>Internal Server Error</pre>');
    await stillServes(srv);
  });

  it("res.sendFile's callback (an fs callback) that throws: the error goes to next, a 500", async () => {
    const app = appWithOk();
    app.set('env', 'production');
    app.get('/', (_req, res) => {
      res.sendFile(join(dir, 'missing.txt'), () => {
        throw new Error('callback failed');
      });
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    await stillServes(srv);
  });

  it("res.download with a header value from the request (static's headers option) drops it and sends the file", async () => {
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const app = appWithOk();
    app.get('/', (req, res) => {
      res.download(join(dir, 'view.tpl'), 'v.txt', { headers: { 'X-Tag': String(req.query.tag), 'X-Fine': 'yes' } });
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/?tag=a%0d%0aSet-Cookie:%20injected=1`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('unused');
    expect(res.headers['x-tag']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-fine']).toBe('yes');
    await stillServes(srv);
  });

  it('a template engine that calls back twice, later: the first HTML is sent, the second call is reported', async () => {
    const app = appWithOk();
    app.set('views', dir);
    app.engine('tpl', (_path, _options, callback) => {
      setTimeout(() => {
        callback(null, 'first');
        callback(null, 'second');
      }, 5);
    });
    app.get('/', (_req, res) => res.render('view.tpl'));
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('first');
    await stillServes(srv);
  });

  it('a template engine that calls back with an error later: next(err), a 500', async () => {
    const app = appWithOk();
    app.set('env', 'production');
    app.set('views', dir);
    app.engine('tpl', (_path, _options, callback) => {
      setTimeout(() => callback(new Error('engine failed')), 5);
    });
    app.get('/', (_req, res) => res.render('view.tpl'));
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    await stillServes(srv);
  });
});

describe('stream callbacks of res.sendFile', () => {
  it("a file that shrinks while it streams (the stream's error): the connection is cut, the app's error handler sees it", async () => {
    const big = join(dir, 'shrinking.bin');
    writeFileSync(big, Buffer.alloc(4 * 1024 * 1024, 1));
    const seen: unknown[] = [];
    const app = appWithOk();
    app.get('/', (_req, res, next) => {
      res.sendFile(big, (err) => (err ? next(err) : undefined));
      // Once the headers are out, cut the file short under the stream.
      res.once('pipe', () => setImmediate(() => writeFileSync(big, 'x')));
    });
    app.use((err: { code?: string }, _req: unknown, _res: unknown, next: (err?: unknown) => void) => {
      seen.push(err.code);
      next(err);
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`).then(
      (r) => r.body.length,
      (err: { code?: string }) => err.code ?? 'failed',
    );
    expect(res).not.toBe(4 * 1024 * 1024);
    expect(seen).toEqual(['BATON_STATIC_READ_FAILED']);
    await stillServes(srv);
  });

  it('a client that goes away mid-file (the stream closes): nothing thrown, nothing reported', async () => {
    const big = join(dir, 'big.bin');
    writeFileSync(big, Buffer.alloc(8 * 1024 * 1024, 2));
    const outcomes: unknown[] = [];
    const app = appWithOk();
    app.get('/', (_req, res) => {
      res.sendFile(big, (err) => outcomes.push(err?.code ?? 'sent'));
    });
    srv = await serve(app);
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(srv?.port ?? 0, '127.0.0.1');
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
    });
    await vi.waitFor(() => expect(outcomes).toEqual(['ECONNABORTED']));
    await stillServes(srv);
  });
});
