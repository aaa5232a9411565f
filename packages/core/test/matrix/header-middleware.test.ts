// Middleware that read, patch or wrap a response's headers, on Baton's own header store, over
// every transport: on-headers, express-session, response-time and a wrapped res.writeHead
// (compression, morgan, helmet and cors are in middleware.test.ts).
import { createApp } from '@batonjs/core';
import session from 'express-session';
import onHeaders from 'on-headers';
import responseTime from 'response-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

declare module 'express-session' {
  interface SessionData {
    user: string;
  }
}

describe.each(transports)('header-patching middleware over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.use(responseTime());
    app.use((_req, res, next) => {
      onHeaders(res, function (this: typeof res) {
        // Runs inside writeHead, before node sees the headers: reads and edits them there.
        this.setHeader('X-On-Headers', String(this.getHeader('content-type')));
        this.removeHeader('X-Remove-Me');
      });
      next();
    });
    app.use((_req, res, next) => {
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, status: number, ...rest: unknown[]) {
        this.setHeader('X-Wrapped', String(status));
        return (writeHead as (...a: unknown[]) => typeof res).call(this, status, ...rest);
      } as typeof res.writeHead;
      next();
    });
    app.use(session({ secret: 'header-store', resave: false, saveUninitialized: false }));
    app.get('/json', (_req, res) => {
      res.set('X-Remove-Me', 'gone').status(201).json({ ok: true });
    });
    app.get('/direct', (_req, res) => {
      res.writeHead(202, { 'X-Direct': 'yes' });
      res.end('direct');
    });
    app.get('/login', (req, res) => {
      req.session.user = 'ada';
      res.json({ user: req.session.user });
    });
    app.get('/me', (req, res) => {
      res.json({ user: req.session.user ?? null });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('on-headers edits, response-time times and a writeHead wrapper sees the status', async () => {
    const res = await srv.fetch('/json');
    expect(res.status).toBe(201);
    expect(res.headers['x-on-headers']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-remove-me']).toBeUndefined();
    expect(res.headers['x-wrapped']).toBe('201');
    expect(res.headers['x-response-time']).toMatch(/^\d+\.\d{3}ms$/);
    expect(res.headers['content-length']).toBe('11');
    expect(res.json()).toEqual({ ok: true });
  });

  it('a direct writeHead goes through the wrappers with its own headers', async () => {
    const res = await srv.fetch('/direct');
    expect(res.status).toBe(202);
    expect(res.headers['x-direct']).toBe('yes');
    expect(res.headers['x-wrapped']).toBe('202');
    expect(res.headers['x-on-headers']).toBe('undefined');
    expect(res.headers['x-response-time']).toMatch(/ms$/);
    expect(res.body.toString()).toBe('direct');
  });

  it('express-session sets its cookie and reads it back', async () => {
    const login = await srv.fetch('/login');
    expect(login.status).toBe(200);
    expect(login.json()).toEqual({ user: 'ada' });
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
    expect(cookie).toMatch(/^connect\.sid=s%3A/);
    const me = await srv.fetch('/me', { headers: { cookie: cookie as string } });
    expect(me.status).toBe(200);
    expect(me.headers['set-cookie']).toBeUndefined();
    expect(me.json()).toEqual({ user: 'ada' });
    const stranger = await srv.fetch('/me');
    expect(stranger.json()).toEqual({ user: null });
  });
});
