import type { AddressInfo } from 'node:net';
import baton, { type AnyServer, type ServerOptions } from 'batonjs';
import { createBlogApp } from './app.js';
import { ConfigError, readConfig } from './config.js';
import { startExportRunner } from './exports/export-runner.js';
import { sessionSecret } from './session-secret.js';
import { SEED_DATA } from './store/seed-data.js';
import { openSqliteStore } from './store/sqlite/sqlite-store.js';

// The README's start command runs this: the blog on port 8080 (PORT overrides) with the embedded
// SQLite database (DATABASE_FILE overrides), created and seeded on first start. TLS_KEY and
// TLS_CERT (PEM file paths) serve it over HTTPS; HTTP2=1 serves HTTP/2, over TLS with an HTTP/1.1
// fallback when a key pair is given, else as cleartext h2c. See examples/blog/README.md.
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const secret = sessionSecret({
    secret: config.sessionSecret,
    env: config.env,
    databaseFile: config.databaseFile,
    warn: (message) => console.warn(`[blog] warning: ${message}`),
  });
  const store = await openSqliteStore({ file: config.databaseFile, seed: SEED_DATA });
  const runner = startExportRunner({
    store,
    pollMs: config.exportPollMs,
    onError: (err, job) => console.error(`[blog] export ${job.id} failed:`, err),
  });
  const app = createBlogApp({
    store,
    sessionSecret: secret,
    rateLimit: { read: config.rateLimitRead, write: config.rateLimitWrite },
    cacheMaxAge: config.cacheMaxAge,
    log: config.log ? { prefix: '[blog]' } : false,
    trustProxy: config.trustProxy,
    onExportQueued: () => runner.wake(),
    graphql: { introspection: config.graphqlIntrospection },
  });
  app.set('env', config.env);

  const options: ServerOptions = { ...(config.tls === undefined ? {} : { tls: config.tls }), http2: config.http2 };
  const server: AnyServer = baton.createServer(app, options);
  server.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    const scheme = config.tls === undefined ? 'http' : 'https';
    const protocol = config.http2
      ? config.tls === undefined
        ? 'HTTP/2 cleartext (h2c)'
        : 'HTTP/2 and HTTP/1.1'
      : 'HTTP/1.1';
    console.log(`Blog service on ${scheme}://localhost:${port} over ${protocol} (database ${config.databaseFile})`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // In-flight requests finish (up to 10 s); then the runner stops and the database closes.
      void baton
        .shutdown(server, { timeout: 10_000 })
        .then(() => runner.stop())
        .then(() => store.close())
        .then(() => process.exit(0));
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `[blog] ${err.message}` : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
