import type { Application } from '../types/application.js';
import { type AnyServer, createServer, type ServerFor, type ServerOptions } from './create-server.js';

/**
 * {@link ServerOptions} plus where to listen.
 *
 * @example
 * const options: ListenOptions = { port: 8443, host: '0.0.0.0', tls: { key, cert }, http2: true };
 */
export interface ListenOptions extends ServerOptions {
  /** Default 443 with `tls`, else 80 (pass 0 for any free port). */
  readonly port?: number;
  /** Default: every interface, as node's `listen`. */
  readonly host?: string;
}

/**
 * The port {@link listen} uses when none is given: 443 with TLS, 80 without.
 *
 * @example
 * defaultPort({ tls: { key, cert } }); // 443
 */
export function defaultPort(options: ServerOptions): number {
  return options.tls === undefined ? 80 : 443;
}

/**
 * {@link createServer}, then `listen`: resolves with the server once it listens, rejects with
 * the listen error (`EADDRINUSE`, `EACCES` for ports below 1024 without privileges, ...).
 *
 * @example
 * const server = await listen(app, { port: 8443, tls: { key, cert }, http2: true });
 */
export function listen<O extends ListenOptions = Record<never, never>>(
  app: Application,
  options?: O,
): Promise<ServerFor<O>>;
export function listen(app: Application, options: ListenOptions = {}): Promise<AnyServer> {
  const { port = defaultPort(options), host, ...serverOptions } = options;
  const server = createServer(app, serverOptions);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const ready = (): void => {
      server.off('error', reject);
      resolve(server);
    };
    if (host === undefined) server.listen(port, ready);
    else server.listen(port, host, ready);
  });
}
