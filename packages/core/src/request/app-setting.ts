import type { IncomingMessage } from 'node:http';
import { compileQueryParser, type QueryParserFn } from '../settings/compile-query-parser.js';
import type { TrustFn } from '../settings/compile-trust.js';

interface SettingsSource {
  get(name: string): unknown;
}

const trustNone: TrustFn = () => false;
const simpleParser = compileQueryParser('simple');

/**
 * Reads one of the app's settings for a request (`req.app.get(name)`), or undefined when the
 * request has no app yet (a bare node server in a test, or middleware running before Baton).
 *
 * @example
 * appSetting(req, 'subdomain offset'); // 2
 */
export function appSetting(req: IncomingMessage, name: string): unknown {
  const app = (req as { app?: Partial<SettingsSource> }).app;
  return typeof app?.get === 'function' ? app.get(name) : undefined;
}

/**
 * The compiled `trust proxy fn` of the request's app; trusting no one when there is none.
 *
 * @example
 * trustOf(req)('127.0.0.1', 0); // false unless 'trust proxy' says otherwise
 */
export function trustOf(req: IncomingMessage): TrustFn {
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
  const app = (req as { app?: Partial<SettingsSource> }).app;
  if (typeof app?.get !== 'function') return simpleParser;
  const fn = app.get('query parser fn');
  return typeof fn === 'function' ? (fn as QueryParserFn) : undefined;
}
