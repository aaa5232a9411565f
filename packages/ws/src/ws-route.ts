import { application, type PathArg, Router } from '@batonjs/core';
import { WsError } from './errors.js';
import { asksForWebSocket, kUpgrade, type SocketHandler, type UpgradeRequest } from './upgrade-context.js';

type Next = (err?: unknown) => void;

/** Routes a method call needs: `route(path).get(...)`. */
interface Routing {
  route(path: PathArg): { get(...handlers: unknown[]): unknown; connect(...handlers: unknown[]): unknown };
}

/**
 * The first layer of every WebSocket route. A request that does not ask for a WebSocket skips the
 * route (`next('route')`), so `app.get('/live', page)` and `app.ws('/live', ...)` can share a path.
 * A handshake that is malformed, from a refused Origin or over `maxClients` is refused here,
 * before the app's middleware spends anything on it.
 */
function webSocketUpgradeOnly(req: UpgradeRequest, _res: unknown, next: Next): void {
  if (!asksForWebSocket(req)) {
    next('route');
    return;
  }
  const context = req[kUpgrade];
  if (context === undefined) {
    next(new WsError('BATON_WS_NOT_ATTACHED'));
    return;
  }
  next(context.hub.refusal(req as never));
}

/** The last layer: the handshake, then `handler(ws, req)`. */
function completeUpgrade(handler: SocketHandler) {
  return function webSocketHandshake(req: UpgradeRequest, res: never): void {
    req[kUpgrade]?.hub.upgrade(req, res, handler);
  };
}

/**
 * `router.ws(path, ...middleware, handler)`: a route of three parts, the upgrade check, the
 * middleware, and the handshake that hands the socket to the last handler; for GET (HTTP/1.1
 * upgrades) and CONNECT (HTTP/2 extended CONNECT, RFC 8441).
 */
function ws(this: Routing, path: PathArg, ...handlers: unknown[]): Routing {
  const fns = handlers.flat(Number.POSITIVE_INFINITY);
  const handler = fns.pop();
  if (typeof handler !== 'function') {
    throw new WsError(
      'BATON_WS_INVALID_HANDLER',
      'ws() requires a socket handler (ws, req) => ... as its last argument',
    );
  }
  const layers = [webSocketUpgradeOnly, ...fns, completeUpgrade(handler as SocketHandler)];
  const route = this.route(path);
  route.get(...layers);
  route.connect(...layers);
  return this;
}

/** `app.ws(...)`: the app router's `ws`. */
export function appWs(this: { router: Routing }, path: PathArg, ...handlers: unknown[]): unknown {
  ws.call(this.router, path, ...handlers);
  return this;
}

/**
 * Puts `ws` on `Router.prototype` (every router, the app's included) and on core's `application`
 * (apps created from now on), once. Apps copy `application` when they are created; one made
 * before this package was loaded gets `app.ws` from `websockets(app)`.
 */
export function installWs(): void {
  const routerPrototype = (Router as unknown as { prototype: object }).prototype;
  if (Object.hasOwn(routerPrototype, 'ws')) return;
  Object.defineProperty(routerPrototype, 'ws', { configurable: true, writable: true, value: ws });
  Object.defineProperty(application, 'ws', { configurable: true, writable: true, value: appWs });
}
