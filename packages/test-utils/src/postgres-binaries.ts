import { execFileSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where a PostgreSQL server's programs are: `initdb`, `pg_ctl` and the `bindir` holding them. */
export interface PostgresBinaries {
  readonly bindir: string;
  readonly initdb: string;
  readonly pgCtl: string;
  /** What `initdb --version` says, e.g. `initdb (PostgreSQL) 15.18`. */
  readonly version: string;
}

/**
 * What {@link locatePostgres} found: the binaries, or why there are none (every place looked in).
 *
 * @example
 * const found: PostgresLookup = locatePostgres();
 */
export type PostgresLookup =
  | { readonly ok: true; readonly binaries: PostgresBinaries }
  | { readonly ok: false; readonly reason: string };

/** Debian puts each major version's server programs here, not on PATH. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `pg_config --bindir`, when pg_config is installed (Debian's from libpq-dev points into DEBIAN_ROOT). */
function pgConfigBindir(): string[] {
  try {
    return [execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()];
  } catch {
    return [];
  }
}

/** Debian's version directories, 15 first (what production runs), then the newest. */
function debianBindirs(): string[] {
  let versions: string[];
  try {
    versions = readdirSync(DEBIAN_ROOT);
  } catch {
    return [];
  }
  const ordered = versions.sort((a, b) => Number(b) - Number(a));
  return ['15', ...ordered.filter((v) => v !== '15')].map((v) => join(DEBIAN_ROOT, v, 'bin'));
}

/**
 * Finds PostgreSQL's server programs. Looks in `$BATON_PG_BINDIR`, `pg_config --bindir`,
 * `/usr/lib/postgresql/<major>/bin` (15 first) and then `PATH`, and takes the first directory
 * that has both `initdb` and `pg_ctl`.
 *
 * @example
 * const found = locatePostgres();
 * if (!found.ok) console.warn(found.reason);
 */
export function locatePostgres(): PostgresLookup {
  const fromEnv = process.env.BATON_PG_BINDIR;
  const candidates = [
    ...(fromEnv ? [fromEnv] : []),
    ...pgConfigBindir(),
    ...debianBindirs(),
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  ];
  const looked = [...new Set(candidates)];
  for (const bindir of looked) {
    const initdb = join(bindir, 'initdb');
    const pgCtl = join(bindir, 'pg_ctl');
    if (!executable(initdb) || !executable(pgCtl)) continue;
    const version = execFileSync(initdb, ['--version'], { encoding: 'utf8' }).trim();
    return { ok: true, binaries: { bindir, initdb, pgCtl, version } };
  }
  return {
    ok: false,
    reason:
      `PostgreSQL's initdb and pg_ctl were not found (looked in ${looked.join(', ') || 'nothing'}); ` +
      'install them with `apt-get install postgresql` or set BATON_PG_BINDIR',
  };
}

/**
 * Why tests that need PostgreSQL cannot run here, or `undefined` when they can. On CI (`CI` set)
 * a missing PostgreSQL is an error instead, since `.ci/run` installs it: a silent skip there would
 * hide a broken install.
 *
 * @example
 * const skip = postgresSkipReason();
 * describe.skipIf(skip !== undefined)('on PostgreSQL', () => { ... });
 */
export function postgresSkipReason(): string | undefined {
  const found = locatePostgres();
  if (found.ok) return undefined;
  if (process.env.CI) throw new Error(`CI must run the PostgreSQL tests: ${found.reason}`);
  return found.reason;
}
