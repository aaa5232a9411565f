import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClusterProcess, spawnCluster } from './helpers/cluster-process.js';

let running: ClusterProcess | undefined;
afterEach(async () => {
  await running?.kill();
  running = undefined;
});

interface Received {
  pid: number;
  received: { message: { text: string; from: number }; sequence: number }[];
}

/** Asks on new connections until every one of `pids` has answered /received (the primary hands connections out in turn). */
async function receivedBy(origin: string, pids: readonly number[]): Promise<Map<number, Received['received']>> {
  const answers = new Map<number, Received['received']>();
  for (let i = 0; i < 20 && answers.size < pids.length; i++) {
    const res = await request(`${origin}/received`, { reset: true });
    expect(res.status).toBe(200);
    const body = res.json<Received>();
    answers.set(body.pid, body.received);
  }
  return answers;
}

describe('createPubSub({ cluster: true }) with 2 workers (real processes)', () => {
  it('delivers a message published on either worker to both, in one numbered order', async () => {
    const proc = spawnCluster({ workers: 2 });
    running = proc;
    await proc.waitFor('2 ready workers', () => (proc.events('ready').length >= 2 ? true : undefined));
    const ready = proc.events('ready');
    const origin = `http://127.0.0.1:${ready[0]?.address?.split(':')[1]}`;
    const pids = ready.map((e) => e.pid);

    const publishers = new Set<number>();
    for (let i = 1; i <= 4; i++) {
      const res = await request(`${origin}/publish?text=m${i}`, { reset: true });
      expect(res.status).toBe(200);
      publishers.add(res.json<{ pid: number }>().pid);
    }
    // Connections alternate between the workers: both published.
    expect(publishers).toEqual(new Set(pids));

    // The relay is asynchronous: ask until both have all four.
    let answers = new Map<number, Received['received']>();
    for (let tries = 0; tries < 50; tries++) {
      answers = await receivedBy(origin, pids);
      if (answers.size === 2 && [...answers.values()].every((list) => list.length === 4)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...answers.keys()].sort()).toEqual([...pids].sort());
    const expected = ['m1', 'm2', 'm3', 'm4'].map((text, i) => ({ text, sequence: i + 1 }));
    for (const list of answers.values()) {
      expect(list.map((r) => ({ text: r.message.text, sequence: r.sequence }))).toEqual(expected);
      expect(new Set(list.map((r) => r.message.from))).toEqual(publishers);
    }
  });
});
