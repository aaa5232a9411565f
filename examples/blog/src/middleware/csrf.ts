import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'batonjs';
import { blogError } from '../errors.js';
import { sessionOf } from './session.js';

/** The cookie naming this browser for CSRF tokens before (and after) a login. */
export const CSRF_COOKIE = 'cid';
/** The form field carrying the token; `X-CSRF-Token` is read too (scripts). */
export const CSRF_FIELD = '_csrf';

const HOUR = 3600;
const LIFETIME_HOURS = 12;
const CID = /^[A-Za-z0-9_-]{22}$/;
const TOKEN = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Makes and checks the form tokens of one app (one secret). */
export interface Csrf {
  /** A token for forms on this response's page: sets the `cid` cookie first when the browser has none. */
  token(req: Request, res: Response): string;
  /** Refuses a request without a valid token for this browser and login with 403 CSRF_FAILED. */
  verify(): RequestHandler;
}

/**
 * Stateless CSRF tokens, on top of `SameSite=Lax` cookies: a token is `<expiry>.<HMAC>` of the
 * browser's random `cid` cookie, the logged-in author (none before login) and the expiry, keyed
 * by a key derived from the session secret. A page of another site can neither read a token nor
 * compute one; a token from before a login stops working after it. Nothing is stored: any process
 * with the secret checks any token. Expiries are rounded to the hour so that a page renders the
 * same within the hour and keeps its ETag.
 *
 * @example
 * const csrf = createCsrf(secret);
 * router.post('/blogs', baton.urlencoded(), csrf.verify(), createBlog);
 */
export function createCsrf(secret: string): Csrf {
  const key = createHmac('sha256', secret).update('blog csrf tokens').digest();
  const mac = (cid: string, authorId: string, expiry: number) =>
    createHmac('sha256', key).update(`${cid}|${authorId}|${expiry}`).digest('base64url');
  const cidOf = (req: Request): string | undefined => {
    const value = req.cookies?.[CSRF_COOKIE];
    return typeof value === 'string' && CID.test(value) ? value : undefined;
  };

  return {
    token(req, res) {
      let cid = cidOf(req);
      if (cid === undefined) {
        cid = randomBytes(16).toString('base64url');
        res.cookie(CSRF_COOKIE, cid, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure });
        // Later token() calls of this request see it as the browser will send it back.
        req.cookies = { ...req.cookies, [CSRF_COOKIE]: cid };
      }
      const expiry = (Math.ceil(Date.now() / 1000 / HOUR) + LIFETIME_HOURS) * HOUR;
      return `${expiry}.${mac(cid, sessionOf(req)?.authorId ?? '', expiry)}`;
    },
    verify() {
      return (req, _res, next) => {
        const body = req.body as Record<string, unknown> | undefined;
        const sent = typeof body?.[CSRF_FIELD] === 'string' ? body[CSRF_FIELD] : req.get('x-csrf-token');
        const match = typeof sent === 'string' ? TOKEN.exec(sent) : null;
        const cid = cidOf(req);
        const expiry = Number(match?.[1]);
        const ok =
          match !== null &&
          cid !== undefined &&
          expiry > Date.now() / 1000 &&
          timingSafeEqual(
            Buffer.from(match[2] as string),
            Buffer.from(mac(cid, sessionOf(req)?.authorId ?? '', expiry)),
          );
        next(
          ok
            ? undefined
            : blogError(
                'CSRF_FAILED',
                'the form is missing its CSRF token, or it is wrong or stale: reload the page and try again',
              ),
        );
      };
    },
  };
}
