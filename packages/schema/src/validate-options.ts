import type { SchemaError } from './errors.js';

/**
 * How `validate()` answers and checks. Give the same options to every route with
 * {@link createValidate}.
 *
 * @example
 * validate({ body: PostInput }, { errors: 'next', timeout: 2000 });
 */
export interface ValidateOptions {
  /**
   * `'problem'` (default): a failure is answered at once as RFC 9457 `application/problem+json`.
   * `'next'`: the coded {@link SchemaError} goes to `next(err)`, for the app's error handler.
   */
  readonly errors?: 'problem' | 'next' | undefined;
  /** How long asynchronous validators may take, in ms (default 5000); then 503 `BATON_SCHEMA_VALIDATOR_TIMEOUT`. */
  readonly timeout?: number | undefined;
  /**
   * Check what `res.json` sends against the response schema of its status. Default: on unless the
   * app's `env` setting is `production` (it follows NODE_ENV).
   */
  readonly checkResponses?: boolean | undefined;
  /**
   * How deeply objects and arrays may nest in the body (default 64): deeper is a 422 before any
   * validator runs, since recursive validators overflow the stack on such input.
   */
  readonly maxDepth?: number | undefined;
  /** Where a response that does not fit its schema is reported (default `console.error`). */
  readonly onResponseMismatch?: ((error: SchemaError) => void) | undefined;
}

/** The timeout when none is given: long for an in-memory check, short enough that a hang is seen. */
export const DEFAULT_TIMEOUT = 5000;

/** The nesting allowed when none is given: far beyond real documents, far below a stack overflow. */
export const DEFAULT_MAX_DEPTH = 64;
