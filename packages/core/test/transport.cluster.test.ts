import { processAlive, request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClusterProcess, type FixtureConfig, type SpawnOptions, spawnCluster } from './helpers/cluster-process.js';

let running: ClusterProcess | undefined;
afterEach(async () => {
  await running?.kill();
  running = undefined;
});

function start(config: FixtureConfig, options?: SpawnOptions): ClusterProcess {
  running = spawnCluster(config, options);
  return running;
}

/** The origin once `count` workers are ready, and their pids. */
async function ready(proc: ClusterProcess, count: number): Promise<{ origin: string; pids: number[] }> {
  await proc.waitFor(`${count} ready workers`, () => (proc.events('ready').length >= count ? true : undefined));
  const events = proc.events('ready');
  return { origin: `http://127.0.0.1:${events[0]?.address?.split(':')[1]}`, pids: events.map((e) => e.pid) };
}

/** The pids that answer `count` requests, each on a new connection (the primary hands connections out in turn). */
async function pidsServing(origin: string, count: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < count; i++) {
    const res = await request(`${origin}/pid`, { reset: true });
    expect(res.status).toBe(200);
    pids.add(res.json<{ pid: number }>().pid);
  }
  return pids;
}

describe('cluster() with 2 workers (real processes)', () => {
  it('serves from 2 worker processes sharing one port 0', async () => {
    const proc = start({ workers: 2 });
    const { origin, pids } = await ready(proc, 2);
    const forked = proc.events('fork');
    expect(forked.map((e) => e.index).sort()).toEqual([0, 1]);
    expect(new Set(pids)).toEqual(new Set(forked.map((e) => e.pid)));
    expect(pids).not.toContain(proc.child.pid);
    expect(new Set(proc.events('ready').map((e) => e.address))).toEqual(new Set([origin.slice('http://'.length)]));
    expect(await pidsServing(origin, 6)).toEqual(new Set(pids));
  });

  it('restarts a worker killed with SIGKILL, in the same slot, and keeps serving meanwhile', async () => {
    const proc = start({ workers: 2, restart: { delay: 100 } });
    const { origin, pids } = await ready(proc, 2);
    const [victim, survivor] = pids as [number, number];
    const slot = proc.events('ready').find((e) => e.pid === victim)?.index;
    process.kill(victim, 'SIGKILL');
    const exit = await proc.waitFor('the exit', (l) => ('event' in l && l.event.type === 'exit' ? l.event : undefined));
    expect(exit).toMatchObject({ pid: victim, index: slot, code: null, signal: 'SIGKILL', expected: false });
    expect(await pidsServing(origin, 2)).toEqual(new Set([survivor]));
    const restart = await proc.waitFor('the restart', (l) =>
      'event' in l && l.event.type === 'restart' ? l.event : undefined,
    );
    expect(restart).toMatchObject({ index: slot, attempt: 1, delay: 100 });
    const { pids: now } = await ready(proc, 3);
    const replacement = now[2] as number;
    expect(proc.events('fork').at(-1)).toMatchObject({ index: slot, pid: replacement });
    expect(replacement).not.toBe(victim);
    expect(await pidsServing(origin, 6)).toEqual(new Set([survivor, replacement]));
  });

  it('a worker sent SIGTERM on its own drains, exits 0, and is replaced', async () => {
    const proc = start({ workers: 2, restart: { delay: 50 } });
    const { pids } = await ready(proc, 2);
    const target = pids[0] as number;
    process.kill(target, 'SIGTERM');
    await ready(proc, 3);
    expect(proc.events('drained')).toMatchObject([{ pid: target, forced: false }]);
    expect(proc.events('exit')).toMatchObject([{ pid: target, code: 0, signal: null, expected: false }]);
    expect(proc.events('restart')).toMatchObject([{ attempt: 1, delay: 50 }]);
  });

  it('on SIGTERM lets an in-flight request finish, then every process exits with code 0', async () => {
    const proc = start({ workers: 2 });
    const { origin, pids } = await ready(proc, 2);
    const slow = request(`${origin}/slow?ms=700`, { reset: true });
    const busy = await proc.waitFor('the slow request', (l) => ('slow' in l ? l.slow : undefined));
    proc.child.kill('SIGTERM');
    const res = await slow;
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ pid: busy });
    expect(res.headers.connection).toBe('close');
    expect(await proc.exited).toEqual({ code: 0, signal: null });
    expect(proc.events('drain')).toMatchObject([{ signal: 'SIGTERM', workers: 2 }]);
    expect(
      proc
        .events('drained')
        .map((e) => [e.pid, e.forced])
        .sort(),
    ).toEqual(pids.map((pid) => [pid, false]).sort());
    expect(proc.events('exit').map((e) => [e.code, e.expected])).toEqual([
      [0, true],
      [0, true],
    ]);
    expect(proc.events('stopped')).toMatchObject([{ forced: false }]);
    expect(proc.events('restart')).toEqual([]);
    expect(pids.filter(processAlive)).toEqual([]);
  });

  it('drains on a SIGINT to the whole process group (Ctrl-C in a terminal) without restarting anyone', async () => {
    const proc = start({ workers: 2 }, { group: true });
    const { pids } = await ready(proc, 2);
    process.kill(-(proc.child.pid as number), 'SIGINT');
    expect(await proc.exited).toEqual({ code: 0, signal: null });
    expect(proc.events('drained').map((e) => e.forced)).toEqual([false, false]);
    expect(proc.events('fork')).toHaveLength(2);
    expect(pids.filter(processAlive)).toEqual([]);
  });

  it('workers drain and exit when the primary is killed', async () => {
    const proc = start({ workers: 2 });
    const { pids } = await ready(proc, 2);
    proc.child.kill('SIGKILL');
    await proc.exited;
    const deadline = Date.now() + 5000;
    while (pids.some(processAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(pids.filter(processAlive)).toEqual([]);
  });

  it('cuts a request still running at the drain deadline, and exits with code 1', async () => {
    const proc = start({ workers: 2, drainTimeout: 300 });
    const { origin } = await ready(proc, 2);
    const slow = request(`${origin}/slow?ms=10000`, { reset: true }).then(
      () => 'answered',
      () => 'cut',
    );
    const busy = await proc.waitFor('the slow request', (l) => ('slow' in l ? l.slow : undefined));
    proc.child.kill('SIGTERM');
    expect(await slow).toBe('cut');
    expect(await proc.exited).toEqual({ code: 1, signal: null });
    expect(proc.events('drained').find((e) => e.pid === busy)).toMatchObject({ forced: true });
    expect(proc.events('stopped')).toMatchObject([{ forced: true }]);
  });

  it('stop() in the primary drains every worker and resolves without exiting the process itself', async () => {
    const proc = start({ workers: 2, stopOnReady: 2 });
    const result = await proc.waitFor('stop()', (l) => ('stopResult' in l ? l.stopResult : undefined));
    expect(result).toEqual({ forced: false });
    expect(proc.events('drain')).toMatchObject([{ workers: 2 }]);
    expect(proc.events('drain')[0]).not.toHaveProperty('signal');
    expect(proc.events('exit').map((e) => [e.code, e.expected])).toEqual([
      [0, true],
      [0, true],
    ]);
    // Nothing is left to keep the primary alive, so it ends on its own, with code 0.
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  });

  it('a second SIGTERM while draining kills workers that do not finish', async () => {
    const proc = start({ workers: 2, hang: true, drainTimeout: 60_000 });
    await ready(proc, 2);
    proc.child.kill('SIGTERM');
    await proc.waitFor('the drain', (l) => ('event' in l && l.event.type === 'drain' ? true : undefined));
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 1, signal: null });
    expect(proc.events('kill').map((e) => e.message)).toEqual([
      expect.stringMatching(/: a second SIGTERM while draining$/),
      expect.stringMatching(/: a second SIGTERM while draining$/),
    ]);
    expect(proc.events('exit').map((e) => e.signal)).toEqual(['SIGKILL', 'SIGKILL']);
    expect(proc.events('stopped')).toMatchObject([{ forced: true }]);
  });

  it('kills workers still running 5 s past the drain deadline', async () => {
    const proc = start({ workers: 2, hang: true, drainTimeout: 0 });
    await ready(proc, 2);
    const began = Date.now();
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - began).toBeGreaterThanOrEqual(4900);
    expect(proc.events('kill').map((e) => e.message)).toEqual([
      expect.stringMatching(/: still running 5000 ms after the drain began$/),
      expect.stringMatching(/: still running 5000 ms after the drain began$/),
    ]);
    expect(proc.events('drained')).toEqual([]);
  });

  it('backs off a crash loop exponentially, gives up, and exits with code 1', async () => {
    const restart = { delay: 40, maxDelay: 200, maxAttempts: 4, resetAfter: 60_000 };
    const proc = start({ workers: 2, crash: true, restart });
    expect(await proc.exited).toEqual({ code: 1, signal: null });
    for (const index of [0, 1]) {
      const restarts = proc.events('restart').filter((e) => e.index === index);
      expect(restarts.map((e) => [e.attempt, e.delay])).toEqual([
        [1, 40],
        [2, 80],
        [3, 160],
        [4, 200],
      ]);
      expect(proc.events('give-up').filter((e) => e.index === index)).toMatchObject([{ attempts: 5 }]);
      const errors = proc.events('error').filter((e) => e.index === index);
      expect(errors).toHaveLength(5);
      expect(errors[0]?.error).toMatch(/start failed on purpose/);
    }
    expect(proc.events('fork')).toHaveLength(10);
    expect(proc.events('ready')).toEqual([]);
    expect(proc.events('stopped')).toMatchObject([{ forced: true }]);
  });
});
