import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Everything main.ts reads from the environment, checked once at start. */
export interface Config {
  readonly port: number;
  readonly env: string;
  readonly databaseFile: string;
  /** PostgreSQL instead of the SQLite file when set (`postgres://…`). */
  readonly databaseUrl: string | undefined;
  /** Connections each worker's PostgreSQL pool may open. */
  readonly poolSize: number;
  /** Worker processes (`cluster()`); 'auto' is one per available CPU. */
  readonly workers: number | 'auto';
  readonly sessionSecret: string | undefined;
  readonly rateLimitRead: number;
  readonly rateLimitWrite: number;
  /** The rate limits' window in ms (RATE_LIMIT_WINDOW_MS, default one minute). */
  readonly rateLimitWindowMs: number;
  readonly cacheMaxAge: number;
  readonly log: boolean;
  readonly trustProxy: boolean | number | string | undefined;
  readonly exportPollMs: number;
  readonly tls: { readonly key: Buffer; readonly cert: Buffer } | undefined;
  readonly http2: boolean;
  /** GraphQL introspection: GRAPHQL_INTROSPECTION, by default on except in production. */
  readonly graphqlIntrospection: boolean;
}

/**
 * A setting that cannot be used; main.ts prints the message and exits with status 2.
 *
 * @example
 * throw new ConfigError('PORT must be an integer from 0 to 65535; got "http"');
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// Next to the package (examples/blog/data/), wherever the command runs from.
const DEFAULT_DATABASE = fileURLToPath(new URL('../data/blog.db', import.meta.url));

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = 999_999_999): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** TRUST_PROXY as Express reads `trust proxy`: true/false, a hop count, or addresses and subnets. */
function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return /^[0-9]+$/.test(raw) ? Number(raw) : raw;
}

function databaseUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the SQLite file)');
  }
  return raw;
}

function workersOf(raw: string | undefined): number | 'auto' {
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return 'auto';
  const value = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= 256))
    throw new ConfigError(`WORKERS must be auto or an integer from 1 to 256; got "${raw}"`);
  return value;
}

/**
 * Reads and checks the service's environment variables (the README lists them).
 *
 * @example
 * const config = readConfig(process.env); // throws ConfigError on a bad value
 */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const { TLS_KEY, TLS_CERT } = env;
  if ((TLS_KEY === undefined) !== (TLS_CERT === undefined)) {
    throw new ConfigError('TLS_KEY and TLS_CERT go together: set both (PEM file paths) or neither');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    env: env.NODE_ENV || 'development',
    databaseFile: env.DATABASE_FILE || DEFAULT_DATABASE,
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    workers: workersOf(env.WORKERS),
    sessionSecret: env.SESSION_SECRET || undefined,
    rateLimitRead: integer(env, 'RATE_LIMIT_READ', 600, 1),
    rateLimitWrite: integer(env, 'RATE_LIMIT_WRITE', 60, 1),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000),
    cacheMaxAge: integer(env, 'CACHE_MAX_AGE', 60, 0),
    log: flag(env.LOG, true),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    exportPollMs: integer(env, 'EXPORT_POLL_MS', 1000, 10),
    tls:
      TLS_KEY === undefined || TLS_CERT === undefined
        ? undefined
        : { key: readFileSync(TLS_KEY), cert: readFileSync(TLS_CERT) },
    http2: flag(env.HTTP2, false),
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION, (env.NODE_ENV || 'development') !== 'production'),
  };
}
