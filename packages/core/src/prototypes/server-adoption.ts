import { IncomingMessage, ServerResponse } from 'node:http';
import type { Application } from '../types/application.js';
import { http1ConstructorOf } from './http1-constructor.js';
import type { PrototypeTwin } from './prototype-twin.js';

/** Servers already looked at: each is judged once, on the first request an app sees from it. */
const judged = new WeakSet<object>();

/** An `http.Server` or `https.Server` as far as adoption reads and writes it. */
interface NodeServer {
  listeners(event: 'request'): unknown[];
  [key: symbol]: unknown;
}

/**
 * The key node keeps a server's class for `what` under: a symbol node does not export
 * (`kIncomingMessage`, `kServerResponse`), set on every `http.Server` and `https.Server` from the
 * `IncomingMessage`/`ServerResponse` options. Found by its description, as `native-store.ts` finds
 * node's header store; undefined on other servers (HTTP/2's) or if a later node renames it.
 */
function classKey(server: object, what: 'IncomingMessage' | 'ServerResponse'): symbol | undefined {
  return Object.getOwnPropertySymbols(server).find((key) => key.description === what);
}

/**
 * Gives a server someone else created (`http.createServer(app)`, `https.createServer(opts, app)`)
 * `app`'s request and response classes (those of its levels `own`), as `app.listen` builds its
 * own server with: node reads them from the server for every request it parses (on connections
 * already open too), so from the next request on each is constructed on the app's prototypes and
 * `usePrototypes` has nothing to swap. Swapping a prototype per request is what made such servers
 * cost 119 µs of CPU per request against 17 µs under `app.listen` (docs/transports.md): V8 gives
 * every swapped object a new hidden class, and the requests it made could no longer die young.
 *
 * Done only when nobody else could tell: the server still has node's own classes (no
 * `IncomingMessage` option of the user's, no other app's), and `app` itself is its only `'request'`
 * listener, so no other handler sees requests it did not expect to be Baton's. Anything else keeps
 * the per-request swap, as before. Each server is judged once.
 *
 * @example
 * adoptServer(app, req, own); // from adoptPrototypes, for a request node built with its own class
 */
export function adoptServer(
  app: Application,
  req: IncomingMessage,
  own: { readonly request: PrototypeTwin; readonly response: PrototypeTwin },
): void {
  const server = (req.socket as { server?: unknown } | null)?.server;
  if (typeof server !== 'object' || server === null || judged.has(server)) return;
  judged.add(server);
  const requestKey = classKey(server, 'IncomingMessage');
  const responseKey = classKey(server, 'ServerResponse');
  if (requestKey === undefined || responseKey === undefined) return;
  const node = server as NodeServer;
  if (node[requestKey] !== IncomingMessage || node[responseKey] !== ServerResponse) return;
  if (typeof node.listeners !== 'function') return;
  const listeners = node.listeners('request');
  if (listeners.length !== 1 || listeners[0] !== app) return;
  node[requestKey] = http1ConstructorOf(own.request);
  node[responseKey] = http1ConstructorOf(own.response);
}
