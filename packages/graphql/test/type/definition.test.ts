import { describe, expect, it } from 'vitest';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLUnionType,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isInputType,
  isLeafType,
  isOutputType,
} from '../../src/type/definition.js';
import { GraphQLInt, GraphQLString } from '../../src/type/scalars.js';

const Node = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLString) } } });
const Post: GraphQLObjectType = new GraphQLObjectType({
  name: 'Post',
  interfaces: () => [Node],
  fields: () => ({ id: { type: new GraphQLNonNull(GraphQLString) }, related: { type: new GraphQLList(Post) } }),
});
const Search = new GraphQLUnionType({ name: 'Search', types: [Post] });
const Color = new GraphQLEnumType({ name: 'Color', values: { RED: { value: 'r' }, GREEN: {} } });
const Filter = new GraphQLInputObjectType({ name: 'Filter', fields: { color: { type: Color } } });

describe('type definitions (spec §3)', () => {
  it('classifies types like graphql-js', () => {
    expect([
      isInputType(GraphQLInt),
      isInputType(Filter),
      isInputType(Post),
      isInputType(new GraphQLList(Filter)),
    ]).toEqual([true, true, false, true]);
    expect([isOutputType(Post), isOutputType(Filter), isOutputType(new GraphQLNonNull(Color))]).toEqual([
      true,
      false,
      true,
    ]);
    expect([
      isLeafType(Color),
      isLeafType(Post),
      isCompositeType(Search),
      isAbstractType(Node),
      isAbstractType(Post),
    ]).toEqual([true, false, true, true, false]);
  });

  it('unwraps with getNamedType and getNullableType and prints wrapped names', () => {
    const type = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Post)));
    expect(getNamedType(type)).toBe(Post);
    expect(String(getNullableType(type))).toBe('[Post!]');
    expect(String(type)).toBe('[Post!]!');
    expect(() => new GraphQLNonNull(type as never)).toThrow(/nullable type/);
  });

  it('resolves field thunks lazily so types can refer to themselves', () => {
    const related = Post.getFields().related;
    expect(String(related?.type)).toBe('[Post]');
    expect(Post.getInterfaces()).toEqual([Node]);
  });

  it('maps enum names to internal values and back', () => {
    expect(Color.parseValue('RED')).toBe('r');
    expect(Color.serialize('r')).toBe('RED');
    expect(Color.serialize('GREEN')).toBe('GREEN');
    expect(Color.parseLiteral({ kind: 'EnumValue', value: 'GREEN' })).toBe('GREEN');
    expect(() => Color.serialize('x')).toThrow('Enum "Color" cannot represent value: "x"');
    expect(() => Color.parseValue('REDD')).toThrow(
      'Value "REDD" does not exist in "Color" enum. Did you mean the enum value "RED"?',
    );
    expect(() => Color.parseLiteral({ kind: 'StringValue', value: 'RED' })).toThrow(
      'Enum "Color" cannot represent non-enum value: "RED". Did you mean the enum value "RED" or "GREEN"?',
    );
  });

  it('every named type prints and serialises as its name', () => {
    for (const type of [GraphQLInt, Node, Post, Search, Color, Filter]) {
      expect(String(type)).toBe(type.name);
      expect(JSON.stringify({ type })).toBe(`{"type":"${type.name}"}`);
    }
    expect(Object.prototype.toString.call(Post)).toBe('[object GraphQLObjectType]');
  });

  it('rejects invalid names', () => {
    expect(() => new GraphQLObjectType({ name: 'bad-name', fields: {} })).toThrow(
      'Names must only contain [_a-zA-Z0-9] but "bad-name" does not.',
    );
    expect(() => new GraphQLEnumType({ name: 'E', values: { true: {} } })).toThrow('Enum values cannot be named: true');
  });
});
