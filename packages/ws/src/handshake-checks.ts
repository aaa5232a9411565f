import type { Request } from '@batonjs/core';
import { WsError } from './errors.js';
import type { OriginRule, ResolvedOptions } from './options.js';

/** RFC 6455 §4.1: a Sec-WebSocket-Key is 16 bytes in base64, so 22 characters and `==` (as ws checks it). */
const KEY = /^[+/0-9A-Za-z]{22}==$/;

/** The Origin a browser sent (`Sec-WebSocket-Origin` in the draft version 8 that ws still accepts). */
function originOf(req: Request): string | undefined {
  const origin = req.headers.origin ?? req.headers['sec-websocket-origin'];
  return typeof origin === 'string' ? origin : undefined;
}

function originAllowed(rule: OriginRule, origin: string, req: Request): boolean {
  if (typeof rule === 'function') return rule(origin, req) === true;
  const o = origin.toLowerCase();
  if (rule === 'same-origin') return o === `${req.protocol}://${req.headers.host ?? ''}`.toLowerCase();
  return rule.includes(o);
}

/**
 * Why a WebSocket handshake is refused before any middleware runs, or undefined: a malformed
 * handshake (RFC 6455 §4.2.1: 400, and the versions this server speaks on a version mismatch;
 * RFC 8441 §5 for HTTP/2),
 * a foreign Origin (403), a full server (503).
 */
export function handshakeRefusal(req: Request, options: ResolvedOptions, clients: number): WsError | undefined {
  // RFC 8441 §5: over HTTP/2 there is no key (and no Sec-WebSocket-Accept); the rest applies alike.
  const key = req.headers['sec-websocket-key'];
  if (req.httpVersionMajor < 2 && (typeof key !== 'string' || !KEY.test(key))) {
    return new WsError('BATON_WS_INVALID_KEY');
  }
  const version = req.headers['sec-websocket-version'];
  if (version !== '13' && version !== '8') {
    return new WsError('BATON_WS_UNSUPPORTED_VERSION', undefined, { headers: { 'Sec-WebSocket-Version': '13, 8' } });
  }
  const origin = originOf(req);
  if (origin !== undefined && options.origins !== undefined && !originAllowed(options.origins, origin, req)) {
    return new WsError('BATON_WS_ORIGIN_REFUSED', `Origin ${JSON.stringify(origin)} may not open a WebSocket here`);
  }
  if (clients >= options.maxClients) return new WsError('BATON_WS_TOO_MANY_CLIENTS');
  return undefined;
}
