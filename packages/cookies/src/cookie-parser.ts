import type { IncomingMessage, ServerResponse } from 'node:http';
import { CookieError } from './errors.js';
import { JSONCookies } from './json-cookie.js';
import { type ParseOptions, parse } from './parse.js';
import { signedCookies, toSecrets } from './signed-cookie.js';

/**
 * What {@link cookieParser} adds to a request.
 *
 * @example
 * const { cookies, signedCookies } = req as IncomingMessage & CookieRequestFields;
 */
export interface CookieRequestFields {
  /** Unsigned cookies; `j:` JSON cookies already parsed. Null prototype. */
  cookies: Record<string, unknown>;
  /** Signed cookies that verified (their value) or not (`false`). Null prototype. */
  signedCookies: Record<string, unknown>;
  /** The first secret: the one `res.cookie(..., { signed: true })` signs with. */
  secret: string | undefined;
}

/**
 * A connect-style middleware that works on bare `node:http` requests as well as Baton's.
 *
 * @example
 * const middleware: CookieMiddleware = cookieParser('secret');
 */
export type CookieMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * cookie-parser 1 compatible middleware: fills `req.cookies`, `req.signedCookies` and `req.secret`.
 * With several secrets the first signs and all verify, so a secret can be rotated without logging
 * everyone out. A request whose `req.cookies` is already set (parsed by an outer app) is left alone.
 *
 * @example
 * const parseCookies = cookieParser(['new-secret', 'old-secret']);
 * http.createServer((req, res) => parseCookies(req, res, () => res.end(JSON.stringify(req.signedCookies))));
 */
export function cookieParser(secret?: string | readonly string[], options?: ParseOptions): CookieMiddleware {
  const secrets = toSecrets(secret);
  for (const each of secrets) {
    if (typeof each !== 'string' || each.length === 0) {
      throw new CookieError('BATON_COOKIE_INVALID_SECRET', 'every cookieParser secret must be a non-empty string');
    }
  }
  return function cookieParserMiddleware(req, _res, next) {
    const target = req as IncomingMessage & Partial<CookieRequestFields>;
    if (target.cookies) {
      next();
      return;
    }
    target.secret = secrets[0];
    const header = req.headers.cookie;
    if (!header) {
      target.cookies = Object.create(null);
      target.signedCookies = Object.create(null);
      next();
      return;
    }
    const cookies: Record<string, unknown> = parse(header, options);
    target.signedCookies = secrets.length === 0 ? Object.create(null) : JSONCookies(signedCookies(cookies, secrets));
    target.cookies = JSONCookies(cookies);
    next();
  };
}
