import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';
import { sessionSecret } from '../src/session-secret.js';

const dir = mkdtempSync(join(tmpdir(), 'blog-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readConfig', () => {
  it('needs no configuration: port 8080, the embedded database, logging on', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      env: 'development',
      databaseFile: fileURLToPath(new URL('../data/blog.db', import.meta.url)),
      sessionSecret: undefined,
      rateLimitRead: 600,
      rateLimitWrite: 60,
      cacheMaxAge: 60,
      log: true,
      trustProxy: undefined,
      tls: undefined,
      http2: false,
      graphqlIntrospection: true,
      databaseUrl: undefined,
      poolSize: 10,
      workers: 1,
    });
  });

  it('reads the scale-out settings: DATABASE_URL, DATABASE_POOL_SIZE, WORKERS', () => {
    expect(
      readConfig({ DATABASE_URL: 'postgres://blog:pw@db:5432/blog', DATABASE_POOL_SIZE: '4', WORKERS: '3' }),
    ).toMatchObject({ databaseUrl: 'postgres://blog:pw@db:5432/blog', poolSize: 4, workers: 3 });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/blog', WORKERS: 'auto' })).toMatchObject({
      databaseUrl: 'postgresql://db/blog',
      workers: 'auto',
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '0',
      NODE_ENV: 'production',
      DATABASE_FILE: ':memory:',
      SESSION_SECRET: 'abc',
      RATE_LIMIT_READ: '5',
      RATE_LIMIT_WRITE: '2',
      CACHE_MAX_AGE: '0',
      LOG: '0',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      HTTP2: '1',
    });
    expect(config).toMatchObject({
      port: 0,
      env: 'production',
      databaseFile: ':memory:',
      sessionSecret: 'abc',
      rateLimitRead: 5,
      rateLimitWrite: 2,
      cacheMaxAge: 0,
      log: false,
      trustProxy: 'loopback, 10.0.0.0/8',
      http2: true,
    });
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ LOG: 'off' }).log).toBe(false);
    // Introspection follows NODE_ENV unless set.
    expect(config.graphqlIntrospection).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' }).graphqlIntrospection).toBe(true);
    expect(readConfig({ GRAPHQL_INTROSPECTION: 'off' }).graphqlIntrospection).toBe(false);
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be an integer from 0 to 65535; got "http"'],
    [{ PORT: '65536' }, 'PORT must be an integer from 0 to 65535; got "65536"'],
    [{ RATE_LIMIT_READ: '0' }, 'RATE_LIMIT_READ must be an integer from 1 to 999999999; got "0"'],
    [{ RATE_LIMIT_WRITE: '-5' }, 'RATE_LIMIT_WRITE must be an integer from 1 to 999999999; got "-5"'],
    [{ CACHE_MAX_AGE: '1.5' }, 'CACHE_MAX_AGE must be an integer from 0 to 999999999; got "1.5"'],
    [{ TLS_KEY: 'key.pem' }, 'TLS_KEY and TLS_CERT go together'],
    [{ DATABASE_URL: 'mysql://db/blog' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be an integer from 1 to 1000; got "0"'],
    [{ WORKERS: 'many' }, 'WORKERS must be auto or an integer from 1 to 256; got "many"'],
    [{ WORKERS: '0' }, 'WORKERS must be auto or an integer from 1 to 256; got "0"'],
  ])('refuses %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('sessionSecret', () => {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  it('uses SESSION_SECRET when set, silently', () => {
    expect(sessionSecret({ secret: 'given', env: 'production', databaseFile: ':memory:', warn })).toBe('given');
    expect(warnings).toEqual([]);
  });

  it('is required in production', () => {
    expect(() => sessionSecret({ secret: undefined, env: 'production', databaseFile: ':memory:', warn })).toThrow(
      'SESSION_SECRET is required in production',
    );
  });

  it('in development, generates one once, keeps it next to the database (0600) and warns without showing it', () => {
    const databaseFile = join(dir, 'new', 'blog.db');
    const first = sessionSecret({ secret: undefined, env: 'development', databaseFile, warn });
    const second = sessionSecret({ secret: undefined, env: 'development', databaseFile, warn });
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'new', 'session-secret')).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(2);
    expect(warnings.join('')).not.toContain(first);
  });

  it('reads a secret another process wrote', () => {
    writeFileSync(join(dir, 'session-secret'), 'shared-secret\n');
    expect(sessionSecret({ secret: undefined, env: 'test', databaseFile: join(dir, 'x.db'), warn })).toBe(
      'shared-secret',
    );
  });
});
