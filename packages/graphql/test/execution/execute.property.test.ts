import * as fc from 'fast-check';
import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from '../../src/type/definition.js';
import type { GraphQLSchema } from '../../src/type/schema.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { blogResolvers, blogSDL } from '../fixtures/blog.js';
import { asJson, buildGraphqlJsSchema } from '../fixtures/graphql-js-adapter.js';

/** A small deterministic PRNG, so a failing seed reproduces the same query. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes a random valid literal of an input type (ids drawn from the fixture's, some missing). */
function literal(type: GraphQLInputType, random: () => number, name: string): string {
  const nullable = getNullableType(type);
  if (!isNonNullType(type) && random() < 0.1) return 'null';
  const named = getNamedType(nullable);
  if ('ofType' in nullable) return `[${literal(nullable.ofType as GraphQLInputType, random, name)}]`;
  if (isEnumType(named)) {
    const values = named.getValues();
    return values[Math.floor(random() * values.length)]!.name;
  }
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type) || random() < 0.5);
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type, random, field.name)}`).join(', ')} }`;
  }
  switch (named.name) {
    case 'Int':
      return String(Math.floor(random() * 6) - (name === 'value' ? 2 : 0));
    case 'Float':
      return String(Math.floor(random() * 10) / 2);
    case 'Boolean':
      return random() < 0.5 ? 'true' : 'false';
    case 'ID':
      return JSON.stringify(['a1', 'a2', 'p1', 'p4', 'c3', 'zz'][Math.floor(random() * 6)]);
    default:
      return JSON.stringify(['ada', 'post', '1', ''][Math.floor(random() * 4)]);
  }
}

function args(defs: ReadonlyArray<GraphQLArgument>, random: () => number): string {
  const chosen = defs.filter((arg) => isNonNullType(arg.type) || random() < 0.5);
  return chosen.length === 0
    ? ''
    : `(${chosen.map((arg) => `${arg.name}: ${literal(arg.type, random, arg.name)}`).join(', ')})`;
}

/** A random valid selection set on a type: aliases, repeated fields, fragments on abstract types, directives. */
function selection(schema: GraphQLSchema, type: GraphQLNamedType, random: () => number, depth: number): string {
  if (isAbstractType(type)) {
    const parts = ['__typename'];
    for (const possible of schema.getPossibleTypes(type)) {
      if (random() < 0.7) parts.push(`... on ${possible.name} ${selection(schema, possible, random, depth)}`);
    }
    return `{ ${parts.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields());
  const parts: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const field = fields[Math.floor(random() * fields.length)]!;
    const named = getNamedType(field.type);
    if (!isLeafType(named) && depth >= 3) continue;
    const alias = random() < 0.3 ? `x${i}: ` : '';
    const directive = random() < 0.15 ? (random() < 0.5 ? ' @skip(if: true)' : ' @include(if: true)') : '';
    const sub = isLeafType(named) ? '' : ` ${selection(schema, named, random, depth + 1)}`;
    parts.push(`${alias}${field.name}${args(field.args, random)}${directive}${sub}`);
  }
  if (parts.length === 0) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

describe('execute: random valid queries over the blog schema agree with graphql-js (property)', () => {
  const ours = buildSchema(blogSDL, { resolvers: blogResolvers() });
  const theirs = buildGraphqlJsSchema(blogSDL, blogResolvers());
  const queryType = ours.getQueryType()!;

  it('same data and errors (message, path, locations)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const query = selection(ours, queryType, prng(seed), 0);
        const document = graphqlJs.parse(query);
        // Random picks can write two fields with one response name and different arguments; both
        // executors leave such documents undefined, so only valid ones are compared.
        fc.pre(graphqlJs.validate(theirs, document).length === 0);
        const expected = asJson(await graphqlJs.execute({ schema: theirs, document }));
        const actual = asJson(await execute({ schema: ours, document: parse(query) }));
        expect(actual, query).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
