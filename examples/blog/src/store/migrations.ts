import { readdirSync, readFileSync } from 'node:fs';

/** One numbered schema change. */
export interface Migration {
  /** The number the file name starts with; a database at `user_version` n has every migration ≤ n. */
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The SQL dialects with a migrations folder of their own. Each folder has the same numbers and
 * names (a test checks it): one schema history, written twice where the dialects differ (identity
 * columns, types), rather than one file split by markers that neither database would understand.
 */
export type Dialect = 'sqlite' | 'postgres';

// The .sql files stay in src/: this URL resolves to the same folder from src/store/ (tests run the
// sources) and from dist/store/ (the built service), so no build step has to copy them.
const MIGRATIONS_ROOT = new URL('../../src/store/migrations/', import.meta.url);

/**
 * The folder of one dialect's migrations.
 *
 * @example
 * loadMigrations(migrationsDir('postgres'));
 */
export function migrationsDir(dialect: Dialect): URL {
  return new URL(`${dialect}/`, MIGRATIONS_ROOT);
}

const FILE_NAME = /^(\d+)-[a-z0-9-]+\.sql$/;

/**
 * The migrations in order, read from `src/store/migrations/<dialect>/NNN-name.sql`. Numbers must be unique;
 * a gap is allowed (a withdrawn migration), a duplicate is a mistake worth stopping for.
 *
 * @example
 * for (const m of loadMigrations(migrationsDir('sqlite'))) if (m.version > current) apply(m.sql);
 */
export function loadMigrations(dir: URL): Migration[] {
  const migrations: Migration[] = [];
  for (const name of readdirSync(dir)) {
    const match = FILE_NAME.exec(name);
    if (match === null) continue;
    migrations.push({ version: Number(match[1]), name, sql: readFileSync(new URL(name, dir), 'utf8') });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`two migrations are numbered ${migrations[i]?.version}: rename one`);
    }
  }
  return migrations;
}
