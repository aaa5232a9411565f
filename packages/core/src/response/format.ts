import { mimeLookup as lookup } from '@batonjs/http';
import { createError } from '../errors.js';
import type { FormatHandlers, Response } from '../types/response.js';

/** The media type a `res.format()` key stands for: `'json'` → `application/json`, `'text/html; q=1'` → `text/html`. */
function mediaTypeOf(key: string): string {
  if (!key.includes('/')) return lookup(key) || 'application/octet-stream';
  const semicolon = key.indexOf(';');
  return (semicolon === -1 ? key : key.slice(0, semicolon)).trim();
}

/**
 * `res.format({ type: handler, ..., default? })`: runs the handler for the type the request
 * accepts best (keys are MIME types or extensions, tried with `req.accepts`), sets that
 * `Content-Type` and adds `Vary: Accept`. When nothing fits, `default` runs; without it a
 * `BATON_NOT_ACCEPTABLE` error (406, with `types` listing what was on offer) goes to `next`.
 *
 * @example
 * res.format({
 *   html: () => res.send('<p>hi</p>'),
 *   json: () => res.json({ message: 'hi' }),
 *   default: () => res.status(406).send('Not Acceptable'),
 * });
 */
export function format(this: Response, handlers: FormatHandlers): Response {
  const req = this.req;
  const next = req.next ?? rethrow;
  const keys = Object.keys(handlers).filter((key) => key !== 'default');
  const chosen = keys.length > 0 ? req.accepts(keys) : false;
  this.vary('Accept');
  const handler = typeof chosen === 'string' ? handlers[chosen] : undefined;
  if (typeof chosen === 'string' && handler !== undefined) {
    this.set('Content-Type', mediaTypeOf(chosen));
    handler(req, this, next);
  } else if (handlers.default !== undefined) {
    handlers.default(req, this, next);
  } else {
    // Named as http-errors names Express's 406, which development error pages and logs show.
    const err = Object.assign(createError('BATON_NOT_ACCEPTABLE', 'Not Acceptable'), { types: keys.map(mediaTypeOf) });
    err.name = 'NotAcceptableError';
    next(err);
  }
  return this;
}

function rethrow(err?: unknown): void {
  if (err !== undefined) throw err;
}
