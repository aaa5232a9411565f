import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import baton, { type AnyServer, createPubSub, type Drainable, type PubSub, type ServerOptions } from 'batonjs';
import { createBlogApp } from './app.js';
import { type Config, ConfigError, readConfig } from './config.js';
import { createBlogEvents } from './events/create-blog-events.js';
import { openPostgresPubSub } from './events/postgres-pub-sub.js';
import { startExportRunner } from './exports/export-runner.js';
import { sessionSecret } from './session-secret.js';
import type { DatabaseStore } from './store/database-store.js';
import { createPostgresPool } from './store/postgres/pool.js';
import { openPostgresStore } from './store/postgres/postgres-store.js';
import { SEED_DATA } from './store/seed-data.js';
import { openSqliteStore } from './store/sqlite/sqlite-store.js';

// The README's start command runs this: the blog on port 8080 (PORT overrides) with the embedded
// SQLite database (DATABASE_FILE overrides), created and seeded on first start, or on PostgreSQL
// when DATABASE_URL is set. WORKERS=n (or auto) runs n processes under cluster(), sharing the
// port. TLS_KEY and TLS_CERT (PEM file paths) serve it over HTTPS; HTTP2=1 serves HTTP/2, over TLS
// with an HTTP/1.1 fallback when a key pair is given, else as cleartext h2c. See examples/blog/README.md.
async function main(): Promise<void> {
  const config = readConfig(process.env);
  if (config.databaseUrl === undefined && config.databaseFile === ':memory:' && config.workers !== 1) {
    throw new ConfigError(
      'DATABASE_FILE=:memory: would give each worker a database of its own: with WORKERS, use a file or DATABASE_URL',
    );
  }
  // Draining takes up to 10 s (in-flight requests finish); then the runner stops and the store closes.
  await baton.cluster(() => startWorker(config), { workers: config.workers, drainTimeout: 10_000 });
}

/**
 * Each worker opens its own store (its own pool on PostgreSQL; migrations run once, under a lock)
 * and its end of the event bus: PostgreSQL LISTEN/NOTIFY when the store is PostgreSQL (every
 * process on every machine), else the cluster primary (every worker; in-process with one).
 */
async function openStore(config: Config): Promise<{ store: DatabaseStore; bus: PubSub }> {
  if (config.databaseUrl === undefined) {
    return {
      store: await openSqliteStore({ file: config.databaseFile, seed: SEED_DATA }),
      bus: createPubSub({ cluster: true }),
    };
  }
  const pool = createPostgresPool({ url: config.databaseUrl, max: config.poolSize });
  const store = await openPostgresStore({ pool, seed: SEED_DATA });
  return { store, bus: await openPostgresPubSub({ url: config.databaseUrl, pool }) };
}

function describeDatabase(config: Config): string {
  if (config.databaseUrl === undefined) return config.databaseFile;
  // Never print the password.
  const url = new URL(config.databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}

async function startWorker(config: Config): Promise<Drainable> {
  const secret = sessionSecret({
    secret: config.sessionSecret,
    env: config.env,
    databaseFile: config.databaseFile,
    warn: (message) => console.warn(`[blog] warning: ${message}`),
  });
  const { store, bus } = await openStore(config);
  const events = createBlogEvents({ bus });
  const runner = startExportRunner({
    store,
    pollMs: config.exportPollMs,
    onError: (err, job) => console.error(`[blog] export ${job.id} failed:`, err),
  });
  let draining = false;
  // One process counts alone in memory; several (or several machines, on PostgreSQL) share the
  // database's counters, so a client's budget is the same whichever process answers.
  const shared = config.databaseUrl !== undefined || config.workers !== 1;
  const app = createBlogApp({
    store,
    events,
    sessionSecret: secret,
    rateLimit: {
      read: config.rateLimitRead,
      write: config.rateLimitWrite,
      windowMs: config.rateLimitWindowMs,
      ...(shared ? { store: store.counters } : {}),
    },
    cacheMaxAge: config.cacheMaxAge,
    log: config.log ? { prefix: '[blog]' } : false,
    trustProxy: config.trustProxy,
    onExportQueued: () => runner.wake(),
    isDraining: () => draining,
    graphql: { introspection: config.graphqlIntrospection },
  });
  app.set('env', config.env);

  const options: ServerOptions = { ...(config.tls === undefined ? {} : { tls: config.tls }), http2: config.http2 };
  const server: AnyServer = baton.createServer(app, options);
  server.listen(config.port);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const scheme = config.tls === undefined ? 'http' : 'https';
  const protocol = config.http2
    ? config.tls === undefined
      ? 'HTTP/2 cleartext (h2c)'
      : 'HTTP/2 and HTTP/1.1'
    : 'HTTP/1.1';
  console.log(`Blog service on ${scheme}://localhost:${port} over ${protocol} (database ${describeDatabase(config)})`);

  return {
    async shutdown(drain) {
      // /readyz answers 503 from now on, on the connections still open while in-flight requests finish.
      draining = true;
      const result = await baton.shutdown(server, drain);
      await runner.stop();
      await events.close();
      await store.close();
      return result;
    },
  };
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `[blog] ${err.message}` : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
