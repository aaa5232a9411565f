/** Who may do what: an admin may change any post, an author only their own. */
export type Role = 'author' | 'admin';

/** An author as the store keeps it, without the password hash (that never leaves the store). */
export interface Author {
  readonly id: string;
  readonly name: string;
  readonly age: number | null;
  readonly role: Role;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /**
   * Incremented by every change to the author or to the set or titles of their posts, because
   * `/api/v1/authors/<id>` shows both: it is what that representation's ETag is made of.
   */
  readonly version: number;
}

/** A blog post. `version` is incremented by every change, so two edits within one second still differ. */
export interface Post {
  readonly id: string;
  readonly authorId: string;
  readonly title: string;
  readonly content: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
}

/** The fields a client writes. */
export interface PostInput {
  readonly title: string;
  readonly content: string;
}

/** A new author as GraphQL's createAuthor makes one: no password, so it cannot log in. */
export interface AuthorInput {
  readonly name: string;
  readonly age: number | null;
}

/**
 * What identifies the state of the whole post collection, cheaply: with ids never reused, any
 * insert raises `maxId`, any delete changes `count`, any update raises `versionSum`.
 */
export interface CollectionState {
  readonly count: number;
  readonly maxId: string;
  readonly versionSum: number;
  /** The newest update time of any post; undefined when there are none. */
  readonly lastModified: Date | undefined;
}

export type ExportStatus = 'pending' | 'running' | 'done' | 'failed';

/** A request to export all of an author's posts, run by whichever process claims it first. */
export interface ExportJob {
  readonly id: string;
  readonly authorId: string;
  readonly status: ExportStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** The export itself (JSON text) once the job is done. */
  readonly result: string | null;
  /** Why the job failed, when it did. */
  readonly error: string | null;
}

/**
 * Everything the service asks of its database. Every method returns a promise, so an
 * implementation over a network database (PostgreSQL) fits the same routes; the SQLite one answers
 * synchronously underneath. Ids are strings here and in JSON, whatever the column type.
 *
 * @example
 * const post = await store.getPost('1');
 * if (post !== undefined) console.log(post.title, post.version);
 */
export interface BlogStore {
  getAuthor(id: string): Promise<Author | undefined>;
  /**
   * The authors among `ids` that exist, in no particular order (ids that cannot name a row are
   * skipped): one query for a whole batch, which the GraphQL batch loader relies on.
   */
  getAuthorsByIds(ids: readonly string[]): Promise<Author[]>;
  /** A new author with role `author` and no password; undefined when the name is taken. */
  createAuthor(input: AuthorInput): Promise<Author | undefined>;
  /** The author when the name exists and the password matches its hash; undefined otherwise (same cost either way). */
  verifyLogin(name: string, password: string): Promise<Author | undefined>;
  getPost(id: string): Promise<Post | undefined>;
  /** Posts newest first. */
  listPosts(page: { readonly limit: number; readonly offset: number }): Promise<Post[]>;
  /** All of one author's posts, newest first. */
  listPostsByAuthor(authorId: string): Promise<Post[]>;
  /** The posts of all of `authorIds` in one query, newest first (group them by `authorId`). */
  listPostsByAuthorIds(authorIds: readonly string[]): Promise<Post[]>;
  collectionState(): Promise<CollectionState>;
  createPost(authorId: string, input: PostInput): Promise<Post>;
  /**
   * Replaces title and content. With `expectedVersion`, only if the post is still at that version
   * (the check and the write are one statement, so a concurrent change cannot slip in between).
   * Undefined when the post is gone or no longer at `expectedVersion`.
   */
  updatePost(id: string, input: PostInput, expectedVersion?: number): Promise<Post | undefined>;
  /** True when a post was deleted; `expectedVersion` as for {@link updatePost}. */
  deletePost(id: string, expectedVersion?: number): Promise<boolean>;
  createExportJob(authorId: string): Promise<ExportJob>;
  getExportJob(id: string): Promise<ExportJob | undefined>;
  /**
   * Marks the oldest pending job (or a running one whose lease ran out: its process died) as
   * running and returns it. The claim is one conditional update, so two processes never run one job.
   */
  claimExportJob(leaseMs: number): Promise<ExportJob | undefined>;
  finishExportJob(id: string, outcome: { readonly result: string } | { readonly error: string }): Promise<void>;
  /** Resolves when the database answers a trivial query (`GET /readyz`); rejects when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
