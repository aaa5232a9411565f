import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'batonjs';
import { fieldErrors } from '../domain/post-input.js';
import { setErrorHeaders } from '../error-headers.js';
import type { FieldError } from '../errors.js';

/** An RFC 9457 problem details object, with the service's `code` and, for 422, `errors`. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly errors?: readonly FieldError[];
  /** What `validate()` found, each issue with where it was and its JSON Pointer. */
  readonly issues?: readonly ProblemIssue[];
}

interface ProblemIssue {
  readonly in: string;
  readonly path: ReadonlyArray<string | number>;
  readonly pointer: string;
  readonly message: string;
}

interface ErrorFields {
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
  expose?: unknown;
  message?: unknown;
  errors?: unknown;
  issues?: unknown;
}

/**
 * A validation failure of `validate()` (`BATON_SCHEMA_INVALID_*`) in the service's own words: a
 * body is VALIDATION_FAILED with `errors` by field, anything else INVALID_QUERY naming each
 * parameter; `issues` stays as validate() found them.
 */
function fromSchemaError(err: ErrorFields, issues: readonly ProblemIssue[]): Problem | undefined {
  if (typeof err.code !== 'string' || !err.code.startsWith('BATON_SCHEMA_INVALID_')) return undefined;
  const errors = fieldErrors(issues);
  const body = err.code === 'BATON_SCHEMA_INVALID_BODY';
  const status = body ? 422 : 400;
  const detail = body
    ? `the request body has ${errors.length} invalid field(s)`
    : errors.map((e) => `${e.field} ${e.message}`).join('; ');
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code: body ? 'VALIDATION_FAILED' : 'INVALID_QUERY',
    ...(body ? { errors } : {}),
    issues,
  };
}

function statusOf(err: ErrorFields): number {
  for (const value of [err.status, err.statusCode]) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value < 600) return value;
  }
  return 500;
}

/**
 * The problem object for any error: the service's coded errors, the framework's (`BATON_*`, with
 * body-parser's `status`/`expose`), and anything else as a 500. The detail of an error not marked
 * `expose` is withheld in production. A 5xx outside development carries nothing of the error at
 * all, not even its `code`: a driver's code (`SQLITE_BUSY`, `ECONNREFUSED`) tells an attacker what
 * runs behind the service, so the code is `INTERNAL_ERROR` and the detail the status title.
 *
 * @example
 * toProblem(blogError('BLOG_NOT_FOUND', 'no blog with id 9'), 'production').status; // 404
 */
export function toProblem(error: unknown, env: string): Problem {
  const err: ErrorFields = typeof error === 'object' && error !== null ? (error as ErrorFields) : {};
  const fromSchema = Array.isArray(err.issues) ? fromSchemaError(err, err.issues as ProblemIssue[]) : undefined;
  if (fromSchema !== undefined) return fromSchema;
  const status = statusOf(err);
  const title = STATUS_CODES[status] ?? 'Error';
  if (status >= 500 && env !== 'development') {
    return { type: 'about:blank', title, status, detail: title, code: 'INTERNAL_ERROR' };
  }
  const exposed = err.expose === true && status < 500;
  const message = typeof err.message === 'string' && err.message !== '' ? err.message : String(error);
  const code = typeof err.code === 'string' ? err.code : status >= 500 ? 'INTERNAL_ERROR' : `HTTP_${status}`;
  const problem: Problem = {
    type: 'about:blank',
    title,
    status,
    detail: exposed || env !== 'production' ? message : title,
    code,
  };
  return Array.isArray(err.errors) ? { ...problem, errors: err.errors as FieldError[] } : problem;
}

/**
 * The `/api` error handler: every error becomes `application/problem+json`, with the headers the
 * error asks for (`Allow` on a 405, `Retry-After` on a 429). Error answers are never stored by a
 * cache, whatever caching headers the route had set before it failed.
 *
 * @example
 * app.use('/api', apiRouter, notFound, problemHandler());
 */
export function problemHandler(): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const env = String(req.app.get('env'));
    let problem = toProblem(err, env);
    if (problem.status === 405) {
      // The router names the path below its mount point; the client knows only the whole one.
      problem = { ...problem, detail: `${req.method} is not allowed for ${req.originalUrl.split('?')[0]}` };
    }
    if (problem.status >= 500 && env !== 'test') console.error(err);
    for (const name of ['ETag', 'Last-Modified', 'Expires', 'Content-Encoding', 'Content-Language']) {
      res.removeHeader(name);
    }
    setErrorHeaders(res, err);
    res.setHeader('Cache-Control', 'no-store');
    // Written directly: res.json would add a charset parameter, which this media type does not define.
    const body = JSON.stringify(problem);
    res.statusCode = problem.status;
    res.setHeader('Content-Type', 'application/problem+json');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
