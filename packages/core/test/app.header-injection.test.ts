import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, type NextFunction, type Request } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
  vi.restoreAllMocks();
});

/** The handler of issue 20: an error whose headers echo a query parameter. */
function realmApp(header = 'WWW-Authenticate') {
  const app = createApp();
  app.set('env', 'production');
  app.get('/x', (req: Request, _res, next: NextFunction) => {
    next(
      Object.assign(new Error('no'), { status: 401, headers: { [header]: `Basic realm=${String(req.query.realm)}` } }),
    );
  });
  app.get('/ok', (_req, res) => {
    res.send('still serving');
  });
  return app;
}

describe('err.headers with a CR/LF from the request (issue 20)', () => {
  it('drops the bad header, warns once, answers 401, injects nothing and keeps serving', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    // The exact handler and request.
    srv = await serve(realmApp());
    const reply = await rawRequest(
      srv.port,
      'GET /x?realm=a%0d%0aSet-Cookie:%20injected=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
    expect(reply).not.toMatch(/set-cookie/i);
    expect(reply).not.toMatch(/www-authenticate/i);
    expect(reply).toContain('<pre>Unauthorized</pre>');
    await rawRequest(srv.port, 'GET /x?realm=b%0a HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const codes = warn.mock.calls.map((call) => (call[1] as { code?: string } | undefined)?.code);
    expect(codes).toEqual(['BATON_INVALID_HEADER_DROPPED']);
    const ok = await request(`${srv.origin}/ok`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('still serving');
  });

  it('keeps a valid header of the same error', async () => {
    srv = await serve(realmApp());
    const res = await request(`${srv.origin}/x?realm=admin`);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm=admin');
  });

  it('drops a header whose name is not a token, or whose value is not a string, number or string array', async () => {
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const app = createApp();
    app.get('/', () => {
      throw Object.assign(new Error('x'), {
        status: 429,
        headers: { 'Bad Name': '1', 'X-Object': { a: 1 }, 'X-List': ['a', 'b\r\nc'], 'Retry-After': 3 },
      });
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.headers['x-object']).toBeUndefined();
    expect(res.headers['x-list']).toBeUndefined();
  });

  it('the same request with a body still being sent (the finished() callback) answers 401', async () => {
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const app = realmApp('X-Realm-Body');
    app.post('/x', (req: Request, _res, next: NextFunction) => {
      next(
        Object.assign(new Error('no'), { status: 401, headers: { 'X-Realm-Body': `r=${String(req.query.realm)}` } }),
      );
    });
    srv = await serve(app);
    const reply = await rawRequest(srv.port, [
      'POST /x?realm=a%0d%0aSet-Cookie:%20injected=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nConnection: close\r\n\r\nab',
      'cde',
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(reply).not.toMatch(/set-cookie/i);
    expect((await request(`${srv.origin}/ok`)).status).toBe(200);
  });
});
