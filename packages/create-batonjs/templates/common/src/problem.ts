import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'batonjs';
import { HttpError } from './http-error.js';

/** What is read of an error: HttpError's fields, and those of Baton's coded errors. */
interface ErrorFields {
  readonly status?: unknown;
  readonly statusCode?: unknown;
  readonly expose?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly issues?: unknown;
}

function statusOf(err: ErrorFields): number {
  for (const value of [err.status, err.statusCode]) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  }
  return 500;
}

/** What no route answered: a 404, answered by problemHandler like every other error. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `Cannot ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/**
 * Every error as RFC 9457 problem details (`application/problem+json`), in the shape the
 * validated routes answer with: `type`, `title`, `status`, `detail`, `code`, and `issues` for a
 * validation failure. The message of an error not marked `expose` (every 5xx: it may hold
 * internals) is withheld in production, where the detail is the title.
 */
export const problemHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    // Too late for another answer: the default handler closes the connection.
    next(error);
    return;
  }
  const err: ErrorFields = typeof error === 'object' && error !== null ? error : {};
  const env = String(req.app.get('env'));
  const status = statusOf(err);
  if (status >= 500 && env !== 'test') console.error(error);
  const title = STATUS_CODES[status] ?? 'Error';
  const message = typeof err.message === 'string' && err.message !== '' ? err.message : title;
  const problem = {
    type: 'about:blank',
    title,
    status,
    detail: (err.expose === true && status < 500) || env !== 'production' ? message : title,
    code: typeof err.code === 'string' ? err.code : `HTTP_${status}`,
    ...(Array.isArray(err.issues) ? { issues: err.issues } : {}),
  };
  const body = JSON.stringify(problem);
  // Written directly: res.json would add a charset parameter, which this media type does not define.
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/problem+json');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
};
