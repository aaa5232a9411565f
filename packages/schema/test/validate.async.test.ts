import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StandardSchemaV1, validate } from '../src/index.js';
import { expectProblem, sendJson, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** A hand-written Standard Schema whose validate does what the test needs. */
function schemaFrom(validate: StandardSchemaV1['~standard']['validate']): StandardSchemaV1 {
  return { '~standard': { version: 1, vendor: 'test', validate } };
}

describe('validate() with asynchronous and failing validators', () => {
  it('awaits an async validator (zod refine with a promise) and uses its verdict', async () => {
    const taken = new Set(['taken']);
    const body = z.object({
      slug: z.string().refine(async (slug) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return !taken.has(slug);
      }, 'is taken'),
    });
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body }), (req, res) => res.status(201).json(req.body));
    });
    const ok = await sendJson(srv, '/posts', { slug: 'fresh' });
    expect(ok.status).toBe(201);
    expect(ok.json()).toEqual({ slug: 'fresh' });
    const problem = expectProblem(await sendJson(srv, '/posts', { slug: 'taken' }), 422, 'BATON_SCHEMA_INVALID_BODY');
    expect(problem.issues).toEqual([{ in: 'body', path: ['slug'], pointer: '/slug', message: 'is taken' }]);
  });

  it('a validator that throws is a 500 BATON_SCHEMA_VALIDATOR_FAILED, and the server goes on', async () => {
    const throwing = schemaFrom(() => {
      throw new Error('secret internals');
    });
    const rejecting = schemaFrom(() => Promise.reject(new Error('secret internals')));
    srv = await serveApp((app) => {
      app.post('/sync', validate({ body: throwing }), (_req, res) => res.json({}));
      app.post('/async', validate({ body: rejecting }), (_req, res) => res.json({}));
      app.post('/garbage', validate({ body: schemaFrom(() => null as never) }), (_req, res) => res.json({}));
      app.get('/ok', (_req, res) => res.json({ ok: true }));
    });
    for (const path of ['/sync', '/async', '/garbage']) {
      const problem = expectProblem(await sendJson(srv, path, {}), 500, 'BATON_SCHEMA_VALIDATOR_FAILED');
      expect(problem.detail).toBe('A validator threw instead of answering');
      expect(JSON.stringify(problem)).not.toContain('secret internals');
    }
    const ok = await request(`${srv.origin}/ok`);
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
  });

  it('a validator that never answers is a 503 BATON_SCHEMA_VALIDATOR_TIMEOUT after the timeout', async () => {
    const never = schemaFrom(() => new Promise(() => undefined));
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: never }, { timeout: 50 }), (_req, res) => res.json({}));
    });
    const started = Date.now();
    const problem = expectProblem(await sendJson(srv, '/posts', {}), 503, 'BATON_SCHEMA_VALIDATOR_TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(problem.detail).toBe('A validator did not answer within the timeout option of validate()');
  });

  it('in production a 5xx detail is the status phrase only', async () => {
    const throwing = schemaFrom(() => {
      throw new Error('x');
    });
    srv = await serveApp((app) => {
      app.set('env', 'production');
      app.post('/posts', validate({ body: throwing }), (_req, res) => res.json({}));
    });
    const problem = expectProblem(await sendJson(srv, '/posts', {}), 500, 'BATON_SCHEMA_VALIDATOR_FAILED');
    expect(problem.detail).toBe('Internal Server Error');
  });

  it('a client that leaves while a validator works gets nothing more, and the handler never runs', async () => {
    let release: (() => void) | undefined;
    let handled = false;
    const slow = schemaFrom(
      (value) =>
        new Promise((resolve) => {
          release = () => resolve({ value });
        }),
    );
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: slow }), (_req, res) => {
        handled = true;
        res.json({});
      });
    });
    const controller = new AbortController();
    const pending = sendJsonAborting(srv.origin, controller.signal);
    await until(() => release !== undefined);
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 20));
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handled).toBe(false);
  });
});

async function sendJsonAborting(origin: string, signal: AbortSignal): Promise<void> {
  try {
    await request(`${origin}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal,
    });
  } catch (err) {
    expect((err as Error).name).toBe('AbortError');
  }
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}
