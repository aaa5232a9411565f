import type { PathArg } from './path.js';

/**
 * An entry of `router.stack` as apps and tools read it (to list routes, say): the handler, its
 * name, the path it was registered with and, for a route, the route.
 *
 * @example
 * for (const layer of app.router.stack) if (layer.route) console.log(layer.route.path, layer.route.methods);
 */
export interface RouterLayer {
  readonly handle: (...args: never[]) => unknown;
  readonly name: string;
  readonly path: PathArg;
  readonly route: RouteInfo | undefined;
}

/**
 * A route as `layer.route` shows it: its path, the methods it has handlers for, and its own stack.
 *
 * @example
 * const methods = Object.keys(layer.route?.methods ?? {}); // ['get', 'post']
 */
export interface RouteInfo {
  readonly path: PathArg;
  readonly methods: Record<string, boolean>;
  readonly stack: readonly RouteLayer[];
}

/**
 * An entry of a route's own stack: one handler and the method it answers (undefined for `all`).
 *
 * @example
 * const handlers = layer.route?.stack.filter((entry) => entry.method === 'get');
 */
export interface RouteLayer {
  readonly method: string | undefined;
  readonly handle: (...args: never[]) => unknown;
  readonly name: string;
}
