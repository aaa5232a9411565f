import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportJsonSchema } from '../src/domain/representations.js';
import { type ExportRunner, startExportRunner } from '../src/exports/export-runner.js';
import { type BlogServer, expectProblem, loginAll, startBlog } from './helpers/blog-server.js';
import { openTestStore } from './helpers/test-store.js';

let srv: BlogServer;
let runner: ExportRunner;
let ada: string;
let grace: string;
let admin: string;
beforeAll(async () => {
  const store = await openTestStore();
  // A long poll: the jobs here run because the route wakes the runner, as main.ts wires it.
  runner = startExportRunner({ store, pollMs: 60_000 });
  srv = await startBlog({ store, onExportQueued: () => runner.wake() });
  ({ ada, grace, admin } = await loginAll(srv));
});
afterAll(async () => {
  await runner.stop();
  await srv.close();
});

async function untilFinished(location: string, cookie: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const res = await srv.fetch(location, { headers: { cookie } });
    const job = res.json<Record<string, unknown>>();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`export ${location} did not finish`);
}

describe('POST /api/v1/exports', () => {
  it('queues an export: 202, Location, {id, status: "pending"}', async () => {
    // Queued while the runner is stopped, so it is certainly still pending when answered.
    const paused = await startBlog({ store: srv.store, onExportQueued: () => {} });
    try {
      const res = await paused.fetch('/api/v1/exports', { method: 'POST', headers: { cookie: ada } });
      expect(res.status).toBe(202);
      const job = res.json<{ id: string }>();
      expect(job).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'pending' });
      expect(res.headers.location).toBe(`/api/v1/exports/${job.id}`);
      expect(res.headers['cache-control']).toBe('no-store');
      const status = await paused.fetch(res.headers.location as string, { headers: { cookie: ada } });
      expect(status.status).toBe(200);
      expect(status.json()).toEqual({ id: job.id, status: 'pending' });
      expectProblem(
        await paused.fetch(`${res.headers.location}/result`, { headers: { cookie: ada } }),
        409,
        'EXPORT_NOT_READY',
      );
    } finally {
      await new Promise<void>((resolve) => {
        paused.server.closeAllConnections();
        paused.server.close(() => resolve());
      });
    }
  });

  it('runs it in the background; when done, result is the URL of all the author’s posts as JSON', async () => {
    const res = await srv.fetch('/api/v1/exports', { method: 'POST', headers: { cookie: ada } });
    const location = res.headers.location as string;
    const job = await untilFinished(location, ada);
    expect(job).toEqual({ id: location.split('/').pop(), status: 'done', result: `${location}/result` });
    const result = await srv.fetch(job.result as string, { headers: { cookie: ada } });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = result.json<{ author: unknown; posts: Array<{ id: string; author: string }> }>();
    expect(body.author).toEqual({ id: '1', name: 'ada', age: 36 });
    expect(body.posts.map((p) => p.id)).toEqual(['3', '1']);
    expect(body.posts.every((p) => p.author === '1')).toBe(true);
    // What /api/openapi.json documents for it.
    expect(ExportJsonSchema.safeParse(body).error).toBeUndefined();
  });

  it('needs a login, and shows a job only to its author or an admin', async () => {
    expectProblem(await srv.fetch('/api/v1/exports', { method: 'POST' }), 401, 'NOT_LOGGED_IN');
    const res = await srv.fetch('/api/v1/exports', { method: 'POST', headers: { cookie: ada } });
    const location = res.headers.location as string;
    expectProblem(await srv.fetch(location), 401, 'NOT_LOGGED_IN');
    expectProblem(await srv.fetch(location, { headers: { cookie: grace } }), 404, 'EXPORT_NOT_FOUND');
    expect((await srv.fetch(location, { headers: { cookie: admin } })).status).toBe(200);
    expectProblem(await srv.fetch('/api/v1/exports/999', { headers: { cookie: ada } }), 404, 'EXPORT_NOT_FOUND');
    expectProblem(await srv.fetch('/api/v1/exports/x', { headers: { cookie: ada } }), 404, 'EXPORT_NOT_FOUND');
  });
});

describe('the export runner', () => {
  it('takes over a job left running by a dead process once its lease is past, and runs each job once', async () => {
    const store = await openTestStore();
    const job = await store.createExportJob('2');
    // Another process claimed it and died.
    expect((await store.claimExportJob(60_000))?.id).toBe(job.id);
    expect(await store.claimExportJob(60_000)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.claimExportJob(1)).toMatchObject({ id: job.id, status: 'running' });
    await store.finishExportJob(job.id, { result: '[]' });
    expect(await store.getExportJob(job.id)).toMatchObject({ status: 'done', result: '[]' });
    // A late finish from the first claimant does not overwrite the outcome.
    await store.finishExportJob(job.id, { error: 'late' });
    expect(await store.getExportJob(job.id)).toMatchObject({ status: 'done', error: null });
    await store.close();
  });

  it('records a failure with its reason, and finishes a claimed job even when stopped at once', async () => {
    const job = await srv.store.createExportJob('1');
    const failures: unknown[] = [];
    const broken = { ...srv.store, listPostsByAuthor: () => Promise.reject(new Error('disk on fire')) };
    const local = startExportRunner({ store: broken, pollMs: 60_000, onError: (err) => failures.push(err) });
    await local.stop();
    expect(await srv.store.getExportJob(job.id)).toMatchObject({ status: 'failed', error: 'disk on fire' });
    expect(failures).toHaveLength(1);
    const status = await srv.fetch(`/api/v1/exports/${job.id}`, { headers: { cookie: ada } });
    expect(status.json()).toEqual({ id: job.id, status: 'failed', error: 'disk on fire' });
  });
});
