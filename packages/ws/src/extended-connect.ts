import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { Duplex } from 'node:stream';
import { type CompatResponse, refuseConnect } from '@batonjs/core';
import type { WebSocket } from 'ws';

/** An HTTP/2 server (plain or secure): what `updateSettings` tells apart. */
export function isHttp2Server(server: EventEmitter): server is EventEmitter & {
  updateSettings(settings: { enableConnectProtocol: boolean }): void;
} {
  return typeof (server as { updateSettings?: unknown }).updateSettings === 'function';
}

/**
 * A CONNECT that is not a WebSocket, on a server where the hub listens for 'connect': core's own
 * listener stays silent once another one is there, so the hub answers it as core would (501),
 * unless the app has a 'connect' listener of its own (a third one), which then answers.
 */
export function answerOtherConnect(server: EventEmitter, req: IncomingMessage, target: Duplex | CompatResponse): void {
  if (server.listenerCount('connect') > 2) return;
  refuseConnect(req, target);
}

/** The options ws's server hands each socket it completes; the same here. */
interface ServerSocketOptions {
  readonly allowSynchronousEvents?: boolean | undefined;
  readonly maxBufferedChunks?: number | undefined;
  readonly maxFragments?: number | undefined;
  readonly maxPayload?: number | undefined;
  readonly skipUTF8Validation?: boolean | undefined;
}

/** The constructor form ws's server uses (`new WebSocket(null, undefined, serverOptions)`), and `setSocket`. */
type ServerSideSocket = new (
  address: null,
  protocols: undefined,
  options: ServerSocketOptions,
) => WebSocket & { setSocket(socket: Duplex, head: Buffer, options: ServerSocketOptions): void };

/**
 * RFC 8441 §5: the server accepts with a 200 (no Sec-WebSocket-Accept), and from then on the
 * stream's DATA frames carry the WebSocket frames. The socket is made as ws's server makes one
 * after an HTTP/1.1 handshake (a null address: the server side, unmasked; `setSocket` takes any
 * duplex, which an HTTP/2 stream is), with the same options, so every limit holds alike.
 */
export function acceptOverStream(
  res: Http2ServerResponse,
  SocketClass: typeof WebSocket,
  options: ServerSocketOptions,
): WebSocket {
  // node's compatibility writeHead sends the HEADERS frame at once; the stream stays open.
  res.writeHead(200);
  // The compatibility request reads the stream too; left paused it would pause the stream once
  // its buffer filled, stalling the socket. Resumed, it drops what it reads.
  res.req.resume();
  const ws = new (SocketClass as unknown as ServerSideSocket)(null, undefined, options);
  ws.setSocket(res.stream, Buffer.alloc(0), {
    allowSynchronousEvents: options.allowSynchronousEvents,
    maxBufferedChunks: options.maxBufferedChunks,
    maxFragments: options.maxFragments,
    maxPayload: options.maxPayload,
    skipUTF8Validation: options.skipUTF8Validation,
  });
  return ws;
}
