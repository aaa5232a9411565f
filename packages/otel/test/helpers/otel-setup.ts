import { createRequire } from 'node:module';
import { createApp, type NextFunction, type Request, type Response, Router } from '@batonjs/core';
import type { TestServer } from '@batonjs/test-utils';
import { SpanKind } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { BatonInstrumentation } from '../../src/index.js';

// The setup a user writes (docs/observability.md): a tracer provider, then instrumentation-http
// and ours side by side in `instrumentations`. Each test file runs in a process of its own.
export const exporter = new InMemorySpanExporter();
export const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
export const baton = new BatonInstrumentation();
registerInstrumentations({ tracerProvider: provider, instrumentations: [new HttpInstrumentation(), baton] });
// instrumentation-http patches node:http when it is required after registration, as an app's
// entry point would require it after its tracing setup.
createRequire(import.meta.url)('http');

/** The server a test started, closed after it; each test starts with the instrumentation on and no spans. */
export const current: { srv: TestServer | undefined } = { srv: undefined };
beforeEach(() => {
  baton.enable();
  exporter.reset();
});
afterEach(async () => {
  await current.srv?.close();
  current.srv = undefined;
});
afterAll(async () => {
  await provider.shutdown();
});

/** The spans of the one request sent, once its server span has ended. */
export async function spansOfRequest(): Promise<{ server: ReadableSpan; children: ReadableSpan[] }> {
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

/** Spans in the order they started. */
export function sortByStart(spans: ReadableSpan[]): ReadableSpan[] {
  return [...spans].sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
}

/** Middleware, a router mounted at /api, a route that answers and one that throws. */
export function blogApp() {
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
