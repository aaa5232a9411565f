import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from '../router/handler-types.js';
import type { Layer } from '../router/layer.js';
import type { LayerIndex } from '../router/layer-index.js';
import type { RoutingRequest } from '../router/route.js';
import type { kLayerIndex } from '../symbols.js';
import type { MethodMatchers, ParamHandler, RoutingMethods } from './handlers.js';

/**
 * A router: middleware you can mount, with Express's registration methods, typed. The one router
 * type: `Router()`, `app.router` and the router inside the app are all this.
 */
export interface Router extends RoutingMethods<Router>, MethodMatchers<Router> {
  (req: IncomingMessage, res: ServerResponse, next: NextFunction): void;
  readonly stack: Layer[];
  readonly params: Record<string, ParamHandler[]>;
  readonly caseSensitive: boolean;
  readonly strict: boolean;
  readonly mergeParams: boolean;
  readonly methodNotAllowed: boolean;
  /** Internal: how the `next()` loop finds the layers that may match a path. */
  readonly [kLayerIndex]: LayerIndex;
  /** Runs a request through the stack; plain objects work as req/res (no socket needed). */
  handle(req: RoutingRequest, res: unknown, out: NextFunction): void;
}
