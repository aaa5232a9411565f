import type { Request, Response } from '@batonjs/core';
import type { SchemaError } from './errors.js';
import { problemOf } from './problem.js';

/**
 * Answers with the error as `application/problem+json`, never stored by a cache. Written directly:
 * `res.json` would add a charset parameter, which this media type does not define.
 *
 * @example
 * sendProblem(req, res, new SchemaError('BATON_SCHEMA_INVALID_BODY'));
 */
export function sendProblem(req: Request, res: Response, error: SchemaError): void {
  const problem = problemOf(error, String(req.app.get('env')));
  const body = JSON.stringify(problem);
  res.statusCode = problem.status;
  res.setHeader('Content-Type', 'application/problem+json');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}
