import type { IncomingMessage, ServerResponse } from 'node:http';
import { CacheError } from './errors.js';
import { evaluatePreconditions } from './preconditions.js';
import { sendNotModified, sendPreconditionStatus } from './send-status.js';
import { setValidatorHeaders, toValidators, type ValidatorOptions } from './validators.js';

/**
 * Options for {@link conditional}: the current validators of what the handler is about to send.
 *
 * @example
 * const options: ConditionalOptions = { etag: row.revision, lastModified: row.updatedAt };
 */
export type ConditionalOptions = ValidatorOptions;

/**
 * Sets `ETag` and `Last-Modified` on the response, evaluates the request's preconditions against them
 * (RFC 9110 §13.2.2) and, when they say so, answers by itself: 304 Not Modified for GET/HEAD whose
 * `If-None-Match` (weak comparison, `*`) or `If-Modified-Since` shows the client's copy is current,
 * or 412 when an `If-Match`/`If-Unmodified-Since` fails. Returns `true` when it answered; then the
 * handler stops. Returns `false` when the handler should send the representation as usual.
 *
 * Call it with validators that are cheap to get (a revision, an `updated_at`), before loading and
 * rendering the body: that is what makes a revalidation cost less than a full response.
 * Preconditions are ignored when the handler has already chosen a non-2xx status (§13.2.1).
 *
 * @example
 * const { revision, updatedAt } = db.authorMeta(id);
 * if (conditional(req, res, { etag: revision, lastModified: updatedAt })) return;
 * res.end(JSON.stringify(db.author(id)));
 */
export function conditional(req: IncomingMessage, res: ServerResponse, options: ConditionalOptions): boolean {
  if (res.headersSent) {
    throw new CacheError('BATON_CACHE_HEADERS_SENT', 'conditional() was called after the response headers were sent');
  }
  const now = Date.now();
  const validators = toValidators(options, now);
  setValidatorHeaders(res, validators);
  if (res.statusCode < 200 || res.statusCode > 299) return false;
  const outcome = evaluatePreconditions(req, { ...validators, exists: true }, now);
  if (outcome === 'proceed') return false;
  if (outcome === 'not-modified') sendNotModified(res);
  else sendPreconditionStatus(res, 412);
  return true;
}
