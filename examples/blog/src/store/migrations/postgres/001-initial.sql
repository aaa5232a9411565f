-- Authors, posts and export jobs: the same tables as sqlite/001-initial.sql. Times are integer
-- milliseconds since the epoch (UTC) in BIGINT, as on SQLite; ids are identity columns, never
-- reused (the collection ETag relies on that). GENERATED ALWAYS refuses an id written by hand.
CREATE TABLE authors (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
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
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id BIGINT NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
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
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id BIGINT NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  -- When the running job's process took it; a later process may take it over once the lease is past.
  claimed_at BIGINT,
  result TEXT,
  error TEXT
);

CREATE INDEX export_jobs_queue ON export_jobs (status, id);
