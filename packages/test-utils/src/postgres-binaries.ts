import { execFileSync, type StdioOptions } from 'node:child_process';
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

/**
 * Where {@link locatePostgres} looks; the defaults are this process's environment and Debian's
 * layout. Tests give others to see what happens where nothing is installed.
 *
 * @example
 * locatePostgres({ env: { PATH: '/nowhere' }, debianRoot: '/nowhere' });
 */
export interface LocateOptions {
  /** Read for `BATON_PG_BINDIR` and `PATH` (which also finds `pg_config`). */
  readonly env?: NodeJS.ProcessEnv;
  /** Debian puts each major version's server programs in `<root>/<major>/bin`, not on PATH. */
  readonly debianRoot?: string;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `pg_config --bindir`, when pg_config is installed (Debian's from libpq-dev points into DEBIAN_ROOT). */
function pgConfigBindir(env: NodeJS.ProcessEnv): string[] {
  try {
    const stdio: StdioOptions = ['ignore', 'pipe', 'ignore'];
    return [execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio, env: { PATH: env.PATH } }).trim()];
  } catch {
    return [];
  }
}

/** Debian's version directories, 15 first (what production runs), then the newest. */
function debianBindirs(root: string): string[] {
  let versions: string[];
  try {
    versions = readdirSync(root);
  } catch {
    return [];
  }
  const ordered = versions.sort((a, b) => Number(b) - Number(a));
  return ['15', ...ordered.filter((v) => v !== '15')].map((v) => join(root, v, 'bin'));
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
export function locatePostgres(options: LocateOptions = {}): PostgresLookup {
  const { env = process.env, debianRoot = '/usr/lib/postgresql' } = options;
  const fromEnv = env.BATON_PG_BINDIR;
  const candidates = [
    ...(fromEnv ? [fromEnv] : []),
    ...pgConfigBindir(env),
    ...debianBindirs(debianRoot),
    ...(env.PATH ?? '').split(delimiter).filter(Boolean),
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
export function postgresSkipReason(options: LocateOptions = {}): string | undefined {
  const found = locatePostgres(options);
  if (found.ok) return undefined;
  if ((options.env ?? process.env).CI) throw new Error(`CI must run the PostgreSQL tests: ${found.reason}`);
  return found.reason;
}
