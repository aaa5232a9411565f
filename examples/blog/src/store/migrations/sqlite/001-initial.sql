-- Authors, posts and export jobs. Times are integer milliseconds since the epoch (UTC), the one
-- type SQLite and PostgreSQL (BIGINT) store alike; ids are never reused (AUTOINCREMENT here,
-- identity columns on PostgreSQL), which the collection ETag relies on.
CREATE TABLE authors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  age INTEGER,
  -- NULL: the author cannot log in (an author created without a password, as GraphQL's createAuthor does).
  password_hash TEXT,
  role TEXT NOT NULL DEFAULT 'author' CHECK (role IN ('author', 'admin')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author_id INTEGER NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);

-- The list is newest first; the id breaks ties between posts created in the same millisecond.
CREATE INDEX posts_newest ON posts (created_at DESC, id DESC);
CREATE INDEX posts_author ON posts (author_id);

CREATE TABLE export_jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author_id INTEGER NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  -- When the running job's process took it; a later process may take it over once the lease is past.
  claimed_at BIGINT,
  result TEXT,
  error TEXT
);

CREATE INDEX export_jobs_queue ON export_jobs (status, id);
