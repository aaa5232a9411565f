import { IncomingMessage, ServerResponse } from 'node:http';
import { symbolNamed } from '../node-symbol.js';
import type { AdoptingLevels, NodeServer } from './adopted-server.js';
import { http1ConstructorOf } from './http1-constructor.js';

/**
 * What an HTTP/2 server keeps of its options (under node's `kOptions`, a symbol it does not
 * export), as far as adoption reads and writes it: node fills in its own classes for those not given.
 */
export interface Http2ServerOptions {
  Http2ServerRequest: unknown;
  Http2ServerResponse: unknown;
  Http1IncomingMessage?: unknown;
  Http1ServerResponse?: unknown;
  allowHTTP1?: unknown;
}

type SetupCompat = (this: NodeServer, event: string) => void;

let setupCompat: SetupCompat | null | undefined;

/**
 * node's `setupCompat`: the `'newListener'` listener every HTTP/2 server is made with. When the
 * first `'request'` listener is added it binds node's `onServerStream` (which builds the request
 * and response and emits `'request'`, `'connect'`, `'checkContinue'`...) to the classes then in the
 * server's options, listens to `'stream'` with it and removes itself. Neither is exported; it is
 * taken from a server made for that (never listened on, so it holds no handle), once. Calling it
 * again on a server after changing the options rebinds node's own code, so no part of what node
 * does per stream is written again here. Null if a later node names it otherwise.
 */
function nodeSetupCompat(): SetupCompat | null {
  if (setupCompat === undefined) {
    const probe = process.getBuiltinModule('node:http2').createServer();
    const found = probe.listeners('newListener').find((fn) => fn.name === 'setupCompat');
    setupCompat = typeof found === 'function' ? (found as SetupCompat) : null;
  }
  return setupCompat;
}

/**
 * The options record of an HTTP/2 server (`http2.createServer`, `http2.createSecureServer`), or
 * undefined for any other server. Read without loading node:http2: an HTTP/1.1 server has no
 * such record.
 *
 * @example
 * const options = http2OptionsOf(server); // undefined for an http.Server
 */
export function http2OptionsOf(server: NodeServer): Http2ServerOptions | undefined {
  const key = symbolNamed(server, 'options');
  const options = key === undefined ? undefined : server[key];
  if (typeof options !== 'object' || options === null || !('Http2ServerRequest' in options)) return undefined;
  return options as Http2ServerOptions;
}

/**
 * Gives an HTTP/2 server someone else created the app's classes: its HTTP/2 ones for streams, and
 * with `allowHTTP1` its HTTP/1.1 ones for the fallback. Each side is judged on its own: a
 * `'stream'` listener of the user's, or an HTTP/2 class option, keeps the HTTP/2 side node's
 * without touching the fallback, whose requests such a listener never sees.
 *
 * @example
 * adoptHttp2Server(server, options, own); // from adoptServer, the app being the only 'request' listener
 */
export function adoptHttp2Server(server: NodeServer, options: Http2ServerOptions, own: AdoptingLevels): void {
  adoptStreamClasses(server, options, own);
  // node copies these from the options onto the server for each HTTP/1.1 connection.
  if (options.Http1IncomingMessage === IncomingMessage && options.Http1ServerResponse === ServerResponse) {
    options.Http1IncomingMessage = http1ConstructorOf(own.request);
    options.Http1ServerResponse = http1ConstructorOf(own.response);
  }
}

/**
 * The HTTP/2 side. node binds its classes into its `'stream'` listener when the first `'request'`
 * listener is added (for `http2.createServer(app)`, while the server is made), so the options alone
 * are not enough: that listener is replaced by node's own, bound again ({@link nodeSetupCompat}).
 * Only when the options still hold node's classes and node's listener is the one `'stream'`
 * listener: a listener of the user's there would see the streams' requests change.
 */
function adoptStreamClasses(server: NodeServer, options: Http2ServerOptions, own: AdoptingLevels): void {
  const http2 = process.getBuiltinModule('node:http2');
  if (options.Http2ServerRequest !== http2.Http2ServerRequest) return;
  if (options.Http2ServerResponse !== http2.Http2ServerResponse) return;
  const streamListeners = server.listeners('stream');
  const nodeListener = streamListeners[0];
  if (streamListeners.length !== 1 || typeof nodeListener !== 'function') return;
  if (nodeListener.name !== 'bound onServerStream') return;
  const setup = nodeSetupCompat();
  const emitter = server as NodeServer & { removeListener(event: string, listener: unknown): unknown };
  if (setup === null || typeof emitter.removeListener !== 'function') return;
  options.Http2ServerRequest = own.request.Http2Class;
  options.Http2ServerResponse = own.response.Http2Class;
  emitter.removeListener('stream', nodeListener);
  setup.call(server, 'request');
}
