import type { Request, RequestHandler, Response } from 'batonjs';

/** Who is logged in, as the signed cookie says; nothing of it is kept in the process. */
export interface Session {
  readonly authorId: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'sid';
const kSession: unique symbol = Symbol('blog.session');
type SessionCarrier = { [kSession]?: Session };

// `<author id>.<expiry in seconds>`; the cookie signature (cookieParser's secret) covers both.
const VALUE = /^([1-9][0-9]{0,14})\.([0-9]{1,12})$/;

/**
 * Reads the signed `sid` cookie (after `cookieParser(secret)`) and, when its signature holds and
 * it has not expired, makes it the request's session. A forged, tampered or stale cookie is simply
 * no session: `requireLogin` answers 401 where one is needed.
 *
 * @example
 * app.use(baton.cookieParser(secret), session());
 */
export function session(): RequestHandler {
  return (req, _res, next) => {
    const value = req.signedCookies?.[SESSION_COOKIE];
    const match = typeof value === 'string' ? VALUE.exec(value) : null;
    if (match !== null) {
      const expiresAt = Number(match[2]);
      if (expiresAt > Date.now() / 1000)
        (req as SessionCarrier)[kSession] = { authorId: match[1] as string, expiresAt };
    }
    next();
  };
}

/**
 * The request's session, if its cookie was valid.
 *
 * @example
 * const who = sessionOf(req)?.authorId;
 */
export function sessionOf(req: Request): Session | undefined {
  return (req as SessionCarrier)[kSession];
}

function cookieOptions(req: Request) {
  // Secure whenever the client reached us over TLS (req.secure honours `trust proxy`).
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure } as const;
}

/**
 * Logs `authorId` in: sets the signed `sid` cookie (HttpOnly, SameSite=Lax, Path=/, Secure over
 * TLS) carrying the id and the expiry, `ttlSeconds` from now.
 *
 * @example
 * startSession(req, res, author.id, 86_400);
 */
export function startSession(req: Request, res: Response, authorId: string, ttlSeconds: number): void {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  res.cookie(SESSION_COOKIE, `${authorId}.${expiresAt}`, {
    ...cookieOptions(req),
    signed: true,
    maxAge: ttlSeconds * 1000,
  });
}

/**
 * Logs out: tells the browser to drop the cookie. (A copy kept elsewhere stays valid until its
 * expiry: that is the price of keeping no session state on the server.)
 *
 * @example
 * endSession(req, res);
 */
export function endSession(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
