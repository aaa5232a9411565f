// A stand-in for the app while application.ts is being written: it gives node's req/res Baton's
// response prototype and the few app members the response helpers read, so response behaviour is
// tested over real sockets. Replaced by createApp() once the app lands.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve, type TestServer } from '@baton/test-utils';
import { lookup } from 'mime-types';
import { afterEach } from 'vitest';
import type { Request } from '../src/request.js';
import { type Response, response } from '../src/response.js';
import { compileETag } from '../src/settings/compile-etag.js';
import { kCurrentLayer } from '../src/symbols.js';
import { render } from '../src/view/render.js';
import type { ViewEngine } from '../src/view/view.js';

export type Handler = (req: Request, res: Response, next: (err?: unknown) => void) => void;

export interface StandInApp {
  settings: Record<string, unknown>;
  locals: Record<string, unknown>;
  engines: Record<string, ViewEngine>;
  cache: Record<string, unknown>;
  set(name: string, value: unknown): StandInApp;
  get(name: string): unknown;
  enabled(name: string): boolean;
  engine(ext: string, fn: ViewEngine): StandInApp;
  render(name: string, options: Record<string, unknown>, cb: (err: Error | null, html?: string) => void): void;
}

export function createStandInApp(): StandInApp {
  const app: StandInApp = {
    settings: { etag: true, 'etag fn': compileETag(true), 'jsonp callback name': 'callback', env: 'test' },
    locals: {},
    engines: {},
    cache: {},
    set(name, value) {
      this.settings[name] = value;
      if (name === 'etag') this.settings['etag fn'] = compileETag(value);
      return this;
    },
    get(name) {
      return this.settings[name];
    },
    enabled(name) {
      return Boolean(this.settings[name]);
    },
    engine(ext, fn) {
      this.engines[ext.startsWith('.') ? ext : `.${ext}`] = fn;
      return this;
    },
    render(name, options, cb) {
      render(this, name, options, cb);
    },
  };
  return app;
}

/** A crude Accept matcher: enough for res.format/redirect tests until req.accepts lands. */
function accepts(this: IncomingMessage, types: string[]): string | false {
  const header = this.headers.accept;
  if (header === undefined || header === '') return types[0] ?? false;
  let best: string | false = false;
  let bestQ = 0;
  for (const type of types) {
    const full = type.includes('/') ? type : lookup(type) || '';
    for (const part of header.split(',')) {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.trim().slice(2));
      const [t, s] = range.trim().split('/');
      const [ft, fs] = full.split('/');
      const match = (t === '*' || t === ft) && (s === '*' || s === fs);
      if (match && q > bestQ) {
        best = type;
        bestQ = q;
      }
    }
  }
  return best;
}

/** Serves `handler` with Baton's response prototype; an error sent to next() becomes `status code: message`. */
export async function serveRes(handler: Handler, app: StandInApp = createStandInApp()): Promise<TestServer> {
  const appResponse = Object.create(response) as Response;
  return serve((rawReq: IncomingMessage, rawRes: ServerResponse) => {
    Object.setPrototypeOf(rawRes, appResponse);
    const req = rawReq as unknown as Request & Record<PropertyKey, unknown>;
    const res = rawRes as unknown as Response;
    const url = new URL(rawReq.url ?? '/', 'http://x');
    Object.assign(req, {
      app,
      res,
      originalUrl: rawReq.url,
      baseUrl: '',
      query: Object.fromEntries(url.searchParams),
      accepts,
      [kCurrentLayer]: { name: handler.name === '' ? '<anonymous>' : handler.name },
    });
    Object.assign(res, { app, locals: {} });
    const next = (err?: unknown): void => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const e = (err ?? {}) as { status?: number; code?: string; message?: string };
      res.statusCode = err === undefined ? 404 : (e.status ?? 500);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      if (e.code !== undefined) res.setHeader('X-Error-Code', e.code);
      endDirectly(res, err === undefined ? 'Not Found' : `${e.message}`);
    };
    req.next = next;
    try {
      handler(req, res, next);
    } catch (err) {
      next(err);
    }
  });
}

/** Ends without going through Baton's end(), as a final handler that closes an errored response would. */
function endDirectly(res: Response, body: string): void {
  Object.getPrototypeOf(response).end.call(res, body);
}

/**
 * Registers an afterEach that closes the server, and returns `start(handler, app?)`, which serves
 * `handler` (closing the previous server of the same test first).
 */
export function useResServer(): (handler: Handler, app?: StandInApp) => Promise<TestServer> {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (handler, app) => {
    await current?.close();
    current = await serveRes(handler, app);
    return current;
  };
}
