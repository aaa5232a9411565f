import * as http from 'node:http';
import type * as http2 from 'node:http2';
import type * as https from 'node:https';
import type { TlsOptions } from 'node:tls';
import { http1Classes, http2Classes } from '../prototypes/server-classes.js';
import type { Application } from '../types/application.js';
import { answerConnectRequests } from './answer-connect.js';
import { trackConnections } from './connection-tracking.js';
import { deferredDispatch, type RequestListener } from './deferred-dispatch.js';
import { resolveTimeouts, type Timeouts } from './timeouts.js';

/**
 * HTTP/2 settings for {@link createServer}'s `http2` option.
 *
 * @example
 * createServer(app, { tls, http2: { allowHTTP1: false, settings: { maxConcurrentStreams: 50 } } });
 */
export interface Http2Options {
  /** With TLS: also serve HTTP/1.1 clients (ALPN `http/1.1` or none). Default true. Ignored for h2c. */
  readonly allowHTTP1?: boolean;
  /** SETTINGS sent to clients; `maxConcurrentStreams` defaults to 100 (node's is 2^32-1). */
  readonly settings?: http2.Settings;
  /** Any other node `http2.createSecureServer`/`createServer` option (not the class options). */
  readonly [option: string]: unknown;
}

/**
 * How {@link createServer} serves an app: plain HTTP/1.1 by default; `tls` for HTTPS; `http2`
 * for HTTP/2 (over TLS with ALPN and HTTP/1.1 fallback, or cleartext h2c without `tls`).
 *
 * @example
 * createServer(app, { tls: { key, cert }, http2: true, timeouts: { headers: 10_000 } });
 */
export interface ServerOptions {
  /** node's TLS options: `key` and `cert`, or `pfx` (with `passphrase`), `ca`, ... */
  readonly tls?: TlsOptions;
  /** Serve HTTP/2: `true` or {@link Http2Options}. */
  readonly http2?: boolean | Http2Options;
  /** Limits on slow clients; see {@link Timeouts} for the defaults. */
  readonly timeouts?: Timeouts;
  /**
   * Run each request from `setImmediate` rather than inside node's parser callback: less CPU per
   * request under load (the loop reads a batch of requests, then answers them), one loop phase of
   * extra latency. Default true; `false` dispatches synchronously, as `http.createServer(app)` does.
   */
  readonly defer?: boolean;
}

/**
 * The server {@link createServer} returns for a given options type; options only known at run
 * time (a `ServerOptions` variable) give the union of what they could make.
 *
 * @example
 * const server: ServerFor<{ tls: TlsOptions; http2: true }> = createServer(app, { tls, http2: true });
 */
export type ServerFor<O extends ServerOptions> = {
  yes: { yes: http2.Http2SecureServer; no: http2.Http2Server; maybe: http2.Http2SecureServer | http2.Http2Server };
  no: { yes: https.Server; no: http.Server; maybe: https.Server | http.Server };
  maybe: { yes: AnyServer; no: AnyServer; maybe: AnyServer };
}[Given<O, 'http2', true | Http2Options>][Given<O, 'tls', TlsOptions>];

/**
 * Whether option `K` of `O` is surely set to a `V` ('yes'), surely absent or off ('no'), or only
 * known at run time ('maybe'). Reads the property's type: a conditional on the whole object
 * would trip over TypeScript's weak-type check (`{ timeouts }` is not assignable to `{ tls?: ... }`).
 */
type Given<O, K extends string, V> =
  OptionValue<O, K> extends infer T
    ? [T] extends [undefined | false]
      ? 'no'
      : [T] extends [V]
        ? 'yes'
        : 'maybe'
    : never;

type OptionValue<O, K extends string> = K extends keyof O ? O[K] : undefined;

/** No options: {@link createServer}'s default, a plain `http.Server`. */
type NoOptions = Record<never, never>;

/**
 * Any server {@link createServer} makes.
 *
 * @example
 * function port(server: AnyServer) { return (server.address() as AddressInfo).port; }
 */
export type AnyServer = http.Server | https.Server | http2.Http2SecureServer | http2.Http2Server;

/**
 * Creates a node server for `app` (not listening yet): `http` by default, `https` with `tls`,
 * `http2.createSecureServer` (ALPN `h2`, HTTP/1.1 fallback) with `tls` and `http2`, and
 * `http2.createServer` (cleartext h2c, prior knowledge only) with `http2` alone. Requests are
 * built on the app's prototypes for their transport, so no per-request prototype swap happens;
 * Baton's timeouts apply; connections are tracked for {@link shutdown}; `CONNECT` is answered
 * with 501 unless the app adds its own 'connect' listener. The app then emits `'server'` with the
 * new server, so that plugins needing the server's own events (`@batonjs/ws` listens for
 * `'upgrade'`) attach to every server Baton makes for the app: `createServer`, `listen`,
 * `app.listen` and cluster workers.
 *
 * @example
 * const server = createServer(app, { tls: { key, cert }, http2: true });
 * server.listen(8443);
 */
export function createServer<O extends ServerOptions = NoOptions>(app: Application, options?: O): ServerFor<O>;
export function createServer(app: Application, options: ServerOptions = {}): AnyServer {
  const t = resolveTimeouts(options.timeouts);
  const listener: RequestListener = options.defer === false ? app : deferredDispatch(app);
  const http1 = {
    ...http1Classes(app),
    headersTimeout: t.headers,
    requestTimeout: t.request,
    keepAliveTimeout: t.keepAlive,
    connectionsCheckingInterval: t.checkInterval,
  };
  const { tls } = options;
  if (!options.http2) {
    const server =
      tls === undefined
        ? http.createServer(http1, listener)
        : httpsModule().createServer({ ...tls, ...http1 }, listener);
    // No connection tracking: shutdown finds HTTP/1.1 connections with node's own
    // closeIdleConnections/closeAllConnections (see transport/draining.ts for why).
    answerConnectRequests(server);
    return announce(app, server);
  }
  const { allowHTTP1 = true, settings, ...rest } = options.http2 === true ? ({} as Http2Options) : options.http2;
  const h2 = {
    ...rest,
    ...http2Classes(app),
    settings: { maxConcurrentStreams: 100, ...settings },
  };
  if (tls === undefined) {
    const server = http2Module().createServer(h2, listener as never);
    applySessionTimeout(server, t.session);
    trackConnections(server, { tls: false, http1: false });
    answerConnectRequests(server);
    return announce(app, server);
  }
  const server = http2Module().createSecureServer(
    {
      ...tls,
      ...h2,
      allowHTTP1,
      Http1IncomingMessage: http1.IncomingMessage,
      Http1ServerResponse: http1.ServerResponse,
    },
    listener as never,
  );
  applySessionTimeout(server, t.session);
  if (allowHTTP1) {
    // node gives its HTTP/1.1 fallback its own fixed limits, read from these properties.
    const fallback = server as unknown as Record<string, number>;
    fallback.headersTimeout = t.headers;
    fallback.requestTimeout = t.request;
    fallback.keepAliveTimeout = t.keepAlive;
    fallback.connectionsCheckingInterval = t.checkInterval;
  }
  trackConnections(server, { tls: true, http1: allowHTTP1 });
  answerConnectRequests(server);
  return announce(app, server);
}

/**
 * node's HTTPS and HTTP/2 modules, loaded when a server of theirs is asked for: together with TLS
 * they are ~4 MB of a process's memory that an HTTP/1.1 server never needs (issue 28's memory goal).
 */
function httpsModule(): typeof https {
  return process.getBuiltinModule('node:https');
}

function http2Module(): typeof http2 {
  return process.getBuiltinModule('node:http2');
}

/** `app.emit('server', server)`, then the server: see {@link createServer}. */
function announce<S extends AnyServer>(app: Application, server: S): S {
  app.emit('server', server);
  return server;
}

/**
 * node closes an HTTP/2 session idle for `server.timeout` ms when no 'timeout' listener takes
 * over; 0 keeps sessions open for as long as the client likes.
 */
function applySessionTimeout(server: http2.Http2Server | http2.Http2SecureServer, ms: number): void {
  if (ms > 0) server.setTimeout(ms);
}
