import type { IncomingMessage } from 'node:http';
import type { AppState } from '../settings/app-state.js';
import type { ETagFn } from '../settings/compile-etag.js';
import { compileQueryParser, type QueryParserFn } from '../settings/compile-query-parser.js';
import type { TrustFn } from '../settings/compile-trust.js';
import { kAppState } from '../symbols.js';

interface AppLike {
  readonly get?: unknown;
  readonly [kAppState]?: AppState;
}

const trustNone: TrustFn = () => false;
const simpleParser = compileQueryParser('simple');

/**
 * The current {@link AppState} of the app a request or response belongs to (`req.app`,
 * `res.app`), or undefined when it has no Baton app (a bare node server in a test, or middleware
 * running before Baton).
 *
 * @example
 * appStateOf(res)?.etag; // the app's `etag fn`
 */
export function appStateOf(owner: object): AppState | undefined {
  const app = (owner as { readonly app?: AppLike }).app;
  return app?.[kAppState]?.current();
}

/**
 * Reads one of the app's settings for a request or response (`req.app.get(name)`), or undefined
 * when it has no app with a `get`: the way to an app that is not Baton's, whose settings have no
 * {@link AppState}.
 *
 * @example
 * appSetting(req, 'subdomain offset'); // 2
 */
export function appSetting(owner: object, name: string): unknown {
  const app = (owner as { app?: AppLike }).app;
  return typeof app?.get === 'function' ? (app.get as (name: string) => unknown)(name) : undefined;
}

/**
 * The compiled `trust proxy fn` of the request's app; trusting no one when there is none.
 *
 * @example
 * trustOf(req)('127.0.0.1', 0); // false unless 'trust proxy' says otherwise
 */
export function trustOf(req: IncomingMessage): TrustFn {
  const state = appStateOf(req);
  if (state !== undefined) return state.trustProxy;
  const fn = appSetting(req, 'trust proxy fn');
  return typeof fn === 'function' ? (fn as TrustFn) : trustNone;
}

/**
 * The compiled `query parser fn` of the request's app: undefined when the app disabled parsing,
 * the 'simple' parser when there is no app at all.
 *
 * @example
 * queryParserOf(req)?.('a=1'); // { a: '1' }
 */
export function queryParserOf(req: IncomingMessage): QueryParserFn | undefined {
  const state = appStateOf(req);
  if (state !== undefined) return state.queryParser;
  const app = (req as { app?: AppLike }).app;
  if (typeof app?.get !== 'function') return simpleParser;
  const fn = appSetting(req, 'query parser fn');
  return typeof fn === 'function' ? (fn as QueryParserFn) : undefined;
}

/**
 * The `subdomain offset` setting of the request's app, as set (undefined without an app).
 *
 * @example
 * subdomainOffsetOf(req); // 2
 */
export function subdomainOffsetOf(req: IncomingMessage): unknown {
  const state = appStateOf(req);
  return state === undefined ? appSetting(req, 'subdomain offset') : state.subdomainOffset;
}

/**
 * The `etag fn` of the response's app: from its {@link AppState}, or through `get` for an app that
 * is not Baton's; undefined when ETags are off or there is no app.
 *
 * @example
 * etagFnOf(res)?.('{"a":1}', 'utf8'); // 'W/"7-…"'
 */
export function etagFnOf(res: object): ETagFn | undefined {
  const state = appStateOf(res);
  if (state !== undefined) return state.etag;
  const fn = appSetting(res, 'etag fn');
  return typeof fn === 'function' ? (fn as ETagFn) : undefined;
}
