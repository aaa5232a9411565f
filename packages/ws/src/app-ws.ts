import type { HandlerArg, ParamsDictionary, PathArg, Request, RequestHandler, RouteParams } from '@batonjs/core';
import type { WebSocket } from 'ws';

/**
 * The last handler of a WebSocket route: called with the open socket and the upgrade request
 * (its `params`, `cookies`, session, whatever the middleware before it set). A throw or a rejected
 * promise closes the socket with 1011.
 *
 * @example
 * const echo: WebSocketHandler<{ room: string }> = (ws, req) => ws.on('message', (m) => ws.send(`${req.params.room}: ${m}`));
 */
export type WebSocketHandler<P = ParamsDictionary> = (ws: WebSocket, req: Request<P>) => unknown;

/**
 * `app.ws(path, ...middleware, handler)` and `router.ws(...)`: a GET route that only WebSocket
 * upgrade requests match. The middleware runs on the upgrade request like on any request; one
 * that answers (401, 403, 429, ...) refuses the upgrade with that answer; the last handler gets
 * the socket. `req.params` is typed from the path.
 *
 * @example
 * app.ws('/rooms/:room', requireLogin, (ws, req) => {
 *   ws.send(`welcome to ${req.params.room}`);
 * });
 */
export interface WebSocketRouteMatcher<This> {
  <Path extends string>(path: Path, handler: WebSocketHandler<RouteParams<Path>>): This;
  <Path extends string>(
    path: Path,
    ...handlers: [...middleware: Array<RequestHandler<RouteParams<Path>>>, handler: WebSocketHandler<RouteParams<Path>>]
  ): This;
  <Path extends string>(
    path: Path,
    ...handlers: [...middleware: Array<HandlerArg<RouteParams<Path>>>, handler: WebSocketHandler<RouteParams<Path>>]
  ): This;
  (path: PathArg, ...handlers: [...middleware: Array<HandlerArg>, handler: WebSocketHandler]): This;
}

// `ws` on every app and router, typed: `RoutingMethods` is the interface both extend. The methods
// themselves are put on the prototypes when this package is loaded (see ws-route.ts), so the type
// and the method exist together wherever the package is imported.
declare module '@batonjs/core' {
  interface RoutingMethods<This> {
    /**
     * A WebSocket route: upgrade requests for `path` run `middleware` like any request; one that
     * answers refuses the upgrade; the last handler gets the socket (`(ws, req) => ...`). Upgrades
     * reach the app once `websockets(app)` from `@batonjs/ws` was called.
     *
     * @example
     * app.ws('/live', (ws, req) => ws.send('hello'));
     */
    ws: WebSocketRouteMatcher<This>;
  }
}
