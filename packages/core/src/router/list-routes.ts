import type { ListedRoute, Router } from '../types/router.js';
import type { Layer } from './layer.js';

/** A mounted `Router()`: Express lists a `use` layer whose handler has a `stack` array as one. */
function mountedRouterOf(layer: Layer): Router | undefined {
  if (layer.route !== undefined) return undefined;
  const handle = layer.handle as { stack?: unknown };
  return Array.isArray(handle.stack) ? (layer.handle as unknown as Router) : undefined;
}

/**
 * `router.listRoutes()` (Express 5.3, router 2.3): one entry per registered route path (an array
 * path gives one per element) with its methods in the order they were first registered, `'*'` for
 * `all()` and `HEAD` after them when GET answers it; one per `use(path, router)` with that router,
 * which callers may list in turn. Plain middleware and mounted apps (Express wraps those in a
 * function without a stack) are not listed.
 *
 * @example
 * api.get('/users', list).post('/users', create);
 * api.listRoutes(); // [{ path: '/users', methods: ['GET', 'HEAD'], router: undefined }, { path: '/users', methods: ['POST'], router: undefined }]
 */
export function listRoutes(stack: readonly Layer[]): ListedRoute[] {
  const routes: ListedRoute[] = [];
  for (const layer of stack) {
    const route = layer.route;
    const router = mountedRouterOf(layer);
    if (route === undefined && router === undefined) continue;
    const paths = Array.isArray(layer.path)
      ? (layer.path.flat(Number.POSITIVE_INFINITY) as Array<string | RegExp>)
      : [layer.path as string | RegExp];
    for (const path of paths) {
      if (route !== undefined) routes.push({ path, methods: route._methods(true), router: undefined });
      else routes.push({ path, methods: undefined, router: router as Router });
    }
  }
  return routes;
}
