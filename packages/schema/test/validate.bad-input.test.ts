import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../src/index.js';
import { expectProblem, sendJson, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const Input = z.object({ title: z.string().max(100), meta: z.record(z.string(), z.string()).optional() });
const Tree: z.ZodType<{ children: unknown[] }> = z.lazy(() => z.object({ children: z.array(Tree) }));

function routes(app: Parameters<Parameters<typeof serveApp>[0]>[0]): void {
  app.post('/posts', validate({ body: Input }), (req, res) =>
    res.json({ body: req.body, protoOfBody: Object.getPrototypeOf(req.body) === Object.prototype }),
  );
  app.post('/tree', validate({ body: Tree }), (_req, res) => res.json({ ok: true }));
  app.get('/alive', (_req, res) => res.json({ alive: true }));
}

async function stillServing(): Promise<void> {
  const res = await request(`${srv?.origin}/alive`);
  expect(res.status).toBe(200);
  expect(res.json()).toEqual({ alive: true });
}

describe('validate() under hostile input', () => {
  it('__proto__ and constructor keys pollute nothing and do not reach req.body', async () => {
    srv = await serveApp(routes);
    const res = await sendJson(
      srv,
      '/posts',
      '{"title":"a","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    );
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ body: { title: 'a' }, protoOfBody: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Inside a record the key is dropped by the validator rather than set as a prototype.
    const nested = await sendJson(srv, '/posts', '{"title":"a","meta":{"__proto__":{"polluted":true}}}');
    expect(nested.status).toBe(200);
    expect(nested.json()).toEqual({ body: { title: 'a', meta: {} }, protoOfBody: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await stillServing();
  });

  it('a body over the parser limit is its 413 before any validator runs', async () => {
    srv = await serveApp(routes);
    const res = await sendJson(srv, '/posts', { title: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.text).toMatch(/request entity too large/);
    await stillServing();
  });

  it('a body nested deeper than maxDepth (64) is a 422 before the (recursive) validator runs', async () => {
    srv = await serveApp(routes);
    // 4,000 levels: about 60 KB, under the parser's 100 KB limit, so the validator sees it all.
    const depth = 4000;
    const deep = `${'{"children":['.repeat(depth)}${']}'.repeat(depth)}`;
    const res = await sendJson(srv, '/tree', deep);
    const problem = expectProblem(res, 422, 'BATON_SCHEMA_INVALID_BODY');
    expect(problem.issues).toHaveLength(1);
    expect(problem.issues?.[0]?.message).toBe('nested deeper than 64 levels');
    expect(problem.issues?.[0]?.path).toHaveLength(64);
    const shallow = await sendJson(srv, '/tree', { children: [{ children: 'no' }] });
    expect(expectProblem(shallow, 422, 'BATON_SCHEMA_INVALID_BODY').issues?.[0]?.pointer).toBe('/children/0/children');
    await stillServing();
  });

  it('a body no parser read (a non-JSON content type) is a 415; malformed JSON is the parser 400', async () => {
    srv = await serveApp(routes);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await request(`${srv.origin}/posts`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'title=a',
      });
      expectProblem(res, 415, 'BATON_SCHEMA_UNSUPPORTED_MEDIA_TYPE');
    }
    const malformed = await sendJson(srv, '/posts', '{"title":');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-type']).toBe('text/html; charset=utf-8');
    await stillServing();
  });

  it('no body at all is validated as undefined: a 422 naming the missing body', async () => {
    srv = await serveApp(routes);
    const problem = expectProblem(
      await request(`${srv.origin}/posts`, { method: 'POST' }),
      422,
      'BATON_SCHEMA_INVALID_BODY',
    );
    expect(problem.issues).toHaveLength(1);
    expect(problem.issues?.[0]?.pointer).toBe('');
  });

  it('path and query values that are hostile strings are issues, not errors', async () => {
    srv = await serveApp((app) => {
      app.get(
        '/q/:id',
        validate({ params: z.object({ id: z.uuid() }), query: z.strictObject({ q: z.string().max(10) }) }),
        (_req, res) => res.json({}),
      );
    });
    const res = await request(`${srv.origin}/q/%00%2F..?q=${'a'.repeat(50)}&__proto__=1&constructor[x]=1`);
    const problem = expectProblem(res, 400, 'BATON_SCHEMA_INVALID_REQUEST');
    expect(problem.issues?.map((i) => `${i.in} ${i.pointer}`)).toEqual(
      expect.arrayContaining(['params /id', 'query /q']),
    );
  });
});
