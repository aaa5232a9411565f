import type { Request, RequestHandler } from 'batonjs';
import { blogError } from '../errors.js';
import type { CounterStore } from './counter-store.js';

export interface RateLimitOptions {
  /** Requests per window for reads (GET, HEAD, OPTIONS). */
  readonly read: number;
  /** Requests per window for writes and logins: a smaller budget slows password guessing. */
  readonly write: number;
  readonly store: CounterStore;
  /** Default one minute (the unit of RATE_LIMIT_READ / RATE_LIMIT_WRITE). */
  readonly windowMs?: number | undefined;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Limits requests per client address (`req.ip`, so behind a proxy set `trust proxy` to count the
 * real client, not the proxy), with separate budgets for reads and for writes. Every answer says
 * where the client stands in the fields of the IETF httpapi RateLimit draft (draft-11):
 * `RateLimit-Policy: "write";q=60;w=60` and `RateLimit: "write";r=59;t=42`; a request over the
 * budget gets 429 with `Retry-After` (seconds).
 *
 * @example
 * app.use('/api', rateLimit({ read: 600, write: 60, store: createMemoryCounterStore() }));
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const windowMs = options.windowMs ?? 60_000;
  const windowSeconds = Math.ceil(windowMs / 1000);
  for (const [name, quota] of [
    ['read', options.read],
    ['write', options.write],
  ] as const) {
    if (!Number.isSafeInteger(quota) || quota < 1) throw new TypeError(`rate limit ${name} must be a positive integer`);
  }
  return async (req: Request, res, next) => {
    const policy = READ_METHODS.has(req.method ?? '') ? 'read' : 'write';
    const quota = options[policy];
    const { count, resetAt } = await options.store.increment(`${policy}:${req.ip ?? 'unknown'}`, windowMs);
    const reset = Math.max(0, Math.ceil((resetAt - Date.now()) / 1000));
    res.setHeader('RateLimit-Policy', `"${policy}";q=${quota};w=${windowSeconds}`);
    res.setHeader('RateLimit', `"${policy}";r=${Math.max(0, quota - count)};t=${reset}`);
    if (count > quota) {
      next(
        blogError('RATE_LIMITED', `the ${policy} budget of ${quota} requests per ${windowSeconds} s is spent`, {
          headers: { 'Retry-After': String(Math.max(1, reset)) },
        }),
      );
      return;
    }
    next();
  };
}
