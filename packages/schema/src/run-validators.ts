import type { StandardResult, StandardSchemaV1 } from '@batonjs/http';
import { isThenable } from '@batonjs/http';
import { type ProblemIssue, type RequestPart, SchemaError } from './errors.js';
import { problemIssues } from './problem-issues.js';

/** One part of a request to check: which, with what, and the raw value. */
export interface PartCheck {
  readonly part: RequestPart;
  readonly schema: StandardSchemaV1;
  readonly value: unknown;
}

/** The (possibly transformed) values of the parts that fit, and the issues of those that did not. */
export interface Outcome {
  readonly values: Map<RequestPart, unknown>;
  readonly issues: ProblemIssue[];
  readonly failed: RequestPart[];
}

function validatorFailed(cause: unknown): SchemaError {
  return new SchemaError('BATON_SCHEMA_VALIDATOR_FAILED', undefined, { cause });
}

function collect(checks: readonly PartCheck[], results: ReadonlyArray<StandardResult<unknown>>): Outcome {
  const outcome: Outcome = { values: new Map(), issues: [], failed: [] };
  checks.forEach((check, i) => {
    const result = results[i];
    if (typeof result !== 'object' || result === null) throw validatorFailed(new TypeError('not a result object'));
    if (result.issues === undefined) {
      outcome.values.set(check.part, result.value);
      return;
    }
    outcome.failed.push(check.part);
    outcome.issues.push(...problemIssues(check.part, result.issues));
  });
  return outcome;
}

/**
 * Runs every check and gathers what they say. Synchronous while every validator is (the common
 * case costs no promise); a promise once one of them answers with one, settled within
 * `timeout` ms (then a 503 `BATON_SCHEMA_VALIDATOR_TIMEOUT`). A validator that throws or rejects
 * is a 500 `BATON_SCHEMA_VALIDATOR_FAILED` carrying the cause.
 *
 * @example
 * const outcome = runValidators([{ part: 'body', schema: PostInput, value: req.body }], 5000);
 */
export function runValidators(checks: readonly PartCheck[], timeout: number): Outcome | Promise<Outcome> {
  const results: Array<StandardResult<unknown> | PromiseLike<StandardResult<unknown>>> = [];
  let pending = false;
  for (const check of checks) {
    let result: StandardResult<unknown> | Promise<StandardResult<unknown>>;
    try {
      result = check.schema['~standard'].validate(check.value);
    } catch (err) {
      throw validatorFailed(err);
    }
    if (isThenable(result)) pending = true;
    results.push(result);
  }
  if (!pending) return collect(checks, results as Array<StandardResult<unknown>>);
  return new Promise<Outcome>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SchemaError('BATON_SCHEMA_VALIDATOR_TIMEOUT')), timeout);
    Promise.all(results).then(
      (settled) => {
        clearTimeout(timer);
        try {
          resolve(collect(checks, settled));
        } catch (err) {
          reject(err);
        }
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(validatorFailed(err));
      },
    );
  });
}
