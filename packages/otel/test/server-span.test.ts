import { createApp, type Request, type Response } from '@batonjs/core';
import { request, serve } from '@batonjs/test-utils';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { baton, blogApp, current, exporter, sortByStart, spansOfRequest } from './helpers/otel-setup.js';

describe('the server span', () => {
  it('names the server span GET /api/blogs/:id and sets http.route on it', async () => {
    current.srv = await serve(blogApp());
    const res = await request(`${current.srv.origin}/api/blogs/42`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: '42' });
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('GET /api/blogs/:id');
    expect(server.attributes['http.route']).toBe('/api/blogs/:id');
    expect(server.status.code).not.toBe(SpanStatusCode.ERROR);
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(children).toHaveLength(3);
  });

  it('names through a mounted app, leaves a 404 unnamed, and puts the request id on the server span', async () => {
    const app = createApp();
    app.set('request id', () => 'rid-1');
    const v1 = createApp();
    v1.get('/users/:id', (req: Request, res: Response) => {
      res.send(`user ${String(req.params.id)}`);
    });
    app.use('/v1', v1);
    current.srv = await serve(app);
    const hit = await request(`${current.srv.origin}/v1/users/3`);
    expect(hit.status).toBe(200);
    expect(hit.text).toBe('user 3');
    const first = await spansOfRequest();
    expect(first.server.name).toBe('GET /v1/users/:id');
    expect(first.server.attributes['http.route']).toBe('/v1/users/:id');
    expect(first.server.attributes['baton.request_id']).toBe('rid-1');
    expect(sortByStart(first.children).map((s) => s.name)).toEqual(['router - /v1', 'request handler - /v1/users/:id']);

    exporter.reset();
    const miss = await request(`${current.srv.origin}/nowhere`);
    expect(miss.status).toBe(404);
    expect(miss.text).toContain('Cannot GET /nowhere');
    const second = await spansOfRequest();
    expect(second.server.name).toBe('GET');
    expect(second.server.attributes['http.route']).toBeUndefined();
    expect(second.children).toEqual([]);
  });

  it('once disabled, adds nothing: the server span is what instrumentation-http alone makes (no route)', async () => {
    baton.disable();
    current.srv = await serve(blogApp());
    const res = await request(`${current.srv.origin}/api/blogs/42`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: '42' });
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('GET');
    expect(server.attributes['http.route']).toBeUndefined();
    expect(children).toEqual([]);
  });
});
