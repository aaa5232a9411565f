import { openSse, request, type SseConnection } from '@batonjs/test-utils';
import { expect } from 'vitest';
import { LOGINS } from './blog-server.js';

/**
 * Against a blog running WORKERS=2 at `origin`: opens 4 event streams and makes 6 writes, each on
 * a connection of its own (the cluster primary hands connections to the workers in turn, so both
 * hold streams and both serve writes), and expects every stream to carry all 6 events, in one
 * order, with the same ids.
 */
export async function expectEveryClientGetsEveryEvent(origin: string): Promise<void> {
  // Each stream holds a connection of its own: the primary hands them to both workers in turn.
  const clients: SseConnection[] = [];
  for (let i = 0; i < 4; i++) {
    const conn = await openSse(`${origin}/api/events`);
    expect(conn.status).toBe(200);
    expect(await conn.next()).toBe('retry: 2000');
    clients.push(conn);
  }
  try {
    const login = await request(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ada', password: LOGINS.ada }),
      reset: true,
    });
    expect(login.status).toBe(204);
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const titles = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'];
    for (const title of titles) {
      // A fresh connection per write, so the writes too come to both workers.
      const res = await request(`${origin}/api/blogs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title, content: 'over LISTEN/NOTIFY' }),
        reset: true,
      });
      expect(res.status).toBe(201);
    }
    const seen: string[][] = [];
    for (const conn of clients) {
      const blocks: string[] = [];
      for (let i = 0; i < titles.length; i++) blocks.push(await conn.next(5_000));
      seen.push(blocks);
    }
    for (const blocks of seen) {
      expect(blocks.map((b) => /"title":"(\w+)"/.exec(b)?.[1])).toEqual(titles);
      expect(blocks.every((b) => b.startsWith('event: blog.created\nid: '))).toBe(true);
      expect(blocks).toEqual(seen[0]);
    }
  } finally {
    for (const conn of clients) conn.close();
  }
}
