import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createClient, type RpcClient } from '../src/client.js';
import { procedure, query, type RpcContext, rpc } from '../src/index.js';

interface Blog {
  readonly id: string;
  readonly title: string;
}

const procedures = {
  listBlogs: query((): Blog[] => []),
  getBlog: query(z.object({ id: z.string() }), async ({ id }): Promise<Blog> => ({ id, title: 't' })),
  createBlog: procedure(z.object({ title: z.string(), draft: z.boolean().default(false) }), (p, ctx) => {
    expectTypeOf(p).toEqualTypeOf<{ title: string; draft: boolean }>();
    expectTypeOf(ctx).toEqualTypeOf<RpcContext>();
    return { id: '1', title: p.title } satisfies Blog;
  }),
  add: ([a, b]: [number, number]) => a + b,
  later: async (params: { ms: number }) => params.ms > 0,
  ping: () => 'pong' as const,
};
rpc(procedures);

const client = createClient<typeof procedures>('/rpc', { get: ['listBlogs', 'getBlog'] });

describe('the client is typed from the procedure record', () => {
  it('results flow, unwrapped from promises', () => {
    expectTypeOf(client.listBlogs()).toEqualTypeOf<Promise<Blog[]>>();
    expectTypeOf(client.getBlog({ id: '1' })).toEqualTypeOf<Promise<Blog>>();
    expectTypeOf(client.createBlog({ title: 'x' })).toEqualTypeOf<Promise<{ id: string; title: string }>>();
    expectTypeOf(client.add([1, 2])).toEqualTypeOf<Promise<number>>();
    expectTypeOf(client.later({ ms: 1 })).toEqualTypeOf<Promise<boolean>>();
    expectTypeOf(client.ping()).toEqualTypeOf<Promise<'pong'>>();
  });

  it('params are the schema input (defaults optional) or the function parameter', () => {
    expectTypeOf(client.createBlog).parameter(0).toEqualTypeOf<{ title: string; draft?: boolean | undefined }>();
    expectTypeOf(client.getBlog).parameter(0).toEqualTypeOf<{ id: string }>();
    expectTypeOf(client.add).parameter(0).toEqualTypeOf<[number, number]>();
  });

  it('a wrong parameter is a compile error', () => {
    // @ts-expect-error id must be a string
    client.getBlog({ id: 1 });
    // @ts-expect-error title is required
    client.createBlog({ draft: true });
    // @ts-expect-error params are required
    client.getBlog();
    // @ts-expect-error a tuple of two numbers
    client.add([1, '2']);
    // @ts-expect-error no such procedure
    client.deleteEverything();
  });

  it('only queries may be listed in `get`', () => {
    // @ts-expect-error createBlog is not a query
    createClient<typeof procedures>('/rpc', { get: ['createBlog'] });
  });

  it('the client type is a plain mapped type over the record', () => {
    expectTypeOf(client).toEqualTypeOf<RpcClient<typeof procedures>>();
    expectTypeOf<keyof typeof client>().toEqualTypeOf<keyof typeof procedures>();
  });
});
