import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, isValidRequestId, type Request, type Response } from '../src/index.js';
import { assignRequestId, compileRequestId } from '../src/request/request-id.js';
import { recordTraces, requestsEnded } from './helpers/trace-recorder.js';

let srv: TestServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await srv?.close();
  srv = undefined;
});

function echoId() {
  const app = createApp();
  app.get('/', (req: Request, res: Response) => {
    res.json({ id: req.id ?? null });
  });
  return app;
}

describe('req.id (the request id setting)', () => {
  it('is undefined, and no header is sent, while the setting is off', async () => {
    srv = await serve(echoId());
    const res = await request(`${srv.origin}/`, { headers: { 'x-request-id': 'from-client' } });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.json()).toEqual({ id: null });
  });

  it('true: the built-in id, unique per request, a per-process prefix and a counter', async () => {
    const app = echoId();
    app.set('request id', true);
    srv = await serve(app);
    const a = (await request(`${srv.origin}/`)).json<{ id: string }>().id;
    const b = (await request(`${srv.origin}/`)).json<{ id: string }>().id;
    expect(a).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    expect(b).not.toBe(a);
    expect(b.split('-').slice(0, -1).join('-')).toBe(a.split('-').slice(0, -1).join('-'));
    expect(Number.parseInt(b.split('-').at(-1) as string, 36)).toBe(
      Number.parseInt(a.split('-').at(-1) as string, 36) + 1,
    );
  });

  it('a function: its id, echoed in X-Request-Id with `request id header` true, or in a named header', async () => {
    const app = echoId();
    let n = 0;
    app.set('request id', (req: { method?: string }) => `${req.method}-${++n}`);
    app.set('request id header', true);
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('GET-1');
    expect(res.json()).toEqual({ id: 'GET-1' });
    app.set('request id header', 'X-Correlation-Id');
    const named = await request(`${srv.origin}/`);
    expect(named.headers['x-correlation-id']).toBe('GET-2');
    expect(named.headers['x-request-id']).toBeUndefined();
    expect(named.json()).toEqual({ id: 'GET-2' });
  });

  it("takes a trusted proxy's X-Request-Id, and ignores an untrusted peer's", async () => {
    const app = echoId();
    app.set('request id', () => 'generated');
    app.set('request id header', true);
    srv = await serve(app);
    const untrusted = await request(`${srv.origin}/`, { headers: { 'x-request-id': 'abc-123' } });
    expect(untrusted.headers['x-request-id']).toBe('generated');
    expect(untrusted.json()).toEqual({ id: 'generated' });
    app.set('trust proxy', 'loopback');
    const trusted = await request(`${srv.origin}/`, { headers: { 'x-request-id': 'abc-123' } });
    expect(trusted.status).toBe(200);
    expect(trusted.headers['x-request-id']).toBe('abc-123');
    expect(trusted.json()).toEqual({ id: 'abc-123' });
    // With a named header, that header is the one read.
    app.set('request id header', 'X-Correlation-Id');
    const named = await request(`${srv.origin}/`, { headers: { 'x-correlation-id': 'corr-9', 'x-request-id': 'no' } });
    expect(named.json()).toEqual({ id: 'corr-9' });
  });

  it('refuses hostile incoming ids even from a trusted proxy, and makes a fresh one', async () => {
    const app = echoId();
    app.set('trust proxy', true);
    app.set('request id', () => 'fresh');
    app.set('request id header', true);
    srv = await serve(app);
    for (const hostile of ['a'.repeat(201), 'has space', '<script>', 'quote"d', 'ünï', 'a,b', '']) {
      const res = await request(`${srv.origin}/`, { headers: { 'x-request-id': hostile } });
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toBe('fresh');
      expect(res.json()).toEqual({ id: 'fresh' });
    }
    // Two X-Request-Id fields (node joins them with ", "): refused as well.
    const twice = await request(`${srv.origin}/`, {
      headers: ['x-request-id', 'one', 'x-request-id', 'two'],
    });
    expect(twice.json()).toEqual({ id: 'fresh' });
    expect(isValidRequestId('a'.repeat(200))).toBe(true);
    expect(isValidRequestId('0af7651916cd43dd8448eb211c80319c')).toBe(true);
    expect(isValidRequestId('x\r\nSet-Cookie: a=1')).toBe(false);
  });

  it('a generator that throws or returns no valid id answers 500 with BATON_INVALID_REQUEST_ID, and the server keeps serving', async () => {
    const app = echoId();
    let mode = 'throw';
    app.set('request id', () => {
      if (mode === 'throw') throw new Error('generator broke');
      if (mode === 'number') return 42 as unknown as string;
      return 'bad id\n';
    });
    const codes: unknown[] = [];
    app.set('env', 'development');
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      codes.push(line);
    });
    srv = await serve(app);
    const thrown = await request(`${srv.origin}/`);
    expect(thrown.status).toBe(500);
    expect(thrown.text).toContain('generator broke');
    mode = 'number';
    const number = await request(`${srv.origin}/`);
    expect(number.status).toBe(500);
    expect(number.text).toContain('request id generator returned number, not a valid id');
    mode = 'string';
    const invalid = await request(`${srv.origin}/`);
    expect(invalid.status).toBe(500);
    expect(invalid.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(invalid.text).toContain('BatonError: request id generator returned a string of 7 characters');
    app.set('request id', true);
    const fine = await request(`${srv.origin}/`);
    expect(fine.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(codes).toHaveLength(3);
    const config = compileRequestId(() => '', undefined);
    const fakeReq = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as never;
    const failure = assignRequestId(config as NonNullable<typeof config>, () => false, fakeReq, {} as never);
    expect(failure).toMatchObject({ code: 'BATON_INVALID_REQUEST_ID', status: 500 });
  });

  it('rejects setting values it does not take, with BATON_INVALID_SETTING', () => {
    const app = createApp();
    expect(() => app.set('request id', 'yes')).toThrow(expect.objectContaining({ code: 'BATON_INVALID_SETTING' }));
    expect(() => app.set('request id header', 'Bad Header')).toThrow(
      expect.objectContaining({
        code: 'BATON_INVALID_SETTING',
        message: 'request id header must be true, false or a header name',
      }),
    );
  });

  it('is in the default error log line and in the tracing messages', async () => {
    const app = createApp();
    app.set('env', 'development');
    app.set('request id', () => 'req-77');
    app.get('/fail', () => {
      throw new Error('kaput');
    });
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    srv = await serve(app);
    const rec = recordTraces();
    try {
      const res = await request(`${srv.origin}/fail`);
      await requestsEnded(rec);
      expect(res.status).toBe(500);
      expect(res.text).toContain('Error: kaput');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[req-77\] Error: kaput\n {4}at /);
      const ids = rec.events.filter((e) => e.channel === 'request').map((e) => e.fields.id);
      expect(ids).toEqual(['req-77', 'req-77', 'req-77', 'req-77', 'req-77']);
      const handlerReq = rec.events.find((e) => e.channel === 'handler')?.message as { req: { id?: string } };
      expect(handlerReq.req.id).toBe('req-77');
    } finally {
      rec.stop();
    }
  });
});
