import type { Role } from './blog-store.js';
import { hashPassword } from './password.js';
import type { SeedData } from './seed-data.js';

/** The rows a store writes for {@link SeedData}, with the passwords already hashed. */
export interface SeedPlan {
  readonly authors: readonly {
    readonly name: string;
    readonly age: number | null;
    readonly role: Role;
    readonly passwordHash: string;
    readonly time: number;
  }[];
  readonly posts: readonly {
    readonly author: string;
    readonly title: string;
    readonly content: string;
    readonly time: number;
  }[];
}

/**
 * Hashes the seed's passwords (slow, asynchronous: done before a store opens its transaction) and
 * dates every row: posts a second apart, so the seeded list has a stable newest-first order.
 * Throws when a post names an author the seed does not have.
 *
 * @example
 * const plan = await planSeed(SEED_DATA);
 */
export async function planSeed(data: SeedData, now: number = Date.now()): Promise<SeedPlan> {
  const hashes = await Promise.all(data.authors.map((author) => hashPassword(author.password)));
  const start = now - (data.posts.length + 1) * 1000;
  const names = new Set(data.authors.map((author) => author.name));
  return {
    authors: data.authors.map((author, i) => ({
      name: author.name,
      age: author.age,
      role: author.role,
      passwordHash: hashes[i] as string,
      time: start,
    })),
    posts: data.posts.map((post, i) => {
      if (!names.has(post.author)) throw new Error(`seed post "${post.title}" names unknown author ${post.author}`);
      return { author: post.author, title: post.title, content: post.content, time: start + (i + 1) * 1000 };
    }),
  };
}
