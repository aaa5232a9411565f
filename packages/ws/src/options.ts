import type { Request } from '@batonjs/core';
import { WsError } from './errors.js';

/**
 * Who may open a socket, by the handshake's `Origin`: a list of origins (`'https://blog.example'`),
 * `'same-origin'` (the origin the request was sent to: `req.protocol` and `Host`), or a function.
 * A handshake without `Origin` does not come from a browser page and is let through: the check
 * guards cookie-authenticated sockets against other sites' pages (cross-site WebSocket hijacking).
 *
 * @example
 * const origins: OriginRule = ['https://blog.example', 'https://admin.blog.example'];
 */
export type OriginRule = readonly string[] | 'same-origin' | ((origin: string, req: Request) => boolean);

/**
 * Options of {@link websockets}. Every limit has a default that keeps a server alive under
 * hostile or broken peers.
 *
 * @example
 * websockets(app, { maxPayload: 64 * 1024, origins: 'same-origin', heartbeat: 15_000 });
 */
export interface WebSocketOptions {
  /** Largest message in bytes, all its fragments together; a larger one closes the socket with 1009. Default 1 MiB. */
  readonly maxPayload?: number;
  /**
   * Most bytes queued for sending on one socket (`ws.bufferedAmount`). A send that would pass it is
   * not queued: the socket closes with 1013 (try again later) and is counted in `stats.overflowed`.
   * Default 1 MiB.
   */
  readonly maxBufferedAmount?: number;
  /**
   * ms between pings. A socket that has not answered the previous ping by the next one is
   * terminated (`stats.deadPeers`). 0 turns the heartbeat off. Default 30 000.
   */
  readonly heartbeat?: number;
  /** Allowed handshake origins (403 before upgrading); see {@link OriginRule}. Default: any. */
  readonly origins?: OriginRule;
  /** Most open sockets; past it a handshake is refused with 503. Default: no limit. */
  readonly maxClients?: number;
  /**
   * ms the middleware may take to upgrade or answer an upgrade request; past it the connection is
   * destroyed. Default 10 000.
   */
  readonly handshakeTimeout?: number;
  /** ms a closing handshake may take before the socket is destroyed. Default 5 000. */
  readonly closeTimeout?: number;
}

/** {@link WebSocketOptions} with every default filled in. */
export interface ResolvedOptions {
  readonly maxPayload: number;
  readonly maxBufferedAmount: number;
  readonly heartbeat: number;
  readonly origins: OriginRule | undefined;
  readonly maxClients: number;
  readonly handshakeTimeout: number;
  readonly closeTimeout: number;
}

const MiB = 1024 * 1024;

const defaults: ResolvedOptions = {
  maxPayload: MiB,
  maxBufferedAmount: MiB,
  heartbeat: 30_000,
  origins: undefined,
  maxClients: Number.POSITIVE_INFINITY,
  handshakeTimeout: 10_000,
  closeTimeout: 5_000,
};

/** A count or a duration: a non-negative number (whole, unless `Infinity` is allowed). */
function checkNumber(name: string, value: unknown, allowInfinity: boolean): number {
  const ok =
    typeof value === 'number' &&
    value >= 0 &&
    (Number.isSafeInteger(value) || (allowInfinity && value === Number.POSITIVE_INFINITY));
  if (!ok) throw new WsError('BATON_WS_INVALID_OPTIONS', `websockets(): ${name} must be a non-negative integer`);
  return value;
}

function checkOrigins(value: unknown): OriginRule | undefined {
  if (value === undefined || value === 'same-origin' || typeof value === 'function') return value as OriginRule;
  if (Array.isArray(value) && value.every((o) => typeof o === 'string')) return value.map((o) => o.toLowerCase());
  throw new WsError(
    'BATON_WS_INVALID_OPTIONS',
    "websockets(): origins must be an array of origins, 'same-origin' or a function",
  );
}

/**
 * Checks the options once, when the app is set up, and fills in the defaults: a typo fails at
 * start-up, not on the first handshake.
 */
export function resolveOptions(options: WebSocketOptions): ResolvedOptions {
  const o = { ...defaults, ...options };
  return {
    maxPayload: checkNumber('maxPayload', o.maxPayload, false),
    maxBufferedAmount: checkNumber('maxBufferedAmount', o.maxBufferedAmount, false),
    heartbeat: checkNumber('heartbeat', o.heartbeat, false),
    origins: checkOrigins(o.origins),
    maxClients: checkNumber('maxClients', o.maxClients, true),
    handshakeTimeout: checkNumber('handshakeTimeout', o.handshakeTimeout, false),
    closeTimeout: checkNumber('closeTimeout', o.closeTimeout, false),
  };
}
