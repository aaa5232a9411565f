import { describe, expect, it } from 'vitest';
import {
  GraphQLInterfaceType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLUnionType,
} from '../../src/type/definition.js';
import { specifiedDirectives } from '../../src/type/directives.js';
import { GraphQLID, GraphQLString } from '../../src/type/scalars.js';
import { GraphQLSchema } from '../../src/type/schema.js';

const Node = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
const Author = new GraphQLObjectType({ name: 'Author', interfaces: [Node], fields: { id: { type: GraphQLID } } });
const Post = new GraphQLObjectType({
  name: 'Post',
  interfaces: [Node],
  fields: { id: { type: GraphQLID }, author: { type: Author } },
});
const Hidden = new GraphQLObjectType({ name: 'Hidden', interfaces: [Node], fields: { id: { type: GraphQLID } } });
const Search = new GraphQLUnionType({ name: 'Search', types: [Post, Author] });
const Query = new GraphQLObjectType({
  name: 'Query',
  fields: { node: { type: Node }, search: { type: Search }, hello: { type: GraphQLString } },
});

describe('GraphQLSchema (spec §3.3)', () => {
  const schema = new GraphQLSchema({ query: Query, types: [Hidden] });

  it('collects every reachable type plus the listed ones and the introspection types', () => {
    const names = Object.keys(schema.getTypeMap());
    expect(names).toEqual(expect.arrayContaining(['Query', 'Node', 'Search', 'Post', 'Author', 'Hidden', 'ID']));
    expect(names).toEqual(expect.arrayContaining(['__Schema', '__Type', '__TypeKind', 'Boolean', 'String']));
    expect(schema.getType('Post')).toBe(Post);
    expect(schema.getType('Nope')).toBeUndefined();
  });

  it('knows root types and directives', () => {
    expect(schema.getQueryType()).toBe(Query);
    expect(schema.getMutationType()).toBeUndefined();
    expect(schema.getSubscriptionType()).toBeUndefined();
    expect(schema.getDirectives()).toBe(specifiedDirectives);
    expect(schema.getDirective('skip')?.name).toBe('skip');
  });

  it('indexes possible types of interfaces and unions', () => {
    expect(schema.getPossibleTypes(Node).map(String).sort()).toEqual(['Author', 'Hidden', 'Post']);
    expect(schema.getPossibleTypes(Search)).toEqual([Post, Author]);
    expect(schema.isSubType(Node, Hidden)).toBe(true);
    expect(schema.isSubType(Search, Hidden)).toBe(false);
  });

  it('rejects two different types with one name', () => {
    const Dup = new GraphQLObjectType({ name: 'Post', fields: { x: { type: GraphQLString } } });
    const Q = new GraphQLObjectType({ name: 'Query', fields: { a: { type: Post }, b: { type: Dup } } });
    expect(() => new GraphQLSchema({ query: Q })).toThrow(
      'Schema must contain uniquely named types but contains multiple types named "Post".',
    );
  });
});
