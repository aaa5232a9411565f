import { describe, expectTypeOf, it } from 'vitest';
import {
  buildSchema,
  type GraphQLAbstractType,
  type GraphQLResolveInfo,
  type ScalarResolvers,
  type TypeResolvers,
} from '../src/index.js';

const sdl = `
  interface Node { id: ID! }
  type Post implements Node { id: ID! title: String }
  scalar Upper
  type Query { hello(name: String): String post: Post node: Node up: Upper }
`;

// Under `strict`, a resolver whose parameters TypeScript cannot type from the map is an error
// (TS7006, implicit any): each unannotated arrow below compiles only if the map types it.
describe('ResolverMap types unannotated resolvers', () => {
  it('a field resolver gets (parent, args, context, info), plain or as { resolve }', () => {
    buildSchema(sdl, {
      resolvers: {
        Query: {
          hello: (root, args, context, info) => {
            expectTypeOf(root).toEqualTypeOf<unknown>();
            expectTypeOf(args).toEqualTypeOf<Record<string, unknown>>();
            expectTypeOf(context).toEqualTypeOf<unknown>();
            expectTypeOf(info).toEqualTypeOf<GraphQLResolveInfo>();
            return 'hi';
          },
          post: { resolve: (_root, args) => ({ id: String(args.id), title: 't' }) },
        },
      },
    });
  });

  it('__resolveType and __isTypeOf get their own parameters, all four of __resolveType', () => {
    buildSchema(sdl, {
      resolvers: {
        Node: {
          __resolveType: (value, context, info, abstractType) => {
            expectTypeOf(value).toEqualTypeOf<unknown>();
            expectTypeOf(context).toEqualTypeOf<unknown>();
            expectTypeOf(info).toEqualTypeOf<GraphQLResolveInfo>();
            expectTypeOf(abstractType).toEqualTypeOf<GraphQLAbstractType>();
            return 'Post';
          },
        },
        Post: {
          __isTypeOf: (value, _context, info) => {
            expectTypeOf(info).toEqualTypeOf<GraphQLResolveInfo>();
            return typeof value === 'object';
          },
          title: (post) => (post as { title: string }).title,
        },
      },
    });
  });

  it('a scalar entry is typed once marked with satisfies ScalarResolvers', () => {
    const Upper = {
      serialize: (value) => String(value).toUpperCase(),
      parseValue: (value) => String(value).toLowerCase(),
    } satisfies ScalarResolvers;
    buildSchema(sdl, { resolvers: { Upper } });
    // A field resolver must still be a function or { resolve, subscribe }.
    // @ts-expect-error: a number is no resolver
    const wrong: TypeResolvers = { title: 42 };
    expectTypeOf(wrong).toEqualTypeOf<TypeResolvers>();
  });
});
