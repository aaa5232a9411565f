import './install.js';

export type { WebSocketHandler, WebSocketRouteMatcher } from './app-ws.js';
export { TRY_AGAIN_LATER } from './bounded-socket.js';
export { WsError, type WsErrorCode, wsErrors } from './errors.js';
export { GOING_AWAY, WebSocketHub, type WebSocketStats } from './hub.js';
export type { OriginRule, WebSocketOptions } from './options.js';
export { websockets } from './websockets.js';
