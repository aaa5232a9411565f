import type { AddressInfo } from 'node:net';
import {
  type AnyServer,
  type ClusterEvent,
  type ClusterRun,
  cluster,
  createApp,
  listen,
  type ShutdownOptions,
  shutdown,
} from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';

function slowApp() {
  const app = createApp();
  app.get('/slow', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    res.json({ done: true });
  });
  return app;
}

function single(run: ClusterRun) {
  if (run.role !== 'single') throw new Error(`expected single-process mode, got ${run.role}`);
  return run;
}

// signals: [] keeps the test runner's own SIGTERM/SIGINT handling untouched.
describe('cluster() with workers: 1 runs start in this process', () => {
  it('serves, and stop() drains an in-flight request before resolving', async () => {
    const events: ClusterEvent[] = [];
    let server: AnyServer | undefined;
    const run = single(
      await cluster(
        async ({ index }) => {
          expect(index).toBe(0);
          server = await listen(slowApp(), { port: 0, host: '127.0.0.1' });
          return server;
        },
        { workers: 1, signals: [], logger: (e) => events.push(e) },
      ),
    );
    if (server === undefined) throw new Error('start() did not run');
    const { port } = server.address() as AddressInfo;
    expect(events).toMatchObject([{ type: 'ready', index: 0, pid: process.pid, address: `127.0.0.1:${port}` }]);
    const pending = request(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = run.stop();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ done: true });
    expect(await stopping).toEqual({ forced: false });
    expect(await run.stopped).toEqual({ forced: false });
    expect(server.listening).toBe(false);
    expect(events.map((e) => e.type)).toEqual(['ready', 'drain', 'drained', 'stopped']);
    expect(await run.stop()).toEqual({ forced: false });
    expect(events).toHaveLength(4);
  });

  it('waits for a server that start() returned before it listens', async () => {
    const events: ClusterEvent[] = [];
    const server = slowApp().listen(0, '127.0.0.1');
    const run = single(await cluster(() => server, { workers: 1, signals: [], logger: (e) => events.push(e) }));
    expect(events[0]).toMatchObject({ type: 'ready', address: `127.0.0.1:${(server.address() as AddressInfo).port}` });
    await run.stop();
  });

  it('drains a Drainable with the drain timeout, and reports what it says about forced', async () => {
    const seen: ShutdownOptions[] = [];
    const server = await listen(slowApp(), { port: 0, host: '127.0.0.1' });
    const run = single(
      await cluster(
        () => ({
          async shutdown(options: ShutdownOptions) {
            seen.push(options);
            await shutdown(server, options);
            return { forced: true };
          },
        }),
        { workers: 1, drainTimeout: 1234, signals: [], logger: () => undefined },
      ),
    );
    expect(await run.stop()).toEqual({ forced: true });
    expect(seen).toEqual([{ timeout: 1234 }]);
    expect(server.listening).toBe(false);
  });

  it('logs and rejects when start() fails', async () => {
    const events: ClusterEvent[] = [];
    await expect(
      cluster(
        () => {
          throw new Error('no database');
        },
        { workers: 1, signals: [], logger: (e) => events.push(e) },
      ),
    ).rejects.toThrow('no database');
    expect(events).toMatchObject([{ type: 'error', index: 0, pid: process.pid }]);
    expect(events[0]?.type === 'error' && events[0].error).toMatch(/^Error: no database/);
  });
});

describe('cluster() options', () => {
  const start = () => {
    throw new Error('start must not run for invalid options');
  };
  it.each([
    [{ workers: 0 }, /workers must be a whole number >= 1 or 'auto', not 0/],
    [{ workers: 1.5 }, /workers must be/],
    [{ workers: Number.NaN }, /workers must be/],
    [{ workers: 1, drainTimeout: -1 }, /drainTimeout must be a number >= 0, not -1/],
    [{ workers: 1, restart: { delay: Number.POSITIVE_INFINITY } }, /restart.delay must be a number >= 0/],
    [{ workers: 1, restart: { maxAttempts: -2 } }, /restart.maxAttempts must be a number >= 0/],
  ])('rejects %o', async (options, message) => {
    await expect(cluster(start, options)).rejects.toMatchObject({
      code: 'BATON_INVALID_CLUSTER_OPTIONS',
      status: 500,
      message: expect.stringMatching(message),
    });
  });
});
