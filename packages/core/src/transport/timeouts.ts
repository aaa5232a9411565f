/**
 * How long a server waits on a client. Defaults are tighter than node's (60 s for headers, 5 min
 * for a whole request, no HTTP/2 idle limit) because a client that holds a connection while
 * sending nothing useful costs a socket and memory, and a slow-headers ("slowloris") attacker
 * needs nothing more than that to exhaust a server.
 *
 * @example
 * createServer(app, { timeouts: { headers: 10_000, request: 60_000 } });
 */
export interface Timeouts {
  /** HTTP/1.1: ms to receive a request's complete headers (node's `headersTimeout`). Default 20 000. */
  readonly headers?: number;
  /** HTTP/1.1: ms to receive a whole request, body included (node's `requestTimeout`); 0 for none. Default 120 000. */
  readonly request?: number;
  /** HTTP/1.1: ms an idle keep-alive connection stays open (node's `keepAliveTimeout`). Default 5 000. */
  readonly keepAlive?: number;
  /** HTTP/2: ms a session may see no frames at all before it is closed; 0 for none. Default 75 000. */
  readonly session?: number;
  /**
   * HTTP/1.1: how often, in ms, node checks requests against `headers` and `request`
   * (`connectionsCheckingInterval`): a slow client is cut off up to this much later. Default 5 000.
   */
  readonly checkInterval?: number;
}

/**
 * The defaults of {@link Timeouts}, in milliseconds.
 *
 * @example
 * defaultTimeouts.headers; // 20_000
 */
export const defaultTimeouts: Required<Timeouts> = Object.freeze({
  headers: 20_000,
  request: 120_000,
  keepAlive: 5_000,
  session: 75_000,
  checkInterval: 5_000,
});

/**
 * `timeouts` over the defaults. node requires `headersTimeout <= requestTimeout` when both are
 * set, so `headers` is lowered to `request` when only the latter was made shorter.
 *
 * @example
 * resolveTimeouts({ request: 5_000 }); // headers: 5_000, request: 5_000, ...
 */
export function resolveTimeouts(timeouts: Timeouts = {}): Required<Timeouts> {
  const t = { ...defaultTimeouts, ...timeouts };
  if (t.request > 0 && t.headers > t.request) t.headers = t.request;
  return t;
}
