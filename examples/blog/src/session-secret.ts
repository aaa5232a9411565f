import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from './config.js';

export interface SecretOptions {
  readonly secret: string | undefined;
  readonly env: string;
  readonly databaseFile: string;
  /** Where the warning goes (never the secret itself). */
  readonly warn: (message: string) => void;
}

/**
 * The secret that signs session cookies. SESSION_SECRET when set; required in production, where a
 * secret made up by one process would log everyone out on restart and differ between processes.
 * In development, a random one is generated once and kept next to the database (mode 0600), with
 * a warning; with an in-memory database it lives as long as the process.
 *
 * @example
 * const secret = sessionSecret({ secret: process.env.SESSION_SECRET, env, databaseFile, warn: console.warn });
 */
export function sessionSecret(options: SecretOptions): string {
  if (options.secret !== undefined) return options.secret;
  if (options.env === 'production') {
    throw new ConfigError('SESSION_SECRET is required in production (the same value for every process)');
  }
  if (options.databaseFile === ':memory:') {
    options.warn('SESSION_SECRET is not set: using a random secret for this process only (logins end with it)');
    return randomBytes(32).toString('base64url');
  }
  const dir = dirname(options.databaseFile);
  const file = join(dir, 'session-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(32).toString('base64url');
    mkdirSync(dir, { recursive: true });
    // 'wx': if another process created it in between, fail rather than overwrite, and read theirs.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  options.warn(`SESSION_SECRET is not set: using the development secret kept in ${file} (set it in production)`);
  return secret;
}
