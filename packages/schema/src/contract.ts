// Browser-safe: nothing from node:, nothing by bare name at run time (see client.ts).
import type { RouteSchemas } from './route-schemas.js';

/**
 * The methods a contract route may use.
 *
 * @example
 * const method: ContractMethod = 'GET';
 */
export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of a contract: its method and Express path, and the schemas `validate()` takes.
 *
 * @example
 * const getPost: RouteContract = { method: 'GET', path: '/api/posts/:id', params: PostId, response: { 200: Post } };
 */
export interface RouteContract extends RouteSchemas {
  readonly method: ContractMethod;
  readonly path: string;
}

/**
 * Declares the routes that the server implements and the client calls, by name. Each name becomes
 * the route's `operationId` in the OpenAPI document unless the route sets one. The same object is
 * handed to `validate()` on the server and to `createClient()` in the client.
 *
 * @example
 * export const routes = defineRoutes({
 *   getPost: { method: 'GET', path: '/api/posts/:id', params: z.object({ id: z.coerce.number() }), response: { 200: Post } },
 * });
 * app.get(routes.getPost.path, validate(routes.getPost), (req, res) => res.json(find(req.params.id)));
 */
export function defineRoutes<const C extends Readonly<Record<string, RouteContract>>>(routes: C): C {
  const out: Record<string, RouteContract> = {};
  for (const [name, route] of Object.entries(routes)) {
    out[name] = { ...route, openapi: { operationId: name, ...route.openapi } };
  }
  return out as unknown as C;
}
