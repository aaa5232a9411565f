// The shared transport matrix: every suite in this folder runs its cases once per transport, with
// undici as the client (HTTP/2 through `allowH2` over TLS, and H2CClient for cleartext h2c).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type AnyServer, type Application, createServer, type ServerOptions, shutdown } from '@batonjs/core';
import { type TestRequestOptions, type TestResponse, request as testRequest } from '@batonjs/test-utils';
import { Agent, type Dispatcher, H2CClient } from 'undici';

const fixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url));

/** The committed test-only key pair (see test/fixtures/tls/README.md). */
export const tls = { key: fixture('key.pem'), cert: fixture('cert.pem') };

export interface Transport {
  readonly name: 'http/1.1' | 'https' | 'h2 (tls)' | 'h2c';
  readonly scheme: 'http' | 'https';
  /** The HTTP version major the server sees. */
  readonly major: 1 | 2;
  readonly options: ServerOptions;
  client(origin: string): Dispatcher;
}

const insecure = { rejectUnauthorized: false };

export const transports: readonly Transport[] = [
  { name: 'http/1.1', scheme: 'http', major: 1, options: {}, client: () => new Agent() },
  { name: 'https', scheme: 'https', major: 1, options: { tls }, client: () => new Agent({ connect: insecure }) },
  {
    name: 'h2 (tls)',
    scheme: 'https',
    major: 2,
    options: { tls, http2: true },
    // One connection per origin with up to 100 streams on it, as browsers do for HTTP/2; by default
    // undici's pool sends one request at a time per connection and opens more connections instead.
    client: () => new Agent({ allowH2: true, connections: 1, pipelining: 100, connect: insecure }),
  },
  { name: 'h2c', scheme: 'http', major: 2, options: { http2: true }, client: (origin) => new H2CClient(origin) },
];

/** The transport called `name`. */
export function transport(name: Transport['name']): Transport {
  const found = transports.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no transport ${name}`);
  return found;
}

export interface Started {
  readonly server: AnyServer;
  readonly port: number;
  /** e.g. `https://127.0.0.1:41234` */
  readonly origin: string;
  readonly dispatcher: Dispatcher;
  /** One request through this transport's client; `path` starts with '/'. */
  fetch(path: string, options?: TestRequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/** Serves `app` over `transport` on 127.0.0.1, port 0. */
export async function start(transport: Transport, app: Application, extra: ServerOptions = {}): Promise<Started> {
  const server: AnyServer = createServer(app, { ...transport.options, ...extra });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `${transport.scheme}://127.0.0.1:${port}`;
  const dispatcher = transport.client(origin);
  return {
    server,
    port,
    origin,
    dispatcher,
    fetch: (path, options = {}) => testRequest(`${origin}${path}`, { ...options, dispatcher }),
    close: async () => {
      await dispatcher.destroy();
      await shutdown(server, { timeout: 200 });
    },
  };
}
