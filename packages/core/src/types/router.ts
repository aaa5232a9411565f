import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from '../router/handler-types.js';
import type { Layer } from '../router/layer.js';
import type { ParamCallback } from '../router/process-params.js';
import type { RoutingRequest } from '../router/route.js';
import type { MethodMatchers, RoutingMethods } from './handlers.js';

/** A router: middleware you can mount, with Express's registration methods, typed. */
export interface Router extends RoutingMethods<Router>, MethodMatchers<Router> {
  (req: IncomingMessage, res: ServerResponse, next: NextFunction): void;
  readonly stack: Layer[];
  readonly params: Record<string, ParamCallback[]>;
  readonly caseSensitive: boolean;
  readonly strict: boolean;
  readonly mergeParams: boolean;
  readonly methodNotAllowed: boolean;
  /** Runs a request through the stack; plain objects work as req/res (no socket needed). */
  handle(req: RoutingRequest, res: unknown, out: NextFunction): void;
}
