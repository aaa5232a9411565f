import { IncomingMessage, ServerResponse } from 'node:http';
import { symbolNamed } from '../node-symbol.js';
import type { Application } from '../types/application.js';
import type { AdoptingLevels, NodeServer } from './adopted-server.js';
import { http1ConstructorOf } from './http1-constructor.js';
import { adoptHttp2Server, http2OptionsOf } from './http2-server-adoption.js';

/** Servers already looked at: each is judged once, on the first request an app sees from it. */
const judged = new WeakSet<object>();

/**
 * The server a request came from: `req.socket.server`, which node sets on every socket a server
 * accepts (for an HTTP/2 request `req.socket` is node's proxy of the session's socket, which
 * throws once the session is gone: then there is nothing to adopt).
 */
function serverOf(req: object): NodeServer | undefined {
  try {
    const server = (req as { socket?: { server?: unknown } | null }).socket?.server;
    return typeof server === 'object' && server !== null ? (server as NodeServer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives a server someone else created (`http.createServer(app)`, `https.createServer(opts, app)`,
 * `http2.createServer(app)`, `http2.createSecureServer(opts, app)`) `app`'s request and response
 * classes (those of its levels `own`), as `createServer` builds its own servers with: from the
 * next request on each is constructed on the app's prototypes and `usePrototypes` has nothing to
 * swap. Swapping a prototype per request is what made such servers cost 119 µs of CPU per request
 * against 17 µs under `app.listen` over HTTP/1.1, 62–66 against 22–27 over h2c (docs/transports.md):
 * V8 gives every swapped object a new hidden class, and the requests it made could no longer die
 * young.
 *
 * Done only when nobody else could tell: `app` itself is the server's only `'request'` listener, so
 * no other handler sees requests it did not expect to be Baton's, and the server still has node's
 * own classes (no class option of the user's, no other app's). Anything else keeps the per-request
 * swap, as before. Each server is judged once.
 *
 * @example
 * adoptServer(app, req, own); // from adoptPrototypes, for a request node built with its own class
 */
export function adoptServer(app: Application, req: object, own: AdoptingLevels): void {
  const server = serverOf(req);
  if (server === undefined || judged.has(server)) return;
  judged.add(server);
  if (typeof server.listeners !== 'function') return;
  const listeners = server.listeners('request');
  if (listeners.length !== 1 || listeners[0] !== app) return;
  const http2Options = http2OptionsOf(server);
  if (http2Options !== undefined) adoptHttp2Server(server, http2Options, own);
  // An HTTP/2 server with `allowHTTP1` has these while it serves an HTTP/1.1 connection.
  adoptHttp1Classes(server, own);
}

/**
 * An `http.Server` or `https.Server` (or the HTTP/1.1 side of an HTTP/2 server with `allowHTTP1`,
 * for the connection being served): node reads its classes from the server, under symbols it does
 * not export (`kIncomingMessage`, `kServerResponse`), for every request it parses, on connections
 * already open too. Found by their description, as `native-store.ts` finds node's header store;
 * if a later node renames them nothing is adopted.
 */
function adoptHttp1Classes(server: NodeServer, own: AdoptingLevels): void {
  const requestKey = symbolNamed(server, 'IncomingMessage');
  const responseKey = symbolNamed(server, 'ServerResponse');
  if (requestKey === undefined || responseKey === undefined) return;
  if (server[requestKey] !== IncomingMessage || server[responseKey] !== ServerResponse) return;
  server[requestKey] = http1ConstructorOf(own.request);
  server[responseKey] = http1ConstructorOf(own.response);
}
