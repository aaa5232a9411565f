import { createApp, type NextFunction, type Request, type Response } from '@batonjs/core';
import { request, serve } from '@batonjs/test-utils';
import { SpanStatusCode } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { blogApp, current, sortByStart, spansOfRequest } from './helpers/otel-setup.js';

describe('errors on spans', () => {
  it('records an error thrown by a route handler on its span and on the server span', async () => {
    current.srv = await serve(blogApp());
    const res = await request(`${current.srv.origin}/api/fail/7`);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('store down');
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('GET /api/fail/:id');
    expect(server.attributes['http.route']).toBe('/api/fail/:id');
    expect(server.status.code).toBe(SpanStatusCode.ERROR);
    expect(server.events.map((e) => [e.name, e.attributes?.['exception.message']])).toEqual([
      ['exception', 'store down'],
    ]);
    const handler = children.find((s) => s.name === 'request handler - /api/fail/:id');
    expect(handler?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'store down' });
    expect(
      handler?.events.map((e) => [e.name, e.attributes?.['exception.type'], e.attributes?.['exception.message']]),
    ).toEqual([['exception', 'Error', 'store down']]);
    // The error left the router through its next(err): the router's span carries it too.
    expect(children.find((s) => s.name === 'router - /api')?.status.code).toBe(SpanStatusCode.ERROR);
    expect(children.find((s) => s.name === 'middleware - logger')?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('reports an error handler that answered, and no error on the server span', async () => {
    const app = createApp();
    app.post('/checkout/:id', async () => {
      throw Object.assign(new Error('card declined'), { status: 402 });
    });
    app.use(function problemJson(err: Error & { status: number }, _req: Request, res: Response, _next: NextFunction) {
      res.status(err.status).json({ title: err.message });
    });
    current.srv = await serve(app);
    const res = await request(`${current.srv.origin}/checkout/42`, { method: 'POST' });
    expect(res.status).toBe(402);
    expect(res.json()).toEqual({ title: 'card declined' });
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('POST /checkout/:id');
    expect(server.events).toEqual([]);
    expect(sortByStart(children).map((s) => [s.name, s.attributes['baton.type'], s.status.code])).toEqual([
      ['request handler - /checkout/:id', 'request_handler', SpanStatusCode.ERROR],
      ['error handler - problemJson', 'error_handler', SpanStatusCode.UNSET],
    ]);
  });
});
