import type { Database } from 'better-sqlite3';
import { loadMigrations, type Migration } from '../migrations.js';

/**
 * Applies, in order and each in its own transaction, every migration numbered above the database's
 * `PRAGMA user_version`, and records the new version in the same transaction: a crash leaves the
 * database at the last whole migration. Returns the version found before, 0 for a new database.
 *
 * @example
 * const before = migrate(db); // 0 → the caller seeds
 */
export function migrate(db: Database, migrations: readonly Migration[] = loadMigrations()): number {
  const before = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.at(-1)?.version ?? 0;
  if (before > latest) {
    throw new Error(`the database is at schema version ${before}, newer than this code (${latest}): upgrade the code`);
  }
  for (const migration of migrations) {
    if (migration.version <= before) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      // PRAGMA takes no bound parameters; the version is an integer parsed from the file name.
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return before;
}
