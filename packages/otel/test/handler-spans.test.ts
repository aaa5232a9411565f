import { request, serve } from '@batonjs/test-utils';
import { SpanKind } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { BatonInstrumentation } from '../src/index.js';
import { baton, blogApp, current, provider, sortByStart, spansOfRequest } from './helpers/otel-setup.js';

describe('handler spans', () => {
  it('gives the server span one child per handler call: middleware, router, request handler', async () => {
    current.srv = await serve(blogApp());
    const res = await request(`${current.srv.origin}/api/blogs/42`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: '42' });
    const { server, children } = await spansOfRequest();
    // Sorted by start: the middleware's span ended first (when it called next), the others with the response.
    expect(
      sortByStart(children).map((s) => [
        s.name,
        s.attributes['baton.type'],
        s.attributes['baton.name'],
        s.attributes['http.route'],
      ]),
    ).toEqual([
      ['middleware - logger', 'middleware', 'logger', undefined],
      ['router - /api', 'router', 'router', undefined],
      ['request handler - /api/blogs/:id', 'request_handler', 'getBlog', '/api/blogs/:id'],
    ]);
    for (const child of children) {
      expect(child.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
      expect(child.spanContext().traceId).toBe(server.spanContext().traceId);
      expect(child.instrumentationScope.name).toBe('@batonjs/otel');
      expect(child.kind).toBe(SpanKind.INTERNAL);
    }
  });

  it('ignores the handler kinds it is told to, and still names the server span', async () => {
    const quiet = new BatonInstrumentation({ ignoreKinds: ['middleware', 'router'] });
    baton.disable();
    quiet.setTracerProvider(provider);
    try {
      current.srv = await serve(blogApp());
      const res = await request(`${current.srv.origin}/api/blogs/1`);
      expect(res.status).toBe(200);
      const { server, children } = await spansOfRequest();
      expect(server.name).toBe('GET /api/blogs/:id');
      expect(children.map((s) => s.name)).toEqual(['request handler - /api/blogs/:id']);
    } finally {
      quiet.disable();
    }
  });
});
