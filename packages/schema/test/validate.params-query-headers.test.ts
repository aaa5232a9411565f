import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../src/index.js';
import { expectProblem, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const routes = (app: Parameters<Parameters<typeof serveApp>[0]>[0]) => {
  app.get(
    '/posts/:id',
    validate({
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ fields: z.enum(['title', 'all']).default('all') }),
      headers: z.object({ 'x-tenant': z.string().regex(/^[a-z]+$/) }),
    }),
    (req, res) => res.json({ params: req.params, query: req.query, tenant: req.headers['x-tenant'] }),
  );
};

describe('validate({ params, query, headers })', () => {
  it('replaces req.params and req.query with the validated values; headers are checked only', async () => {
    srv = await serveApp(routes);
    const res = await request(`${srv.origin}/posts/7`, { headers: { 'x-tenant': 'acme' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ params: { id: 7 }, query: { fields: 'all' }, tenant: 'acme' });
  });

  it('bad params are a 400 BATON_SCHEMA_INVALID_PARAMS', async () => {
    srv = await serveApp(routes);
    const problem = expectProblem(
      await request(`${srv.origin}/posts/abc`, { headers: { 'x-tenant': 'acme' } }),
      400,
      'BATON_SCHEMA_INVALID_PARAMS',
    );
    expect(problem.issues?.map((i) => `${i.in} ${i.pointer}`)).toEqual(['params /id']);
  });

  it('a bad query is a 400 BATON_SCHEMA_INVALID_QUERY, a repeated key (an array) too', async () => {
    srv = await serveApp(routes);
    for (const query of ['fields=body', 'fields=title&fields=all']) {
      const problem = expectProblem(
        await request(`${srv.origin}/posts/7?${query}`, { headers: { 'x-tenant': 'acme' } }),
        400,
        'BATON_SCHEMA_INVALID_QUERY',
      );
      expect(problem.issues?.map((i) => `${i.in} ${i.pointer}`)).toEqual(['query /fields']);
    }
  });

  it('a missing header is a 400 BATON_SCHEMA_INVALID_HEADERS', async () => {
    srv = await serveApp(routes);
    const problem = expectProblem(await request(`${srv.origin}/posts/7`), 400, 'BATON_SCHEMA_INVALID_HEADERS');
    expect(problem.issues?.map((i) => `${i.in} ${i.pointer}`)).toEqual(['headers /x-tenant']);
  });

  it('failures in several parts are one 400 BATON_SCHEMA_INVALID_REQUEST listing them all', async () => {
    srv = await serveApp(routes);
    const problem = expectProblem(await request(`${srv.origin}/posts/0?fields=x`), 400, 'BATON_SCHEMA_INVALID_REQUEST');
    expect(problem.detail).toBe('The request does not fit the route schema (3 issues)');
    expect(problem.issues?.map((i) => `${i.in} ${i.pointer}`)).toEqual([
      'params /id',
      'query /fields',
      'headers /x-tenant',
    ]);
  });

  it('HEAD gets the problem status and headers without a body', async () => {
    srv = await serveApp(routes);
    const res = await request(`${srv.origin}/posts/abc`, { method: 'HEAD', headers: { 'x-tenant': 'acme' } });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.text).toBe('');
  });
});
