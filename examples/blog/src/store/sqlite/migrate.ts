import type { Database } from 'better-sqlite3';
import { loadMigrations, type Migration, migrationsDir } from '../migrations.js';

/**
 * Applies, in order and each in its own transaction, every migration numbered above the database's
 * `PRAGMA user_version`, and records the new version in the same transaction: a crash leaves the
 * database at the last whole migration. Each transaction is IMMEDIATE (it takes the write lock
 * before reading the version), so when several workers open one new file together, one migrates
 * while the others wait (better-sqlite3's busy timeout) and then find nothing left to do. Returns
 * the version found first, 0 for a new database: only the one process that saw 0 seeds.
 *
 * @example
 * const before = migrate(db); // 0 → the caller seeds
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[] = loadMigrations(migrationsDir('sqlite')),
): number {
  const latest = migrations.at(-1)?.version ?? 0;
  let before: number | undefined;
  const applyNext = db.transaction((): boolean => {
    const current = db.pragma('user_version', { simple: true }) as number;
    before ??= current;
    if (current > latest) {
      throw new Error(
        `the database is at schema version ${current}, newer than this code (${latest}): upgrade the code`,
      );
    }
    const next = migrations.find((migration) => migration.version > current);
    if (next === undefined) return false;
    db.exec(next.sql);
    // PRAGMA takes no bound parameters; the version is an integer parsed from the file name.
    db.pragma(`user_version = ${next.version}`);
    return true;
  });
  let more = true;
  while (more) more = applyNext.immediate();
  return before ?? 0;
}
