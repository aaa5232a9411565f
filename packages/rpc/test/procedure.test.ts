import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Procedure, procedure, type StandardSchemaV1 } from '../src/index.js';
import { jsonAnswer, postJson, serveRpc } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** A hand-written Standard Schema: a validator need not come from a library. */
function positiveInt(asynchronous: boolean): StandardSchemaV1<number> {
  return {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (value) => {
        const result =
          typeof value === 'number' && Number.isInteger(value) && value > 0
            ? { value }
            : { issues: [{ message: 'Expected a positive integer', path: [{ key: 'n' }, Symbol.for('s'), 0] }] };
        return asynchronous ? Promise.resolve(result) : result;
      },
    },
  };
}

const call = (method: string, params: unknown) => ({ jsonrpc: '2.0', method, params, id: 1 });

describe('procedure()', () => {
  it('validates params with zod (Standard Schema) and passes the parsed output', async () => {
    const createBlog = procedure(
      z.object({ title: z.string().min(1), tags: z.array(z.string()).default([]) }),
      (p) => ({
        title: p.title.toUpperCase(),
        tags: p.tags,
      }),
    );
    srv = await serveRpc({ createBlog });
    expect(jsonAnswer(await postJson(srv, call('createBlog', { title: 'baton' })))).toEqual({
      jsonrpc: '2.0',
      result: { title: 'BATON', tags: [] },
      id: 1,
    });
  });

  it('a schema failure is -32602 Invalid params with the issues (message and path) in data', async () => {
    srv = await serveRpc({ createBlog: procedure(z.object({ title: z.string() }), (p) => p.title) });
    const answer = jsonAnswer(await postJson(srv, call('createBlog', { title: 5 }))) as {
      error: { code: number; message: string; data: { issues: Array<{ message: string; path: unknown[] }> } };
    };
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toBe('Invalid params');
    expect(answer.error.data.issues).toHaveLength(1);
    expect(answer.error.data.issues[0]?.path).toEqual(['title']);
    expect(answer.error.data.issues[0]?.message).toMatch(/string/i);
  });

  it.each([
    ['synchronous', false],
    ['asynchronous', true],
  ])('takes a %s validate and turns path segments into keys', async (_what, asynchronous) => {
    srv = await serveRpc({ double: procedure(positiveInt(asynchronous), (n) => n * 2) });
    expect(jsonAnswer(await postJson(srv, call('double', 21)))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request' },
      id: 1,
    });
    // params must be structured, so wrap the number: the schema then sees an array.
    const rejected = jsonAnswer(await postJson(srv, call('double', [21])));
    expect(rejected).toEqual({
      jsonrpc: '2.0',
      error: {
        code: -32602,
        message: 'Invalid params',
        data: { issues: [{ message: 'Expected a positive integer', path: ['n', 'Symbol(s)', 0] }] },
      },
      id: 1,
    });
  });

  it('validates absent params too (a schema can require them)', async () => {
    srv = await serveRpc({ needs: procedure(z.object({ id: z.string() }), (p) => p.id) });
    const answer = jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'needs', id: 1 }));
    expect(answer).toMatchObject({ error: { code: -32602 } });
  });

  it('without a schema, the function gets params as sent', async () => {
    srv = await serveRpc({ echo: procedure((params: unknown) => params) });
    expect(jsonAnswer(await postJson(srv, call('echo', { a: [1] })))).toEqual({
      jsonrpc: '2.0',
      result: { a: [1] },
      id: 1,
    });
  });

  it('call() validates and runs without HTTP, synchronously when it can', () => {
    const double = procedure(positiveInt(false), (n) => n * 2);
    const ctx = {} as Parameters<Procedure['call']>[1];
    expect(double.call(4, ctx)).toBe(8);
    expect(() => double.call(-1, ctx)).toThrow('Invalid params');
  });

  it('refuses what is not a schema or a function', () => {
    expect(() => procedure({} as StandardSchemaV1, () => 1)).toThrow(/Standard Schema v1/);
    expect(() => procedure(z.string(), undefined as unknown as () => 1)).toThrow(/must be a function/);
  });
});
