import type { EventEmitter } from 'node:events';
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Application, Request } from '@batonjs/core';
import { isThenable } from '@batonjs/http';
import { type ServerOptions, WebSocket, WebSocketServer } from 'ws';
import { boundedSocketClass } from './bounded-socket.js';
import type { WsError } from './errors.js';
import { acceptOverStream, answerOtherConnect, isHttp2Server } from './extended-connect.js';
import { handshakeRefusal } from './handshake-checks.js';
import type { ResolvedOptions } from './options.js';
import { kUpgrade, type SocketHandler, type UpgradeContext, type UpgradeRequest } from './upgrade-context.js';

/**
 * What a {@link WebSocketHub} has seen since it was made.
 *
 * @example
 * const { overflowed, deadPeers } = hub.stats;
 */
export interface WebSocketStats {
  /** Sockets opened. */
  readonly opened: number;
  /** Upgrade requests answered with an HTTP response instead (refused by a check or middleware, or not found). */
  readonly refused: number;
  /** Upgrade requests that neither upgraded nor were answered within `handshakeTimeout` (connection destroyed). */
  readonly timedOut: number;
  /** Sockets closed with 1013 because a send would have passed `maxBufferedAmount`. */
  readonly overflowed: number;
  /** Sockets terminated because they missed a heartbeat. */
  readonly deadPeers: number;
}

/** Close code 1001 (RFC 6455 §7.4.1): the server is going away. */
export const GOING_AWAY = 1001;
/** Close code 1011: the server met an unexpected condition (here: the socket handler threw). */
const INTERNAL_ERROR = 1011;

/**
 * Fields of the 101 response that belong to the handshake itself. The app's other headers, set by
 * middleware on the upgrade request (a refreshed session's `Set-Cookie`, say), go out with it.
 */
const HANDSHAKE_FIELDS = new Set([
  'connection',
  'upgrade',
  'sec-websocket-accept',
  'sec-websocket-protocol',
  'sec-websocket-extensions',
  'content-length',
  'content-type',
  'transfer-encoding',
  'keep-alive',
]);

/** A reset connection must not become an uncaught 'error' (ws sets its own listener once upgraded). */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

/** ws emits 'error' before closing a socket on a protocol error (1002, 1007, 1009): expected, not a crash. */
function ignoreSocketError(): void {}

/** Copies the headers middleware set on the upgrade request's response onto the 101. */
function copyAppHeaders(headers: string[], req: IncomingMessage): void {
  const res = (req as Request).res;
  if (res === undefined) return;
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || HANDSHAKE_FIELDS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push(`${name}: ${v}`);
  }
}

/**
 * The WebSocket side of one app: dispatches the upgrade requests of the servers it is attached
 * to through the app, completes the handshakes its `ws()` routes allow, and keeps the open sockets
 * within bounds (message size, send buffer, heartbeat). Made by {@link websockets}.
 */
export class WebSocketHub {
  readonly #app: Application;
  readonly #options: ResolvedOptions;
  readonly #wss: WebSocketServer;
  /** ws's WebSocket with the send-buffer cap: what both kinds of handshake make. */
  readonly #SocketClass: typeof WebSocket;
  readonly #attached = new WeakSet<object>();
  /** The server each socket came through, so one server's shutdown closes only its own. */
  readonly #serverOf = new WeakMap<WebSocket, object>();
  /** Sockets pinged by the last heartbeat that have not answered yet. */
  readonly #unanswered = new Set<WebSocket>();
  #heartbeat: NodeJS.Timeout | undefined;
  readonly #stats = { opened: 0, refused: 0, timedOut: 0, overflowed: 0, deadPeers: 0 };
  /** 'pong' and 'close' listener of every socket: it answered, or is gone. */
  readonly #forget: (this: WebSocket) => void;

  /** @internal Use {@link websockets}. */
  constructor(app: Application, options: ResolvedOptions) {
    this.#app = app;
    this.#options = options;
    const unanswered = this.#unanswered;
    // One listener function per hub, not one closure per socket: `this` is the socket.
    this.#forget = function forget() {
      unanswered.delete(this);
    };
    this.#SocketClass = boundedSocketClass(options.maxBufferedAmount, () => {
      this.#stats.overflowed++;
    });
    const wssOptions: ServerOptions & { closeTimeout: number } = {
      noServer: true,
      clientTracking: true,
      // Compression costs tens of KB of zlib state per socket and opens a decompression-bomb
      // surface; off, as in ws's own default.
      perMessageDeflate: false,
      maxPayload: options.maxPayload,
      closeTimeout: options.closeTimeout,
      WebSocket: this.#SocketClass,
    };
    this.#wss = new WebSocketServer(wssOptions);
    this.#wss.on('headers', copyAppHeaders);
  }

  /**
   * The open sockets.
   *
   * @example
   * for (const ws of hub.clients) ws.send(JSON.stringify(event));
   */
  get clients(): ReadonlySet<WebSocket> {
    return this.#wss.clients;
  }

  /**
   * Counters since the hub was made (a copy).
   *
   * @example
   * console.log(hub.stats.deadPeers);
   */
  get stats(): WebSocketStats {
    return { ...this.#stats };
  }

  /**
   * Dispatches `server`'s upgrade requests through the app, and on an HTTP/2 server its extended
   * CONNECT requests (RFC 8441, advertised in its SETTINGS). Servers Baton creates for the app
   * (`createServer`, `listen`, `app.listen`) are attached by {@link websockets}; call this for
   * one made otherwise, such as `http.createServer(app)`. Attaching twice does nothing.
   *
   * @example
   * const server = http.createServer(app);
   * websockets(app).attach(server);
   */
  attach(server: EventEmitter): this {
    if (this.#attached.has(server)) return this;
    this.#attached.add(server);
    const hub = this;
    server.on('upgrade', function onUpgrade(this: EventEmitter, req: IncomingMessage, socket: Duplex, head: Buffer) {
      hub.#dispatch(this, req, socket, head);
    });
    if (isHttp2Server(server)) {
      // RFC 8441: tell HTTP/2 clients they may open WebSockets on a stream (SETTINGS_ENABLE_CONNECT_PROTOCOL).
      server.updateSettings({ enableConnectProtocol: true });
      server.on('connect', function onConnect(this: EventEmitter, req: IncomingMessage, target: Duplex) {
        hub.#dispatchConnect(this, req, target);
      });
    }
    server.on('shutdown', () => this.#goAway(server));
    if (this.#heartbeat === undefined && this.#options.heartbeat > 0) {
      this.#heartbeat = setInterval(() => this.#beat(), this.#options.heartbeat);
      // The heartbeat alone never keeps a process alive.
      this.#heartbeat.unref();
    }
    return this;
  }

  /**
   * Closes every socket with 1001 (going away) and stops the heartbeat.
   *
   * @example
   * process.once('SIGTERM', () => hub.close());
   */
  close(): void {
    if (this.#heartbeat !== undefined) clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    for (const ws of this.#wss.clients) ws.close(GOING_AWAY, 'server shutting down');
  }

  /** @internal Why the handshake on `req` is refused before any more middleware runs, if it is. */
  refusal(req: Request): WsError | undefined {
    return handshakeRefusal(req, this.#options, this.#wss.clients.size);
  }

  /**
   * @internal The last layer of a `ws()` route: completes the handshake on the upgrade request's
   * socket and hands the socket to `handler`.
   */
  upgrade(req: UpgradeRequest, res: ServerResponse, handler: SocketHandler): void {
    const context = req[kUpgrade] as UpgradeContext;
    context.settle();
    // The socket outlives the request: nothing of it may keep req and res alive.
    context.socket.off('close', context.settle);
    if (res.headersSent || context.socket.destroyed) return;
    if (context.http2) {
      const ws = acceptOverStream(res as unknown as Http2ServerResponse, this.#SocketClass, this.#wss.options);
      // What ws's server does for the sockets it completes itself.
      this.#wss.clients.add(ws);
      ws.on('close', () => this.#wss.clients.delete(ws));
      this.#open(ws, req, context.server, handler);
      return;
    }
    // From here on the bytes are WebSocket frames, no longer this response's.
    res.detachSocket(context.socket as Socket);
    this.#wss.handleUpgrade(req, context.socket, context.head, (ws) => this.#open(ws, req, context.server, handler));
  }

  /**
   * Runs an upgrade request through the app with a response written to the request's own socket:
   * a handler that answers (401, 403, 429, or the final handler's 404) refuses the upgrade with
   * that answer and the connection closes; a `ws()` route upgrades it.
   */
  #dispatch(server: object, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', destroyOnError);
    const res = new ServerResponse(req);
    res.assignSocket(socket as Socket);
    res.shouldKeepAlive = false;
    const timer = setTimeout(() => {
      this.#stats.timedOut++;
      res.destroy();
      socket.destroy();
    }, this.#options.handshakeTimeout);
    const settle = (): void => clearTimeout(timer);
    res.once('finish', () => {
      settle();
      this.#stats.refused++;
      (socket as Socket).destroySoon();
    });
    socket.once('close', settle);
    const context: UpgradeContext = { hub: this, server, socket, head, http2: false, settle };
    (req as UpgradeRequest)[kUpgrade] = context;
    this.#app.handle(req, res);
  }

  /**
   * An HTTP/2 extended CONNECT for a WebSocket (RFC 8441 §4) runs through the app like an HTTP/1.1
   * upgrade; its stream is the socket, its compatibility response the answer. Other CONNECTs get
   * what they got before the hub listened: 501.
   */
  #dispatchConnect(server: EventEmitter, req: IncomingMessage, target: Duplex): void {
    if (req.httpVersionMajor < 2 || req.headers[':protocol'] !== 'websocket') {
      answerOtherConnect(server, req, target);
      return;
    }
    const res = target as unknown as Http2ServerResponse;
    const stream = (req as unknown as Http2ServerRequest).stream;
    // The stream's data is the tunnel, not a body: the request is complete with its headers. Said
    // so, an error answer does not wait for a body end that only comes when the socket closes.
    Object.defineProperty(req, 'complete', { configurable: true, value: true });
    const timer = setTimeout(() => {
      this.#stats.timedOut++;
      stream.destroy();
    }, this.#options.handshakeTimeout);
    const settle = (): void => clearTimeout(timer);
    res.once('finish', () => {
      settle();
      this.#stats.refused++;
      // Answered: the client's half of the CONNECT stream is of no more use (RST_STREAM NO_ERROR),
      // as the connection is closed after an HTTP/1.1 refusal.
      if (!stream.closed) stream.close();
    });
    stream.once('close', settle);
    const context: UpgradeContext = { hub: this, server, socket: stream, head: Buffer.alloc(0), http2: true, settle };
    (req as UpgradeRequest)[kUpgrade] = context;
    this.#app.handle(req, res as unknown as ServerResponse);
  }

  #open(ws: WebSocket, req: IncomingMessage, server: object, handler: SocketHandler): void {
    this.#stats.opened++;
    this.#serverOf.set(ws, server);
    ws.on('error', ignoreSocketError);
    ws.on('pong', this.#forget);
    ws.on('close', this.#forget);
    const fail = (err: unknown): void => {
      if (ws.readyState === WebSocket.OPEN) ws.close(INTERNAL_ERROR, 'internal error');
      if (this.#app.get('env') !== 'test') console.error((err as { stack?: string } | null)?.stack ?? String(err));
    };
    try {
      const result = handler(ws, req as never);
      if (isThenable(result)) result.then(undefined, fail);
    } catch (err) {
      fail(err);
    }
  }

  /** Terminates the sockets that missed the last ping, pings the others. */
  #beat(): void {
    for (const ws of this.#wss.clients) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (this.#unanswered.has(ws)) {
        this.#unanswered.delete(ws);
        this.#stats.deadPeers++;
        ws.terminate();
        continue;
      }
      this.#unanswered.add(ws);
      ws.ping();
    }
  }

  /** The server is shutting down: its sockets are closed with 1001, the others stay. */
  #goAway(server: object): void {
    for (const ws of this.#wss.clients)
      if (this.#serverOf.get(ws) === server) ws.close(GOING_AWAY, 'server shutting down');
  }
}
