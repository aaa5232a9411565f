// A stand-in for the app while application.ts is being written: each request gets Baton's request
// prototype, `req.res` and a small `req.app` whose settings are compiled the way the app compiles
// them, and the handler's return value becomes the response body as JSON ('undefined' for
// undefined). A thrown error answers 500 with `<name>: <message>`. Replaced by createApp() once
// the app lands.
import { createServer, type ServerResponse } from 'node:http';
import { request as send, serve, type TestServer } from '@baton/test-utils';
import { type Request, request } from '../src/request.js';
import { compileQueryParser } from '../src/settings/compile-query-parser.js';
import { compileTrust } from '../src/settings/compile-trust.js';

export type ReqHandler = (req: Request, res: ServerResponse) => unknown;

export interface ReqSettings {
  'trust proxy'?: unknown;
  'query parser'?: unknown;
  'subdomain offset'?: number;
}

/** Starts a server whose handler sees Baton's `req`; see the file comment for how it answers. */
export function serveReq(handler: ReqHandler, settings: ReqSettings = {}): Promise<TestServer> {
  const values: Record<string, unknown> = {
    env: 'test',
    'subdomain offset': settings['subdomain offset'] ?? 2,
    'trust proxy fn': compileTrust(settings['trust proxy'] ?? false),
    'query parser fn': compileQueryParser(settings['query parser'] ?? 'simple'),
  };
  const app = { get: (name: string) => values[name] };
  // Node rejects request heads over 16 KB with 431 before any handler runs; a larger limit lets
  // the hostile-header tests reach the helpers themselves.
  const server = createServer({ maxHeaderSize: 512 * 1024 });
  return serve((rawReq, res) => {
    Object.setPrototypeOf(rawReq, request);
    const req = rawReq as Request;
    Object.assign(req, { app, res, originalUrl: req.url, baseUrl: '', params: {} });
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
  }, server);
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
