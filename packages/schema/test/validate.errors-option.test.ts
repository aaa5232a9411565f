import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidate, SchemaError, validate } from '../src/index.js';
import { sendJson, serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe("validate(schemas, { errors: 'next' })", () => {
  it('passes the coded SchemaError with its issues to the app error handler', async () => {
    srv = await serveApp((app) => {
      app.post('/posts', validate({ body: z.object({ title: z.string() }) }, { errors: 'next' }), (_req, res) =>
        res.json({ reached: true }),
      );
      app.use((err: unknown, _req: unknown, res: { status(n: number): { json(b: unknown): void } }, _next: unknown) => {
        const e = err as SchemaError;
        res.status(e.status).json({
          own: true,
          isSchemaError: err instanceof SchemaError,
          code: e.code,
          expose: e.expose,
          issues: e.issues,
        });
      });
    });
    const res = await sendJson(srv, '/posts', { title: 1 });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      own: true,
      isSchemaError: true,
      code: 'BATON_SCHEMA_INVALID_BODY',
      expose: true,
      issues: [{ in: 'body', path: ['title'], pointer: '/title', message: expect.any(String) }],
    });
  });

  it('createValidate() makes it the default, and a per-route option still wins', async () => {
    const strictValidate = createValidate({ errors: 'next' });
    srv = await serveApp((app) => {
      app.post('/a', strictValidate({ body: z.object({ n: z.number() }) }), (_req, res) => res.json({}));
      app.post('/b', strictValidate({ body: z.object({ n: z.number() }) }, { errors: 'problem' }), (_req, res) =>
        res.json({}),
      );
      app.use(
        (err: SchemaError, _req: unknown, res: { status(n: number): { send(b: string): void } }, _next: unknown) => {
          res.status(err.status).send(`handler saw ${err.code}`);
        },
      );
    });
    const a = await sendJson(srv, '/a', {});
    expect(a.status).toBe(422);
    expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(a.text).toBe('handler saw BATON_SCHEMA_INVALID_BODY');
    const b = await sendJson(srv, '/b', {});
    expect(b.status).toBe(422);
    expect(b.headers['content-type']).toBe('application/problem+json');
    expect(b.json()).toMatchObject({ code: 'BATON_SCHEMA_INVALID_BODY' });
  });
});
