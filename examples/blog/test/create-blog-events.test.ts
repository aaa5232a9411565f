import { createPubSub } from 'batonjs';
import { describe, expect, it } from 'vitest';
import type { BlogEvent } from '../src/events/blog-events.js';
import { createBlogEvents } from '../src/events/create-blog-events.js';
import type { BlogJson } from '../src/rest/representations.js';

const blog = (id: string): BlogJson => ({
  id,
  title: `t${id}`,
  content: 'c',
  author: '1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('createBlogEvents()', () => {
  it('numbers events by the bus, keeps a bounded backlog, and isolates a subscriber that throws', async () => {
    const errors: unknown[] = [];
    const events = createBlogEvents({ bus: createPubSub(), backlog: 2, onError: (e) => errors.push(e) });
    const seen: BlogEvent[] = [];
    events.subscribe(() => {
      throw new Error('broken client');
    });
    const stop = events.subscribe((event) => seen.push(event));
    await events.publish({ type: 'blog.created', blog: blog('1') });
    await events.publish({ type: 'blog.updated', blog: blog('1') });
    await events.publish({ type: 'blog.deleted', blog: blog('1') });
    expect(seen.map((e) => [e.id, e.type])).toEqual([
      [1, 'blog.created'],
      [2, 'blog.updated'],
      [3, 'blog.deleted'],
    ]);
    expect(errors).toHaveLength(3);
    // Only the last two are remembered.
    expect(events.since(0).map((e) => e.id)).toEqual([2, 3]);
    expect(events.since(2).map((e) => e.id)).toEqual([3]);
    expect(events.since(3)).toEqual([]);
    stop();
    await events.publish({ type: 'blog.created', blog: blog('2') });
    expect(seen).toHaveLength(3);
    await events.close();
  });
});
