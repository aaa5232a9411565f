import type { AnyServer, Application } from '@batonjs/core';
import { WsError } from './errors.js';
import { WebSocketHub } from './hub.js';
import { resolveOptions, type WebSocketOptions } from './options.js';
import { appWs } from './ws-route.js';

const hubs = new WeakMap<Application, WebSocketHub>();

/**
 * Turns WebSockets on for `app`: every server Baton creates for it from now on (`app.listen`,
 * `createServer`, `listen`, cluster workers) dispatches its upgrade requests through the app, where
 * `app.ws()` and `router.ws()` routes complete them; other upgrades get the app's ordinary answer
 * (404, say) and the connection closes. For a server made another way, call `attach(server)` on
 * the returned hub. The options' limits hold for every socket. Call it once per app, before listening.
 *
 * @example
 * import { websockets } from '@batonjs/ws';
 * const app = baton();
 * const hub = websockets(app, { origins: 'same-origin' });
 * app.ws('/live', requireLogin, (ws, req) => ws.send('hello'));
 * app.listen(8080);
 */
export function websockets(app: Application, options: WebSocketOptions = {}): WebSocketHub {
  if (hubs.has(app)) {
    throw new WsError('BATON_WS_INVALID_OPTIONS', 'websockets() was already called for this app: one hub per app');
  }
  const hub = new WebSocketHub(app, resolveOptions(options));
  hubs.set(app, hub);
  // An app created before the package was loaded did not copy `ws` from `application`.
  if (typeof (app as { ws?: unknown }).ws !== 'function') {
    Object.defineProperty(app, 'ws', { configurable: true, writable: true, value: appWs });
  }
  app.on('server', (server: AnyServer) => hub.attach(server));
  return hub;
}
