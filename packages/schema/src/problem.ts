import { STATUS_CODES } from 'node:http';
import type { ProblemIssue } from './errors.js';

/**
 * An RFC 9457 problem details object as @batonjs/schema sends it (`application/problem+json`):
 * `type` is `about:blank` (the status says it all), `title` the status phrase, `detail` the
 * error's message, `code` its `BATON_*` code, and for a validation failure every `issue`.
 *
 * @example
 * const problem: Problem = {
 *   type: 'about:blank', title: 'Unprocessable Entity', status: 422,
 *   detail: 'The request body does not fit the route schema', code: 'BATON_SCHEMA_INVALID_BODY',
 *   issues: [{ in: 'body', path: ['title'], pointer: '/title', message: 'Required' }],
 * };
 */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly issues?: readonly ProblemIssue[];
}

/** What {@link problemOf} reads of an error; every field is checked before it is trusted. */
interface ErrorFields {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly expose?: unknown;
  readonly message?: unknown;
  readonly issues?: unknown;
}

/**
 * The problem object for a coded error. The message of an error that is not `expose`d (every 5xx)
 * is withheld in production, where it may hold internals: the detail is then the status phrase.
 *
 * @example
 * problemOf(new SchemaError('BATON_SCHEMA_VALIDATOR_TIMEOUT'), 'production').detail; // 'Service Unavailable'
 */
export function problemOf(error: ErrorFields, env: string): Problem {
  const status =
    typeof error.status === 'number' && Number.isInteger(error.status) && error.status >= 400 && error.status < 600
      ? error.status
      : 500;
  const title = STATUS_CODES[status] ?? 'Error';
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : title;
  const problem: Problem = {
    type: 'about:blank',
    title,
    status,
    detail: error.expose === true || env !== 'production' ? message : title,
    code: typeof error.code === 'string' ? error.code : 'BATON_INTERNAL_ERROR',
  };
  return Array.isArray(error.issues) && error.issues.length > 0
    ? { ...problem, issues: error.issues as ProblemIssue[] }
    : problem;
}
