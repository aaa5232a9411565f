import type { NextFunction, Request, RequestHandler, Response } from '@batonjs/core';
import { checkResponses, responseChecksOn } from './check-responses.js';
import { type RequestPart, SchemaError, type SchemaErrorCode } from './errors.js';
import { tooDeep } from './nesting-depth.js';
import { problemIssues } from './problem-issues.js';
import {
  attachRouteSchemas,
  isStandardSchema,
  type RouteSchemas,
  responseSchemaOf,
  type SchemaTypes,
} from './route-schemas.js';
import { type Outcome, type PartCheck, runValidators } from './run-validators.js';
import { sendProblem } from './send-problem.js';
import { DEFAULT_MAX_DEPTH, DEFAULT_TIMEOUT, type ValidateOptions } from './validate-options.js';

/**
 * The middleware `validate()` returns. Its phantom `~types` tells the route methods what the
 * handlers after it receive (`req.params`, `req.query`, `req.body`).
 *
 * @example
 * const check: ValidatedMiddleware<{ body: typeof PostInput }> = validate({ body: PostInput });
 */
export type ValidatedMiddleware<S extends RouteSchemas> = RequestHandler & {
  readonly '~types'?: SchemaTypes<S>;
};

const PARTS = ['params', 'query', 'headers', 'body'] as const;

const CODES: Record<Exclude<RequestPart, 'response'>, SchemaErrorCode> = {
  params: 'BATON_SCHEMA_INVALID_PARAMS',
  query: 'BATON_SCHEMA_INVALID_QUERY',
  headers: 'BATON_SCHEMA_INVALID_HEADERS',
  body: 'BATON_SCHEMA_INVALID_BODY',
};

/** A request with a body that no parser read: body-parser leaves `req.body` undefined for those. */
function unreadBody(req: Request): boolean {
  if (req.body !== undefined) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function failureOf(outcome: Outcome): SchemaError | undefined {
  if (outcome.failed.length === 0) return undefined;
  const [only] = outcome.failed;
  const code = outcome.failed.length === 1 && only !== undefined ? CODES[only as keyof typeof CODES] : undefined;
  const count = `${outcome.issues.length} issue${outcome.issues.length === 1 ? '' : 's'}`;
  const error =
    code === undefined
      ? new SchemaError('BATON_SCHEMA_INVALID_REQUEST', `The request does not fit the route schema (${count})`)
      : new SchemaError(code, `${new SchemaError(code).message} (${count})`);
  error.issues = outcome.issues;
  return error;
}

function assertSchemas(schemas: RouteSchemas): void {
  if (typeof schemas !== 'object' || schemas === null) {
    throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', 'validate() takes an object of schemas');
  }
  for (const part of PARTS) {
    const schema = schemas[part];
    if (schema !== undefined && !isStandardSchema(schema)) {
      throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', `validate(): ${part} is not a Standard Schema v1 validator`);
    }
  }
  for (const [status, spec] of Object.entries(schemas.response ?? {})) {
    if (status !== 'default' && !/^[1-5]\d\d$/.test(status)) {
      throw new SchemaError(
        'BATON_SCHEMA_INVALID_OPTION',
        `validate(): response status ${status} is not an HTTP status`,
      );
    }
    const schema = responseSchemaOf(spec as Parameters<typeof responseSchemaOf>[0]);
    if (schema !== undefined && !isStandardSchema(schema)) {
      throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', `validate(): response ${status} is not a Standard Schema`);
    }
  }
}

function assertOptions(options: ValidateOptions): { timeout: number; maxDepth: number } {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', 'validate(): timeout must be a positive number of ms');
  }
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  if (!Number.isInteger(maxDepth) || maxDepth < 1) {
    throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', 'validate(): maxDepth must be a positive integer');
  }
  if (options.errors !== undefined && options.errors !== 'problem' && options.errors !== 'next') {
    throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', "validate(): errors must be 'problem' or 'next'");
  }
  return { timeout, maxDepth };
}

/**
 * Validates a request against Standard Schema v1 validators (Zod, Valibot, ArkType, ...): the path
 * `params`, the `query`, the `headers` and the parsed `body`. The handlers after it in the same
 * route call are typed from the schemas' outputs, and the validated (possibly transformed) values
 * replace `req.params`, `req.query` and `req.body` (`req.headers` is only checked). A failure is a
 * 400 (params, query, headers) or 422 (a body that parsed but does not fit) problem response
 * listing every issue with its path; a body that no parser read is a 415. A validator that
 * throws is a 500, one that does not answer within `timeout` a 503. The `response` schemas
 * document the responses by status and, outside production, check what `res.json` sends.
 *
 * @example
 * app.post('/api/posts', validate({ body: z.object({ title: z.string() }) }), (req, res) => {
 *   res.status(201).json({ title: req.body.title });
 * });
 */
export function validate<const S extends RouteSchemas>(
  schemas: S,
  options: ValidateOptions = {},
): ValidatedMiddleware<S> {
  assertSchemas(schemas);
  const { timeout, maxDepth } = assertOptions(options);
  const parts = PARTS.filter((part) => schemas[part] !== undefined);
  const responses = schemas.response;
  const report = options.onResponseMismatch ?? ((error: SchemaError) => console.error(error));

  function validateRequest(req: Request, res: Response, next: NextFunction): void {
    const fail = (error: SchemaError): void => {
      if (options.errors === 'next') next(error);
      else sendProblem(req, res, error);
    };
    if (schemas.body !== undefined && unreadBody(req)) {
      fail(new SchemaError('BATON_SCHEMA_UNSUPPORTED_MEDIA_TYPE'));
      return;
    }
    const deep = schemas.body === undefined ? undefined : tooDeep(req.body, maxDepth);
    if (deep !== undefined) {
      fail(
        failureOf({
          values: new Map(),
          failed: ['body'],
          issues: problemIssues('body', [{ message: `nested deeper than ${maxDepth} levels`, path: deep }]),
        }) as SchemaError,
      );
      return;
    }
    const checks: PartCheck[] = parts.map((part) => ({
      part,
      schema: schemas[part] as NonNullable<S[typeof part]>,
      value: req[part],
    }));
    const settle = (outcome: Outcome): void => {
      const failure = failureOf(outcome);
      if (failure !== undefined) {
        fail(failure);
        return;
      }
      for (const [part, value] of outcome.values) {
        // Node's own header object stays as it is: other middleware reads raw strings there.
        if (part !== 'headers') (req as unknown as Record<string, unknown>)[part] = value;
      }
      if (responses !== undefined && responseChecksOn(req, options.checkResponses)) {
        checkResponses(res, responses, report, fail);
      }
      next();
    };
    let outcome: Outcome | Promise<Outcome>;
    try {
      outcome = runValidators(checks, timeout);
    } catch (error) {
      fail(error as SchemaError);
      return;
    }
    if (!(outcome instanceof Promise)) {
      settle(outcome);
      return;
    }
    outcome.then(
      (settled) => {
        // The client went away while a validator was working: nobody is left to answer.
        if (!res.destroyed) settle(settled);
      },
      (error: SchemaError) => {
        if (!res.destroyed) fail(error);
      },
    );
  }

  attachRouteSchemas(validateRequest, schemas);
  return validateRequest as ValidatedMiddleware<S>;
}

/**
 * A `validate()` with options of its own as defaults: one place for an app's choices.
 *
 * @example
 * const validate = createValidate({ errors: 'next' });
 * router.post('/posts', validate({ body: PostInput }), create);
 */
export function createValidate(
  defaults: ValidateOptions,
): <const S extends RouteSchemas>(schemas: S, options?: ValidateOptions) => ValidatedMiddleware<S> {
  assertOptions(defaults);
  return (schemas, options = {}) => validate(schemas, { ...defaults, ...options });
}
