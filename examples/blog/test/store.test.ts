import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseStore } from '../src/store/database-store.js';
import { openTestStore, TEST_STORE } from './helpers/test-store.js';

// One case suite for every store: the blog project runs it on SQLite, blog-postgres on PostgreSQL.
let store: DatabaseStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the ${TEST_STORE} store`, () => {
  it('keeps ids as strings and times as Dates, and answers ping()', async () => {
    const post = await store.createPost('1', { title: 't', content: 'c' });
    expect(post).toMatchObject({ authorId: '1', title: 't', content: 'c', version: 1 });
    expect(typeof post.id).toBe('string');
    expect(post.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(post.createdAt.getTime())).toBe(false);
    expect(await store.getPost(post.id)).toEqual(post);
    expect(await store.getPost('abc')).toBeUndefined();
    expect(await store.getPost('999999999999999')).toBeUndefined();
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('updates and deletes only at the expected version (If-Match), and moves the author with the post', async () => {
    const before = await store.getAuthor('1');
    const post = await store.createPost('1', { title: 'v1', content: 'c' });
    expect(await store.updatePost(post.id, { title: 'stale', content: 'c' }, post.version + 1)).toBeUndefined();
    const updated = await store.updatePost(post.id, { title: 'v2', content: 'c' }, post.version);
    expect(updated).toMatchObject({ title: 'v2', version: post.version + 1 });
    const unconditional = await store.updatePost(post.id, { title: 'v3', content: 'c' });
    expect(unconditional?.version).toBe(post.version + 2);
    expect(await store.deletePost(post.id, post.version)).toBe(false);
    expect(await store.deletePost(post.id, post.version + 2)).toBe(true);
    expect(await store.deletePost(post.id)).toBe(false);
    expect(await store.updatePost(post.id, { title: 'gone', content: 'c' })).toBeUndefined();
    // create, update, update, delete: four changes to what /api/v1/authors/1 shows.
    expect((await store.getAuthor('1'))?.version).toBe((before?.version ?? 0) + 4);
  });

  it('lets exactly one of two concurrent conditional updates win', async () => {
    const post = await store.createPost('2', { title: 'race', content: 'c' });
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((title) => store.updatePost(post.id, { title, content: 'c' }, post.version)),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    expect((await store.getPost(post.id))?.version).toBe(post.version + 1);
  });

  it('tracks the collection state through inserts, updates and deletes', async () => {
    const start = await store.collectionState();
    const post = await store.createPost('1', { title: 't', content: 'c' });
    const inserted = await store.collectionState();
    expect(inserted).toMatchObject({ count: start.count + 1, maxId: post.id, versionSum: start.versionSum + 1 });
    await store.updatePost(post.id, { title: 'u', content: 'c' });
    expect((await store.collectionState()).versionSum).toBe(start.versionSum + 2);
    await store.deletePost(post.id);
    const deleted = await store.collectionState();
    expect(deleted.count).toBe(start.count);
    expect(deleted).not.toEqual(inserted);
  });

  it('gives each pending export job to exactly one of many concurrent claimers', async () => {
    const jobs = await Promise.all(['1', '2', '3'].map((author) => store.createExportJob(author)));
    const claims = await Promise.all(Array.from({ length: 12 }, () => store.claimExportJob(60_000)));
    const claimed = claims.filter((job) => job !== undefined).map((job) => job.id);
    expect(claimed.sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(claims.every((job) => job === undefined || job.status === 'running')).toBe(true);
  });

  it('hands a job left running by a dead claimer to another once its lease is past', async () => {
    const job = await store.createExportJob('2');
    expect((await store.claimExportJob(150))?.id).toBe(job.id);
    // The claimer "dies": it never finishes. Within the lease nobody else may take the job...
    expect(await store.claimExportJob(150)).toBeUndefined();
    await sleep(200);
    // ... after it, the next claimer does, and its outcome is the one kept.
    expect(await store.claimExportJob(150)).toMatchObject({ id: job.id, status: 'running' });
    await store.finishExportJob(job.id, { result: '{"posts":[]}' });
    expect(await store.getExportJob(job.id)).toMatchObject({ status: 'done', result: '{"posts":[]}' });
    expect(await store.claimExportJob(0)).toBeUndefined();
  });

  it('counts rate-limit requests atomically, per key and per window', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.counters.increment('write:a', 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const resetAt = counts[0]?.resetAt ?? 0;
    expect(resetAt % 60_000).toBe(0);
    expect(counts.every((c) => c.resetAt === resetAt)).toBe(true);
    expect((await store.counters.increment('write:b', 60_000)).count).toBe(1);
    // A short window: the next one starts again at 1.
    const first = await store.counters.increment('read:c', 100);
    await sleep(first.resetAt - Date.now() + 5);
    expect((await store.counters.increment('read:c', 100)).count).toBe(1);
  });

  it('creates authors without a password, refuses a taken name, and reads authors and posts in batches', async () => {
    const author = await store.createAuthor({ name: 'new', age: null });
    expect(author).toMatchObject({ name: 'new', age: null, role: 'author' });
    expect(await store.createAuthor({ name: 'new', age: 3 })).toBeUndefined();
    expect(await store.verifyLogin('new', '')).toBeUndefined();
    const authors = await store.getAuthorsByIds(['1', 'x', author?.id ?? '', '999']);
    expect(authors.map((a) => a.name).sort()).toEqual(['ada', 'new']);
    const posts = await store.listPostsByAuthorIds(['1', '2']);
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((p) => p.authorId))).toEqual(new Set(['1', '2']));
  });
});
