/**
 * Servers being shut down. A response of theirs whose headers are not sent yet goes out with
 * `Connection: close`: the client learns not to reuse the connection, which closes once the
 * response is out. Kept apart from connection tracking so HTTP/1.1 servers need no per-connection
 * bookkeeping at all (a Set entry and a socket 'close' listener cost ~250 B of heap per idle
 * keep-alive connection, measured for issue 28); the check at send time is one number compared
 * with zero while nothing drains.
 */
const draining = new WeakSet<object>();
let count = 0;

/**
 * Marks `server` as draining until {@link stopDraining}; marking it twice counts once.
 *
 * @example
 * startDraining(server); server.close(() => stopDraining(server));
 */
export function startDraining(server: object): void {
  if (draining.has(server)) return;
  draining.add(server);
  count += 1;
}

/**
 * Ends what {@link startDraining} began for `server`.
 *
 * @example
 * stopDraining(server);
 */
export function stopDraining(server: object): void {
  if (!draining.delete(server)) return;
  count -= 1;
}

/** The parts of an HTTP/1.1 response this module reads: node sets `res.req` and `socket.server`. */
interface ServedResponse {
  readonly req?: { readonly socket?: { readonly server?: object } | null };
}

/**
 * Whether `res` belongs to a draining server, read through its request's socket (a pipelined
 * response has no socket of its own until its turn comes).
 *
 * @example
 * if (closesAfterResponse(res)) res.shouldKeepAlive = false;
 */
export function closesAfterResponse(res: ServedResponse): boolean {
  if (count === 0) return false;
  const server = res.req?.socket?.server;
  return server !== undefined && draining.has(server);
}
