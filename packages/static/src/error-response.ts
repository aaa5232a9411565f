import { type ServerResponse, STATUS_CODES } from 'node:http';
import { escapeHtml } from '@batonjs/http';
import type { StaticError } from './errors.js';
import { endWithHtml } from './html-document.js';

/**
 * Answers an error the way send does when nobody listens for it: every header set so far is
 * dropped (they described a file that is not being sent), then a short HTML page carrying only the
 * status text, never the error message, so no path or internal detail reaches the client. Nothing
 * happens when the response is already under way or the client has gone.
 *
 * @example
 * sendFile(req, res, 'missing.txt', { root }, (err) => err && respondWithError(res, err));
 */
export function respondWithError(res: ServerResponse, err: StaticError): void {
  if (res.headersSent || res.destroyed || err.code === 'ECONNABORTED') return;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  if (err.headers) for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
  endWithHtml(res, err.status, 'Error', escapeHtml(STATUS_CODES[err.status] ?? String(err.status)));
}
