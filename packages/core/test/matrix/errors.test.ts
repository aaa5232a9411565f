import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('default error handler over $name', (transport) => {
  let srv: Started;
  // Production logs each error's stack to stderr: captured here, and checked below.
  let logged: MockInstance<typeof console.error>;
  afterAll(() => logged.mockRestore());
  beforeAll(async () => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createApp();
    // Production withholds error detail; 'test' (like development) would show the stack.
    app.set('env', 'production');
    app.get('/boom', () => {
      throw new Error('secret detail');
    });
    app.get('/teapot', () => {
      throw Object.assign(new Error('short and stout'), { status: 418, expose: true });
    });
    app.get('/async', async () => {
      await Promise.resolve();
      throw new Error('async boom');
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('404 for an unknown path', async () => {
    const res = await srv.fetch('/missing?q=1');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toContain('Cannot GET /missing');
  });

  it('500 for a thrown error, without its message in production', async () => {
    const res = await srv.fetch('/boom');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Internal Server Error');
    expect(res.text).not.toContain('secret detail');
    await vi.waitFor(() =>
      expect(logged.mock.calls.some(([line]) => String(line).includes('secret detail'))).toBe(true),
    );
  });

  it('the error status for a thrown error with one, and async rejections', async () => {
    const teapot = await srv.fetch('/teapot');
    expect(teapot.status).toBe(418);
    const rejected = await srv.fetch('/async');
    expect(rejected.status).toBe(500);
    expect(rejected.text).not.toContain('async boom');
  });
});
