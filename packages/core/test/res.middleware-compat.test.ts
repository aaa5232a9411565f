// Express middleware that wraps res.write/res.end on the instance must keep working on top of
// Baton's end() wrapper and the second-send guard.
import { gunzipSync } from 'node:zlib';
import { request } from '@batonjs/test-utils';
import compression from 'compression';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { createTestApp, type Handler, useResServer } from './res.harness.js';

// @types/compression types it against Express's Request/Response, which app.use does not accept yet.
const gzip = (): Handler => compression({ threshold: 0 }) as unknown as Handler;

const start = useResServer();

describe('response helpers under instance-wrapping middleware', () => {
  it('compression gzips res.send and keeps the second-send guard', async () => {
    const app = createTestApp();
    app.use(gzip());
    let thrown: unknown;
    const body = 'compress me '.repeat(200);
    const { origin } = await start((_req, res) => {
      res.send(body);
      try {
        res.json({ again: true });
      } catch (err) {
        thrown = err;
      }
    }, app);
    const res = await request(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toBe(body);
    expect(thrown).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT' });
  });

  it('compression streams res.write chunks', async () => {
    const app = createTestApp();
    app.use(gzip());
    const { origin } = await start((_req, res) => {
      res.type('txt');
      res.write('a'.repeat(100));
      res.end('b'.repeat(100));
    }, app);
    const res = await request(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(res.body).toString()).toBe('a'.repeat(100) + 'b'.repeat(100));
  });

  it('helmet headers survive res.json and res.redirect', async () => {
    const app = createTestApp();
    app.use(helmet());
    const { origin } = await start((req, res) => (req.url === '/go' ? res.redirect('/x') : res.json({ ok: 1 })), app);
    const json = await request(`${origin}/`);
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.json()).toEqual({ ok: 1 });
    const go = await request(`${origin}/go`);
    expect(go.status).toBe(302);
    expect(go.headers['content-security-policy']).toBeDefined();
    expect(go.headers.location).toBe('/x');
  });
});
