import type { TestServer } from '@batonjs/test-utils';
import { type } from 'arktype';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StandardSchemaV1, validate } from '../src/index.js';
import { expectProblem, sendJson, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

// The same rule in three validators: a title of 1 to 20 characters, tags that are strings.
const validators: Record<string, StandardSchemaV1> = {
  zod: z.object({ title: z.string().min(1).max(20), tags: z.array(z.string()).default([]) }),
  valibot: v.object({
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
    tags: v.optional(v.array(v.string()), []),
  }),
  arktype: type({ title: '0 < string <= 20', 'tags?': 'string[]' }).pipe((o) => ({ tags: [], ...o })),
};

describe.each(Object.entries(validators))('validate({ body }) with %s', (_name, schema) => {
  it('passes the validated (transformed) body to the handler', async () => {
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: schema }), (req, res) => res.status(201).json(req.body));
    });
    const res = await sendJson(srv, '/posts', { title: 'Hello' });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ title: 'Hello', tags: [] });
  });

  it('a body that does not fit is a 422 problem naming every issue with its path', async () => {
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: schema }), (_req, res) => res.json({ reached: true }));
    });
    const problem = expectProblem(
      await sendJson(srv, '/posts', { title: '', tags: ['ok', 7] }),
      422,
      'BATON_SCHEMA_INVALID_BODY',
    );
    expect(problem.title).toBe('Unprocessable Entity');
    expect(problem.detail).toBe('The request body does not fit the route schema (2 issues)');
    expect(problem.issues?.map((i) => [i.in, i.pointer])).toEqual([
      ['body', '/title'],
      ['body', '/tags/1'],
    ]);
    expect(problem.issues?.[1]?.path).toEqual(['tags', 1]);
    for (const issue of problem.issues ?? []) expect(issue.message).not.toBe('');
  });

  it('wrong types, missing fields and an array body are each 422', async () => {
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: schema }), (_req, res) => res.json({ reached: true }));
    });
    for (const body of [{ title: 5 }, {}, [], [{ title: 'a' }]]) {
      const problem = expectProblem(await sendJson(srv, '/posts', body), 422, 'BATON_SCHEMA_INVALID_BODY');
      expect(problem.issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('validate({ body }): extra fields', () => {
  it('a strict schema lists the extra field; a plain one drops it from req.body', async () => {
    srv = await serveApp((app) => {
      app.post('/strict', validate({ body: z.strictObject({ title: z.string() }) }), (req, res) => res.json(req.body));
      app.post('/plain', validate({ body: z.object({ title: z.string() }) }), (req, res) => res.json(req.body));
    });
    const problem = expectProblem(
      await sendJson(srv, '/strict', { title: 'a', admin: true }),
      422,
      'BATON_SCHEMA_INVALID_BODY',
    );
    expect(problem.issues).toHaveLength(1);
    expect(problem.issues?.[0]?.message).toMatch(/admin/);
    const plain = await sendJson(srv, '/plain', { title: 'a', admin: true });
    expect(plain.status).toBe(200);
    expect(plain.json()).toEqual({ title: 'a' });
  });
});
