import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('core helpers over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.get('/send', (_req, res) => {
      res.send('<p>hi</p>');
    });
    app.get('/json', (_req, res) => {
      res.status(201).json({ ok: true });
    });
    app.get('/redirect', (_req, res) => {
      res.redirect('/json');
    });
    app.get('/headers', (_req, res) => {
      res.set('X-Custom-Thing', 'one').append('X-Custom-Thing', 'two').type('txt').send('h');
    });
    app.get('/status', (_req, res) => {
      res.sendStatus(418);
    });
    app.all('/req', (req, res) => {
      res.json({
        method: req.method,
        url: req.url,
        originalUrl: req.originalUrl,
        path: req.path,
        host: req.host,
        hostname: req.hostname,
        getHost: req.get('host') ?? null,
        protocol: req.protocol,
        secure: req.secure,
        query: req.query,
        httpVersionMajor: req.httpVersionMajor,
        ip: req.ip,
        xhr: req.xhr,
        accepts: req.accepts('json', 'html'),
        authority: req.get(':authority') ?? null,
      });
    });
    const sub = createApp();
    sub.get('/where', (req, res) => {
      res.json({ baseUrl: req.baseUrl, originalUrl: req.originalUrl, url: req.url, subApp: req.app === sub });
    });
    app.use('/sub', sub);
    app.get('/after-sub', (req, res) => {
      res.json({ topApp: req.app === app });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('res.send sends HTML with length and ETag', async () => {
    const res = await srv.fetch('/send');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe('9');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['x-powered-by']).toBe('Baton');
    expect(res.text).toBe('<p>hi</p>');
  });

  it('res.status().json()', async () => {
    const res = await srv.fetch('/json');
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ ok: true });
  });

  it('res.redirect', async () => {
    const res = await srv.fetch('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/json');
    expect(res.text).toBe('Found. Redirecting to /json');
  });

  it('res.set/append/type', async () => {
    const res = await srv.fetch('/headers');
    expect(res.status).toBe(200);
    // undici lists repeated HTTP/1.1 fields and joins HTTP/2 ones; both are the same two values.
    expect([res.headers['x-custom-thing']].flat().join(', ')).toBe('one, two');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('h');
  });

  it('res.sendStatus', async () => {
    const res = await srv.fetch('/status');
    expect(res.status).toBe(418);
    expect(res.text).toBe("I'm a Teapot");
  });

  it('request properties match HTTP/1.1 (host from :authority on HTTP/2)', async () => {
    const res = await srv.fetch('/req?a=1&b=two', {
      method: 'POST',
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      method: 'POST',
      url: '/req?a=1&b=two',
      originalUrl: '/req?a=1&b=two',
      path: '/req',
      host: `127.0.0.1:${srv.port}`,
      hostname: '127.0.0.1',
      getHost: transport.major === 2 ? null : `127.0.0.1:${srv.port}`,
      protocol: transport.scheme,
      secure: transport.scheme === 'https',
      query: { a: '1', b: 'two' },
      httpVersionMajor: transport.major,
      ip: '127.0.0.1',
      xhr: true,
      accepts: 'json',
      authority: transport.major === 2 ? `127.0.0.1:${srv.port}` : null,
    });
  });

  it('a mounted app sees its own req.app and paths, and the parent gets its prototypes back', async () => {
    const res = await srv.fetch('/sub/where?x=1');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ baseUrl: '/sub', originalUrl: '/sub/where?x=1', url: '/where?x=1', subApp: true });
    const after = await srv.fetch('/after-sub');
    expect(after.json()).toEqual({ topApp: true });
  });
});
