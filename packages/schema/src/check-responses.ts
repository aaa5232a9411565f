import type { Request, Response } from '@batonjs/core';
import type { StandardResult } from '@batonjs/http';
import { isThenable } from '@batonjs/http';
import { SchemaError } from './errors.js';
import { problemIssues } from './problem-issues.js';
import { type ResponseSchemas, responseSchemaOf } from './route-schemas.js';

type Json = (body: unknown) => unknown;

/**
 * Replaces this response's `res.json` with one that first checks the body against the response
 * schema of the status being sent (or `default`). What is checked is the body as the client will
 * read it (after a JSON round trip: a Date is a string there). A mismatch is reported through
 * `report` and answered by `fail` (a 500 `BATON_SCHEMA_RESPONSE_MISMATCH`) instead of the body;
 * a validator that answers asynchronously cannot hold the response back, so its mismatch is
 * only reported.
 *
 * @example
 * checkResponses(res, { 200: Post }, console.error, (err) => next(err));
 */
export function checkResponses(
  res: Response,
  responses: ResponseSchemas,
  report: (error: SchemaError) => void,
  fail: (error: SchemaError) => void,
): void {
  const json = res.json as Json;
  const mismatch = (status: number, result: StandardResult<unknown>): SchemaError | undefined => {
    if (result.issues === undefined) return undefined;
    const issues = problemIssues('response', result.issues);
    const error = new SchemaError(
      'BATON_SCHEMA_RESPONSE_MISMATCH',
      `The ${status} response body does not fit its schema: ${issues.map((i) => `${i.pointer || '/'} ${i.message}`).join('; ')}`,
    );
    error.issues = issues;
    return error;
  };
  Object.defineProperty(res, 'json', {
    configurable: true,
    writable: true,
    value: function checkedJson(this: Response, body: unknown): unknown {
      const status = this.statusCode;
      const schema = responseSchemaOf(responses[status] ?? responses.default);
      if (schema === undefined) return json.call(this, body);
      let result: StandardResult<unknown> | Promise<StandardResult<unknown>>;
      try {
        const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
        result = schema['~standard'].validate(wire);
      } catch (cause) {
        const error = new SchemaError('BATON_SCHEMA_VALIDATOR_FAILED', undefined, { cause });
        report(error);
        fail(error);
        return this;
      }
      if (isThenable(result)) {
        result.then(
          (settled) => {
            const error = mismatch(status, settled);
            if (error !== undefined) report(error);
          },
          (cause: unknown) => report(new SchemaError('BATON_SCHEMA_VALIDATOR_FAILED', undefined, { cause })),
        );
        return json.call(this, body);
      }
      const error = mismatch(status, result);
      if (error === undefined) return json.call(this, body);
      report(error);
      // The problem is sent with the prototype's res.json/end, never through this check again.
      Object.defineProperty(this, 'json', { configurable: true, writable: true, value: json });
      fail(error);
      return this;
    },
  });
}

/**
 * Whether response checks run for this request: the option if given, else everywhere but production.
 *
 * @example
 * if (responseChecksOn(req, options.checkResponses)) checkResponses(...);
 */
export function responseChecksOn(req: Request, option: boolean | undefined): boolean {
  return option ?? req.app.get('env') !== 'production';
}
