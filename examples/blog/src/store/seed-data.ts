import type { Role } from './blog-store.js';

/** A demo author; the password is hashed when the seed is written, never stored as is. */
export interface SeedAuthor {
  readonly name: string;
  readonly age: number | null;
  readonly role: Role;
  readonly password: string;
}

/** A demo post, by author name. */
export interface SeedPost {
  readonly author: string;
  readonly title: string;
  readonly content: string;
}

export interface SeedData {
  readonly authors: readonly SeedAuthor[];
  readonly posts: readonly SeedPost[];
}

/**
 * What a new database starts with, so every row of the README's table can be tried at once. The
 * logins are listed in examples/blog/README.md; keep the two in step.
 *
 * @example
 * openSqliteStore({ file: ':memory:', seed: SEED_DATA });
 */
export const SEED_DATA: SeedData = {
  authors: [
    { name: 'ada', age: 36, role: 'author', password: 'lovelace-1815' },
    { name: 'grace', age: 85, role: 'author', password: 'hopper-1906' },
    { name: 'admin', age: null, role: 'admin', password: 'admin-demo-2026' },
  ],
  posts: [
    {
      author: 'ada',
      title: 'Hello, Baton',
      content: 'The first post on a framework that keeps Express’s API and adds types.',
    },
    {
      author: 'grace',
      title: 'Routing in constant time',
      content: 'A segment trie finds candidate routes; the chain still runs in registration order.',
    },
    {
      author: 'ada',
      title: 'Linear-time path matching',
      content: 'No backtracking regular expressions: hostile paths cannot slow the router down.',
    },
    {
      author: 'grace',
      title: 'Caching without guesswork',
      content: 'An ETag from the row version answers 304 before the body is built.',
    },
  ],
};
