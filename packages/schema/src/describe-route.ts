import type { NextFunction, RequestHandler } from '@batonjs/core';
import { attachRouteSchemas, type OperationDocs, type ResponseSchemas } from './route-schemas.js';

/**
 * Documents a route without validating anything: what the OpenAPI document says of the operation
 * and, optionally, its responses. A pass-through middleware, for routes that need no `validate()`.
 *
 * @example
 * app.get('/api/health', describeRoute({ summary: 'Liveness' }, { 200: { description: 'Alive' } }), health);
 */
export function describeRoute(docs: OperationDocs, response?: ResponseSchemas): RequestHandler {
  const described = (_req: unknown, _res: unknown, next: NextFunction): void => next();
  attachRouteSchemas(described, response === undefined ? { openapi: docs } : { openapi: docs, response });
  return described;
}
