// Serves a handler through a real Baton app (createApp) on 127.0.0.1: the handler's return value
// becomes the response body as JSON ('undefined' for undefined), a thrown error answers 500 with
// `<name>: <message>`. Settings are applied with app.set, so they are compiled as apps compile them.
import { createServer, type ServerResponse } from 'node:http';
import { createApp, type Request } from '@batonjs/core';
import { request as send, serve, type TestServer } from '@batonjs/test-utils';

export type ReqHandler = (req: Request, res: ServerResponse) => unknown;

export interface ReqSettings {
  'trust proxy'?: unknown;
  'query parser'?: unknown;
  'subdomain offset'?: number;
  'max url length'?: number;
}

/** Starts an app whose only middleware runs `handler`; see the file comment for how it answers. */
export function serveReq(handler: ReqHandler, settings: ReqSettings = {}): Promise<TestServer> {
  const app = createApp();
  for (const [name, value] of Object.entries(settings)) app.set(name, value);
  app.use((req, res) => {
    let body: string;
    try {
      const value = handler(req, res);
      if (res.headersSent || res.writableEnded) return;
      body = value === undefined ? 'undefined' : JSON.stringify(value);
    } catch (err) {
      const e = err as Error;
      res.statusCode = 500;
      res.end(`${e.name}: ${e.message}`);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
  // Node rejects request heads over 16 KB with 431 before any handler runs; a larger limit lets
  // the hostile-header tests reach the helpers themselves.
  const server = createServer({ maxHeaderSize: 512 * 1024 }, app);
  return serve(app, server);
}

/** One request to a fresh server: asserts 200 and returns what the handler reported. */
export async function probeOnce(
  handler: ReqHandler,
  settings: ReqSettings,
  headers: Record<string, string>,
  path = '/',
): Promise<unknown> {
  const srv = await serveReq(handler, settings);
  try {
    const res = await send(`${srv.origin}${path}`, { headers });
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${res.text}`);
    return res.json();
  } finally {
    await srv.close();
  }
}
