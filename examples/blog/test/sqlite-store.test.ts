import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrationsDir } from '../src/store/migrations.js';
import { hashPassword, verifyPassword } from '../src/store/password.js';
import { SEED_DATA } from '../src/store/seed-data.js';
import { migrate } from '../src/store/sqlite/migrate.js';
import { openSqliteStore } from '../src/store/sqlite/sqlite-store.js';

const dir = mkdtempSync(join(tmpdir(), 'blog-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite store on a file', () => {
  it('creates the folder and the database, in WAL mode, migrated and seeded once', async () => {
    const file = join(dir, 'nested', 'blog.db');
    const store = await openSqliteStore({ file, seed: SEED_DATA });
    expect((await store.listPosts({ limit: 100, offset: 0 })).length).toBe(SEED_DATA.posts.length);
    await store.createPost('1', { title: 'kept', content: 'across restarts' });
    await store.close();

    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(loadMigrations(migrationsDir('sqlite')).at(-1)?.version);
    raw.close();

    const reopened = await openSqliteStore({ file, seed: SEED_DATA });
    const posts = await reopened.listPosts({ limit: 100, offset: 0 });
    expect(posts.length).toBe(SEED_DATA.posts.length + 1);
    expect(posts[0]?.title).toBe('kept');
    await reopened.close();
  });

  it('refuses a database from newer code', async () => {
    const file = join(dir, 'future.db');
    const raw = new Database(file);
    raw.pragma('user_version = 999');
    raw.close();
    await expect(openSqliteStore({ file })).rejects.toThrow(/schema version 999, newer than this code/);
  });
});

describe('migrations', () => {
  it('have the same numbers and names for SQLite and PostgreSQL: one schema history in two dialects', () => {
    const names = (dialect: 'sqlite' | 'postgres') => loadMigrations(migrationsDir(dialect)).map((m) => m.name);
    expect(names('postgres')).toEqual(names('sqlite'));
    expect(names('sqlite').length).toBeGreaterThan(0);
  });

  it('are numbered files applied in order, each recorded in user_version', () => {
    const migrationsDir = join(dir, 'migrations');
    const url = pathToFileURL(`${migrationsDir}/`);
    mkdirp(migrationsDir);
    writeFileSync(join(migrationsDir, '002-second.sql'), 'INSERT INTO t VALUES (2);');
    writeFileSync(join(migrationsDir, '001-first.sql'), 'CREATE TABLE t (n INTEGER);');
    writeFileSync(join(migrationsDir, 'notes.txt'), 'not a migration');
    const migrations = loadMigrations(url);
    expect(migrations.map((m) => m.name)).toEqual(['001-first.sql', '002-second.sql']);

    const db = new Database(':memory:');
    expect(migrate(db, migrations.slice(0, 1))).toBe(0);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(migrate(db, migrations)).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(migrate(db, migrations)).toBe(2);
    expect(db.prepare('SELECT n FROM t').all()).toEqual([{ n: 2 }]);
    db.close();
  });

  it('roll back a failing migration whole, leaving user_version where it was', () => {
    const db = new Database(':memory:');
    const bad = [
      { version: 1, name: '001-ok.sql', sql: 'CREATE TABLE a (n INTEGER);' },
      { version: 2, name: '002-bad.sql', sql: 'CREATE TABLE b (n INTEGER); INSERT INTO missing VALUES (1);' },
    ];
    expect(() => migrate(db, bad)).toThrow(/no such table: missing/);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").all()).toEqual([]);
    db.close();
  });

  it('reject two files with one number', () => {
    const clash = join(dir, 'clash');
    mkdirp(clash);
    writeFileSync(join(clash, '001-a.sql'), '');
    writeFileSync(join(clash, '001-b.sql'), '');
    expect(() => loadMigrations(pathToFileURL(`${clash}/`))).toThrow(/two migrations are numbered 1/);
  });
});

describe('store semantics', () => {
  it('bumps the author with each post change, in the same transaction', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    const before = await store.getAuthor('1');
    const post = await store.createPost('1', { title: 't', content: 'c' });
    const afterCreate = await store.getAuthor('1');
    expect(afterCreate?.version).toBe((before?.version ?? 0) + 1);
    await store.updatePost(post.id, { title: 't2', content: 'c' });
    await store.deletePost(post.id);
    expect((await store.getAuthor('1'))?.version).toBe((before?.version ?? 0) + 3);
    // A post for a missing author fails whole: no post, no half-written row.
    await expect(store.createPost('999', { title: 'orphan', content: 'c' })).rejects.toThrow(/FOREIGN KEY/);
    expect((await store.listPosts({ limit: 100, offset: 0 })).some((p) => p.title === 'orphan')).toBe(false);
    await store.close();
  });

  it('writes with an expected version only when the post is still at it', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    const post = await store.createPost('2', { title: 'v1', content: 'c' });
    expect(await store.updatePost(post.id, { title: 'x', content: 'c' }, post.version + 1)).toBeUndefined();
    const updated = await store.updatePost(post.id, { title: 'v2', content: 'c' }, post.version);
    expect(updated).toMatchObject({ title: 'v2', version: 2 });
    expect(await store.deletePost(post.id, 1)).toBe(false);
    expect(await store.deletePost(post.id, 2)).toBe(true);
    expect(await store.updatePost(post.id, { title: 'gone', content: 'c' })).toBeUndefined();
    await store.close();
  });

  it('finds nothing for ids that cannot be row ids', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    for (const id of ['0', '-1', 'abc', '1 OR 1=1', '01', '']) {
      expect(await store.getPost(id)).toBeUndefined();
      expect(await store.getAuthor(id)).toBeUndefined();
    }
    await store.close();
  });

  it('creates an author without a password, and not twice under one name', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    const author = await store.createAuthor({ name: 'linus', age: null });
    expect(author).toMatchObject({ name: 'linus', age: null, role: 'author', version: 1 });
    expect(await store.getAuthor(author?.id ?? '')).toEqual(author);
    expect(await store.createAuthor({ name: 'linus', age: 30 })).toBeUndefined();
    expect(await store.createAuthor({ name: 'ada', age: 1 })).toBeUndefined();
    expect(await store.verifyLogin('linus', '')).toBeUndefined();
    await store.close();
  });

  it('reads a batch of authors, and the posts of a batch of authors, each in one call', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    const authors = await store.getAuthorsByIds(['3', '1', 'abc', '999', '1']);
    expect(authors.map((a) => a.name).sort()).toEqual(['ada', 'admin']);
    expect(await store.getAuthorsByIds([])).toEqual([]);
    const posts = await store.listPostsByAuthorIds(['1', '2', 'x']);
    const expected = [...(await store.listPostsByAuthor('1')), ...(await store.listPostsByAuthor('2'))];
    expect(posts.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    // Newest first across authors, as listPosts orders them.
    const times = posts.map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await store.listPostsByAuthorIds([])).toEqual([]);
    await store.close();
  });

  it('checks logins against scrypt hashes, never storing the password', async () => {
    const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
    expect(await store.verifyLogin('ada', 'lovelace-1815')).toMatchObject({ id: '1', role: 'author' });
    expect(await store.verifyLogin('ada', 'Lovelace-1815')).toBeUndefined();
    expect(await store.verifyLogin('nobody', 'lovelace-1815')).toBeUndefined();
    await store.close();
    // An author without a password cannot log in, whatever is tried.
    const file = join(dir, 'nopass.db');
    const seeded = await openSqliteStore({ file, seed: SEED_DATA });
    await seeded.close();
    const raw = new Database(file);
    raw.prepare("UPDATE authors SET password_hash = NULL WHERE name = 'grace'").run();
    raw.close();
    const reopened = await openSqliteStore({ file });
    for (const password of ['', 'decoy', 'hopper-1906'])
      expect(await reopened.verifyLogin('grace', password)).toBeUndefined();
    await reopened.close();
    // Spaces and '!' are outside base64's alphabet, so the salt and key can never spell the
    // password by chance (a two-letter password did, now and then).
    const password = 'my pw!';
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(password, 'garbage')).toBe(false);
  });
});

function mkdirp(path: string): void {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
}
