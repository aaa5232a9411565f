import type { IncomingMessage, ServerResponse } from 'node:http';
import { CacheError } from './errors.js';
import { evaluatePreconditions, isReadMethod } from './preconditions.js';
import { sendNotModified, sendPreconditionStatus } from './send-status.js';
import { toValidators, type ValidatorOptions } from './validators.js';

/**
 * Options for {@link checkPreconditions}: the validators of the resource's state before the change.
 *
 * @example
 * checkPreconditions(req, res, { etag: row.revision, exists: row !== undefined, require: true });
 */
export interface CheckPreconditionsOptions extends ValidatorOptions {
  /**
   * Answer 428 Precondition Required (RFC 6585 §3) to a write that carries no `If-Match`,
   * `If-Unmodified-Since` or `If-None-Match`, so clients cannot overwrite blindly (lost updates).
   */
  require?: boolean | undefined;
  /**
   * Whether the resource exists now (default `true`). With `false`, `If-Match: *` fails and
   * `If-None-Match: *` passes: the "create only if absent" PUT of RFC 9110 §13.1.2.
   */
  exists?: boolean | undefined;
}

/**
 * Guards a state-changing request (PUT, PATCH, DELETE, POST) against lost updates, the optimistic
 * concurrency of RFC 9110 §13.1.1 and §13.1.4: evaluates `If-Match` (strong comparison, `*`),
 * `If-Unmodified-Since` and `If-None-Match` in the order of §13.2.2 against the resource's current
 * validators. Returns `true` when the handler may go on and make the change; otherwise it has already
 * answered 412 Precondition Failed (or 428 with `require`, or 304 for a GET/HEAD) and returns `false`.
 * It does not set `ETag`/`Last-Modified`: those describe the state before the change.
 *
 * @example
 * const current = db.authorMeta(id);
 * if (!checkPreconditions(req, res, { etag: current.revision, require: true })) return;
 * db.updateAuthor(id, body);
 */
export function checkPreconditions(
  req: IncomingMessage,
  res: ServerResponse,
  options: CheckPreconditionsOptions,
): boolean {
  if (res.headersSent) {
    throw new CacheError(
      'BATON_CACHE_HEADERS_SENT',
      'checkPreconditions() was called after the response headers were sent',
    );
  }
  const headers = req.headers;
  const hasPrecondition =
    headers['if-match'] !== undefined ||
    headers['if-unmodified-since'] !== undefined ||
    headers['if-none-match'] !== undefined;
  if (options.require === true && !hasPrecondition && !isSafeMethod(req.method)) {
    sendPreconditionStatus(res, 428);
    return false;
  }
  const now = Date.now();
  const validators = toValidators(options, now);
  const outcome = evaluatePreconditions(req, { ...validators, exists: options.exists !== false }, now);
  if (outcome === 'proceed') return true;
  if (outcome === 'not-modified') sendNotModified(res);
  else sendPreconditionStatus(res, 412);
  return false;
}

/** RFC 9110 §9.2.1 safe methods: they change nothing, so there is nothing to protect. */
function isSafeMethod(method: string | undefined): boolean {
  return isReadMethod(method) || method === 'OPTIONS' || method === 'TRACE';
}
