import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFile, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { locatePostgres, type PostgresBinaries } from './postgres-binaries.js';
import { type Account, unprivilegedAccount } from './run-as.js';

/**
 * Options of {@link startPostgres}.
 *
 * @example
 * await startPostgres({ settings: { max_connections: '200' } });
 */
export interface StartPostgresOptions {
  /** Extra `postgresql.conf` settings, name → value as PostgreSQL writes it (`'200'`, `"'on'"`). */
  readonly settings?: Readonly<Record<string, string>>;
}

/** A throwaway PostgreSQL server from {@link startPostgres}. */
export interface PostgresServer {
  /** `postgres://baton:<password>@127.0.0.1:<port>/postgres`, for `pg`'s `connectionString`. */
  readonly url: string;
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly user: 'baton';
  readonly password: string;
  readonly database: 'postgres';
  /** The temporary directory holding the cluster (`data/`), its socket and `postgres.log`. */
  readonly dir: string;
  /** e.g. `initdb (PostgreSQL) 15.18`. */
  readonly version: string;
  /** Stops the server (fast shutdown: open sessions are ended) and removes {@link dir}. Safe to call twice. */
  stop(): Promise<void>;
}

const USER = 'baton';
const START_ATTEMPTS = 3;

/**
 * Settings for a cluster that only lives for a test run: durability traded for speed (a crash
 * loses the cluster, which is thrown away anyway), sockets only on loopback and in our directory
 * (the default socket directory, /var/run/postgresql, is not ours to write).
 */
function settingsFor(dir: string, extra: Readonly<Record<string, string>>): string {
  const settings: Record<string, string> = {
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...extra,
  };
  return `\n# startPostgres()\n${Object.entries(settings)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n')}\n`;
}

function run(file: string, args: readonly string[], cwd: string, account: Account | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        cwd,
        // Only what the programs need: a PG* variable of the caller's must not steer them.
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
        ...(account === undefined ? {} : { uid: account.uid, gid: account.gid }),
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

async function logTail(dir: string): Promise<string> {
  const log = await readFile(join(dir, 'postgres.log'), 'utf8').catch(() => '');
  return log.split('\n').slice(-15).join('\n');
}

/**
 * Starts a throwaway PostgreSQL server for tests: `initdb` in a new temporary directory (as an
 * unprivileged user when this process is root, since PostgreSQL refuses root), password login
 * for user `baton`, listening on 127.0.0.1 on a free port and on a unix socket in that
 * directory, then `pg_ctl start` and wait until it accepts connections. Call `stop()` when done,
 * also when a test fails. Throws, with the reason, when PostgreSQL is not installed; see
 * {@link postgresSkipReason} to skip instead.
 *
 * @example
 * const pg = await startPostgres();
 * try {
 *   const client = new Client({ connectionString: pg.url });
 *   ...
 * } finally {
 *   await pg.stop();
 * }
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const found = locatePostgres();
  if (!found.ok) throw new Error(found.reason);
  const account = unprivilegedAccount();
  const dir = await mkdtemp(join(tmpdir(), 'baton-pg-'));
  try {
    if (account !== undefined) await chown(dir, account.uid, account.gid);
    const password = randomBytes(18).toString('base64url');
    const port = await initAndStart(found.binaries, dir, account, password, options.settings ?? {});
    return handle(found.binaries, dir, account, password, port);
  } catch (error) {
    await stopCluster(found.binaries, dir, account).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function initAndStart(
  bin: PostgresBinaries,
  dir: string,
  account: Account | undefined,
  password: string,
  extra: Readonly<Record<string, string>>,
): Promise<number> {
  const data = join(dir, 'data');
  const pwfile = join(dir, 'pwfile');
  await writeFile(pwfile, password, { mode: 0o600 });
  if (account !== undefined) await chown(pwfile, account.uid, account.gid);
  await run(
    bin.initdb,
    ['-D', data, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync'],
    dir,
    account,
  );
  await rm(pwfile);
  await appendFile(join(data, 'postgresql.conf'), settingsFor(dir, extra));
  // The port is free when picked but another process may take it before postgres binds it.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      await run(
        bin.pgCtl,
        ['start', '-D', data, '-l', join(dir, 'postgres.log'), '-o', `-p ${port}`, '-w', '-t', '30', '-s'],
        dir,
        account,
      );
      return port;
    } catch (error) {
      const log = await logTail(dir);
      if (attempt < START_ATTEMPTS && /could not bind|Address already in use/.test(log)) continue;
      throw new Error(`${(error as Error).message}\n--- postgres.log (end) ---\n${log}`);
    }
  }
}

function stopCluster(bin: PostgresBinaries, dir: string, account: Account | undefined): Promise<unknown> {
  const data = join(dir, 'data');
  const stop = (mode: string) => run(bin.pgCtl, ['stop', '-D', data, '-m', mode, '-w', '-t', '30', '-s'], dir, account);
  // 'immediate' if a fast shutdown could not finish: the cluster is about to be deleted anyway.
  return stop('fast').catch(() => stop('immediate'));
}

function handle(
  bin: PostgresBinaries,
  dir: string,
  account: Account | undefined,
  password: string,
  port: number,
): PostgresServer {
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'postgres',
    dir,
    version: bin.version,
    stop() {
      stopping ??= stopCluster(bin, dir, account).then(
        () => rm(dir, { recursive: true, force: true }),
        async (error: unknown) => {
          const log = await logTail(dir);
          throw new Error(`PostgreSQL in ${dir} did not stop: ${(error as Error).message}\n${log}`);
        },
      );
      return stopping;
    },
  };
}
