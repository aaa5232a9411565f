import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnyServer, type Application, createApp, listen, shutdown } from '@batonjs/core';
import { type ClientOptions, WebSocket } from 'ws';
import { type WebSocketHub, type WebSocketOptions, websockets } from '../../src/index.js';

/** An app with WebSockets on, listening on 127.0.0.1 port 0. */
export interface WsTestServer {
  readonly app: Application;
  readonly hub: WebSocketHub;
  readonly server: AnyServer;
  readonly port: number;
  /** `ws://127.0.0.1:<port>` */
  readonly wsOrigin: string;
  /** `http://127.0.0.1:<port>` */
  readonly httpOrigin: string;
  close(): Promise<void>;
}

/** Builds an app (`setup` adds its routes), turns WebSockets on with `options` and listens. */
export async function startWs(
  setup: (app: Application) => void,
  options: WebSocketOptions = {},
): Promise<WsTestServer> {
  const app = createApp();
  const hub = websockets(app, options);
  setup(app);
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  const { port } = server.address() as AddressInfo;
  return {
    app,
    hub,
    server,
    port,
    wsOrigin: `ws://127.0.0.1:${port}`,
    httpOrigin: `http://127.0.0.1:${port}`,
    close: async () => {
      hub.close();
      await shutdown(server, { timeout: 500 });
    },
  };
}

/** Opens a socket; resolves once open. */
export async function open(url: string, options: ClientOptions = {}): Promise<WebSocket> {
  return (await openWithHeaders(url, options)).ws;
}

/** Opens a socket; resolves once open, with the headers of the server's 101. */
export function openWithHeaders(
  url: string,
  options: ClientOptions = {},
): Promise<{ ws: WebSocket; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    keepMessages(ws);
    let headers: IncomingMessage['headers'] = {};
    ws.once('upgrade', (res) => {
      headers = res.headers;
    });
    ws.once('open', () => resolve({ ws, headers }));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`unexpected response ${res.statusCode}`)));
  });
}

/** What the server answered instead of upgrading. */
export interface Refusal {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** Opens a socket that the server is expected to refuse: resolves with the HTTP answer. */
export function refused(url: string, options: ClientOptions = {}): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.once('open', () => {
      ws.terminate();
      reject(new Error('the socket opened'));
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

/** Messages received and not yet taken, and who waits for the next one, per socket. */
interface Inbox {
  readonly received: string[];
  readonly waiting: Array<(message: string) => void>;
}
const inboxes = new WeakMap<WebSocket, Inbox>();

/**
 * Keeps what `ws` receives from its first frame on: a message may arrive in the same read as the
 * 101, before the code awaiting 'open' could listen for it.
 */
function keepMessages(ws: WebSocket): void {
  const inbox: Inbox = { received: [], waiting: [] };
  inboxes.set(ws, inbox);
  ws.on('message', (data) => {
    const waiter = inbox.waiting.shift();
    if (waiter) waiter(String(data));
    else inbox.received.push(String(data));
  });
}

/** The next message on `ws` (opened by {@link open}), as text; rejects if it closes first. */
export function nextMessage(ws: WebSocket): Promise<string> {
  const inbox = inboxes.get(ws) as Inbox;
  const first = inbox.received.shift();
  if (first !== undefined) return Promise.resolve(first);
  return new Promise((resolve, reject) => {
    inbox.waiting.push(resolve);
    ws.once('close', (code) => reject(new Error(`closed with ${code} before a message`)));
  });
}

/** How `ws` closed: code and reason. */
export function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) resolve({ code: 1006, reason: '' });
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}
