import { describe, expectTypeOf, it } from 'vitest';
import type { GraphQLResolveInfo } from '../../src/type/definition.js';
import { buildSchema, type ResolverMap } from '../../src/utilities/build-schema.js';

interface Post {
  id: string;
  title: string;
  authorId: string;
}
interface Context {
  user: string;
}

describe('resolver map typing', () => {
  it('accepts resolvers written with precise parameter types', () => {
    const resolvers = {
      Query: {
        post: (_root: unknown, args: { id: string }, context: Context) => ({
          id: args.id,
          title: context.user,
          authorId: 'a',
        }),
      },
      Post: {
        title: (post: Post, _args: Record<string, unknown>, _context: Context, info: GraphQLResolveInfo) =>
          `${post.title} (${info.fieldName})`,
        __isTypeOf: (value: Post) => typeof value.title === 'string',
      },
      Role: { ADMIN: 'admin' },
      Date: { serialize: (value: unknown) => String(value) },
    } satisfies ResolverMap;
    expectTypeOf(buildSchema('type Query { a: Int }', { resolvers })).not.toBeAny();
  });

  it('rejects a resolver map that is not an object of objects', () => {
    // @ts-expect-error a type's entry must be an object
    const bad: ResolverMap = { Query: 42 };
    expectTypeOf(bad).toEqualTypeOf<ResolverMap>();
  });
});
