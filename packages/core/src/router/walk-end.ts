import type { RoutingRequest } from '../types/router.js';

/**
 * What a walk started by an app ends with when nothing more handles the request, in place of an
 * `out` function: the app's final handler, which it makes only when a request gets there, where a
 * function would have to be made for every request in advance.
 *
 * @example
 * const end: WalkEnd = { end: (req, res, err) => finalHandler(req, res, { env })(err) };
 */
export interface WalkEnd {
  end(req: RoutingRequest, res: unknown, err: unknown): void;
}
