import { readdirSync, readFileSync } from 'node:fs';

/** One numbered schema change. */
export interface Migration {
  /** The number the file name starts with; a database at `user_version` n has every migration ≤ n. */
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

// The .sql files stay in src/: this URL resolves to the same folder from src/store/ (tests run the
// sources) and from dist/store/ (the built service), so no build step has to copy them.
const MIGRATIONS_DIR = new URL('../../src/store/migrations/', import.meta.url);
const FILE_NAME = /^(\d+)-[a-z0-9-]+\.sql$/;

/**
 * The migrations in order, read from `src/store/migrations/NNN-name.sql`. Numbers must be unique;
 * a gap is allowed (a withdrawn migration), a duplicate is a mistake worth stopping for.
 *
 * @example
 * for (const m of loadMigrations()) if (m.version > current) apply(m.sql);
 */
export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
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
