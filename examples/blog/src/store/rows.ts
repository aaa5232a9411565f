import type { Author, CollectionState, ExportJob, ExportStatus, Post, Role } from './blog-store.js';

/**
 * The columns as both stores return them: SQLite's INTEGERs, and PostgreSQL's BIGINTs through the
 * pool's int8 parser (postgres/pool.ts), arrive as numbers, so one mapping serves both.
 */
export interface AuthorRow {
  id: number;
  name: string;
  age: number | null;
  password_hash: string | null;
  role: Role;
  created_at: number;
  updated_at: number;
  version: number;
}

export interface PostRow {
  id: number;
  author_id: number;
  title: string;
  content: string;
  created_at: number;
  updated_at: number;
  version: number;
}

export interface ExportJobRow {
  id: number;
  author_id: number;
  status: ExportStatus;
  created_at: number;
  updated_at: number;
  result: string | null;
  error: string | null;
}

/**
 * Row to domain object: ids become strings, millisecond columns Dates (likewise toPost, toExportJob).
 *
 * @example
 * toAuthor(sql.authorById.get(1)).id; // '1'
 */
export function toAuthor(row: AuthorRow): Author {
  return {
    id: String(row.id),
    name: row.name,
    age: row.age,
    role: row.role,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    version: row.version,
  };
}

/** @see toAuthor */
export function toPost(row: PostRow): Post {
  return {
    id: String(row.id),
    authorId: String(row.author_id),
    title: row.title,
    content: row.content,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    version: row.version,
  };
}

/** @see toAuthor */
export function toExportJob(row: ExportJobRow): ExportJob {
  return {
    id: String(row.id),
    authorId: String(row.author_id),
    status: row.status,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    result: row.result,
    error: row.error,
  };
}

const ROW_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The integer key for an id from a URL, or undefined when it cannot name a row ('abc', '-1',
 * '1.5', '007'): such ids are simply not found, and never reach SQL as anything but a number.
 *
 * @example
 * rowId('12'); // 12
 */
export function rowId(id: string): number | undefined {
  return ROW_ID.test(id) ? Number(id) : undefined;
}

/** The one aggregate query behind `collectionState()`: the same SQL on both databases. */
export const COLLECTION_SQL =
  'SELECT COUNT(*) AS n, MAX(id) AS max_id, SUM(version) AS versions, MAX(updated_at) AS newest FROM posts';

/** The aggregate row behind `collectionState()`, as both stores' one SELECT returns it. */
export interface CollectionRow {
  n: number;
  max_id: number | null;
  versions: number | null;
  newest: number | null;
}

/** @see toAuthor */
export function toCollectionState(row: CollectionRow | undefined): CollectionState {
  return {
    count: row?.n ?? 0,
    maxId: String(row?.max_id ?? 0),
    versionSum: row?.versions ?? 0,
    lastModified: row?.newest == null ? undefined : new Date(row.newest),
  };
}

/**
 * The row keys of those of `ids` that can name a row (see {@link rowId}), for a batch query.
 *
 * @example
 * rowIds(['1', 'x', '3']); // [1, 3]
 */
export function rowIds(ids: readonly string[]): number[] {
  return ids.map(rowId).filter((key) => key !== undefined);
}
