// For the differential tests: serveStatic and serve-static 2 with the same root and options, each
// behind the same request listener, started before a describe block's tests and closed after.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { serve, type TestServer } from '@batonjs/test-utils';
import referenceServeStatic from 'serve-static';
import { afterAll, beforeAll } from 'vitest';
import { type ServeStaticOptions, serveStatic } from '../src/index.js';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Both servers, once `beforeAll` has run. */
export interface BothServers {
  readonly ours: TestServer;
  readonly theirs: TestServer;
}

/**
 * Registers beforeAll/afterAll hooks serving `root()` both ways through `wrap`.
 *
 * @example
 * const servers = useBothServers(() => fx.root, { fallthrough: false }, app);
 * it('...', () => rawRequest(servers.ours.port, message));
 */
export function useBothServers(
  root: () => string,
  options: ServeStaticOptions | null,
  wrap: (middleware: Middleware) => RequestListener,
): BothServers {
  const servers = {} as { ours: TestServer; theirs: TestServer };
  beforeAll(async () => {
    servers.ours = await serve(wrap(serveStatic(root(), options)));
    const reference = referenceServeStatic(root(), options as referenceServeStatic.ServeStaticOptions);
    servers.theirs = await serve(wrap(reference as Middleware));
  });
  afterAll(async () => {
    await servers.ours.close();
    await servers.theirs.close();
  });
  return servers;
}
