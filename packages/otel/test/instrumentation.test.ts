import { createRequire } from 'node:module';
import { createApp, type NextFunction, type Request, type Response, Router } from '@batonjs/core';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatonInstrumentation } from '../src/index.js';

// The setup a user writes (docs/observability.md): a tracer provider, then instrumentation-http
// and ours side by side in `instrumentations`.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
const baton = new BatonInstrumentation();
registerInstrumentations({ tracerProvider: provider, instrumentations: [new HttpInstrumentation(), baton] });
// instrumentation-http patches node:http when it is required after registration, as an app's
// entry point would require it after its tracing setup.
createRequire(import.meta.url)('http');

let srv: TestServer | undefined;
beforeEach(() => {
  baton.enable();
  exporter.reset();
});
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});
afterAll(async () => {
  await provider.shutdown();
});

/** The spans of the one request sent, once its server span has ended. */
async function spansOfRequest(): Promise<{ server: ReadableSpan; children: ReadableSpan[] }> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER);
    if (server !== undefined) {
      const children = spans.filter((s) => s !== server);
      return { server, children };
    }
    if (Date.now() > deadline) throw new Error(`no server span: ${spans.map((s) => s.name).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function blogApp() {
  const app = createApp();
  app.use(function logger(_req: Request, _res: Response, next: NextFunction) {
    next();
  });
  const api = Router();
  api.get('/blogs/:id', function getBlog(req: Request, res: Response) {
    res.json({ id: req.params.id });
  });
  api.get('/fail/:id', function failing() {
    throw new Error('store down');
  });
  app.use('/api', api);
  return app;
}

describe('BatonInstrumentation with instrumentation-http and the in-memory exporter', () => {
  it('names the server span GET /api/blogs/:id with http.route, and gives it one child span per handler', async () => {
    srv = await serve(blogApp());
    const res = await request(`${srv.origin}/api/blogs/42`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: '42' });
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('GET /api/blogs/:id');
    expect(server.attributes['http.route']).toBe('/api/blogs/:id');
    expect(server.status.code).not.toBe(SpanStatusCode.ERROR);
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

  it('records an error thrown by a route handler on its span and on the server span', async () => {
    srv = await serve(blogApp());
    const res = await request(`${srv.origin}/api/fail/7`);
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
    srv = await serve(app);
    const res = await request(`${srv.origin}/checkout/42`, { method: 'POST' });
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

  it('names through a mounted app, leaves a 404 unnamed, and puts the request id on the server span', async () => {
    const app = createApp();
    app.set('request id', () => 'rid-1');
    const v1 = createApp();
    v1.get('/users/:id', (req: Request, res: Response) => {
      res.send(`user ${String(req.params.id)}`);
    });
    app.use('/v1', v1);
    srv = await serve(app);
    const hit = await request(`${srv.origin}/v1/users/3`);
    expect(hit.status).toBe(200);
    expect(hit.text).toBe('user 3');
    const first = await spansOfRequest();
    expect(first.server.name).toBe('GET /v1/users/:id');
    expect(first.server.attributes['http.route']).toBe('/v1/users/:id');
    expect(first.server.attributes['baton.request_id']).toBe('rid-1');
    expect(sortByStart(first.children).map((s) => s.name)).toEqual(['router - /v1', 'request handler - /v1/users/:id']);

    exporter.reset();
    const miss = await request(`${srv.origin}/nowhere`);
    expect(miss.status).toBe(404);
    expect(miss.text).toContain('Cannot GET /nowhere');
    const second = await spansOfRequest();
    expect(second.server.name).toBe('GET');
    expect(second.server.attributes['http.route']).toBeUndefined();
    expect(second.children).toEqual([]);
  });

  it('ignores the handler kinds it is told to, and still names the server span', async () => {
    const quiet = new BatonInstrumentation({ ignoreKinds: ['middleware', 'router'] });
    baton.disable();
    quiet.setTracerProvider(provider);
    try {
      srv = await serve(blogApp());
      const res = await request(`${srv.origin}/api/blogs/1`);
      expect(res.status).toBe(200);
      const { server, children } = await spansOfRequest();
      expect(server.name).toBe('GET /api/blogs/:id');
      expect(children.map((s) => s.name)).toEqual(['request handler - /api/blogs/:id']);
    } finally {
      quiet.disable();
    }
  });

  it('once disabled, adds nothing: the server span is what instrumentation-http alone makes (no route)', async () => {
    baton.disable();
    srv = await serve(blogApp());
    const res = await request(`${srv.origin}/api/blogs/42`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: '42' });
    const { server, children } = await spansOfRequest();
    expect(server.name).toBe('GET');
    expect(server.attributes['http.route']).toBeUndefined();
    expect(children).toEqual([]);
  });
});

function sortByStart(spans: ReadableSpan[]): ReadableSpan[] {
  return [...spans].sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
}
