import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { blogResolvers, blogSDL } from '../fixtures/blog.js';
import { asJson, buildGraphqlJsSchema } from '../fixtures/graphql-js-adapter.js';

interface Case {
  readonly name: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string;
}

/** Valid documents (execution of invalid ones is undefined), exercising every part of spec §6. */
const corpus: Case[] = [
  {
    name: 'scalars and nested objects',
    query: '{ posts(first: 3) { id title body score tags status createdAt author { name role } } }',
  },
  { name: 'aliases keep selection order', query: '{ b: authors { n: name } a: post(id: "p2") { t: title id } }' },
  { name: 'same field twice merges', query: '{ post(id: "p1") { title author { name } author { id } } }' },
  {
    name: 'fragments and inline fragments',
    query:
      'query Q { post(id: "p4") { ...P author { ...A } } } fragment P on Post { id title ... on Node { id } } fragment A on Author { name ... { role } }',
  },
  {
    name: 'interface with __resolveType',
    query: '{ node(id: "a2") { __typename id ... on Author { name } ... on Post { title } } }',
  },
  {
    name: 'union',
    query: '{ search(term: "1") { __typename ... on Post { title } ... on Comment { body } ... on Author { name } } }',
  },
  { name: 'typename at the root', query: '{ __typename }' },
  {
    name: 'enum arguments and internal values',
    query: '{ authors { name role posts(status: PUBLISHED, first: 2) { id status } } }',
  },
  {
    name: 'input object argument with defaults',
    query: '{ posts(filter: { status: DRAFT, tags: "blog" }, first: 3) { id status tags score } }',
  },
  {
    name: 'variables with coercion',
    query: 'query ($f: PostFilter, $n: Int = 2) { posts(filter: $f, first: $n) { id } }',
    variables: { f: { authorId: 3, tags: ['blog'] } },
  },
  { name: 'variables default used', query: 'query ($n: Int = 1) { posts(first: $n) { id } }' },
  { name: 'list coercion of a single value', query: '{ echo(list: 3, nested: [[1, 2], [3]]) }' },
  {
    name: 'list coercion from variables',
    query: 'query ($l: [Int], $n: [[Int!]]) { echo(list: $l, nested: $n) }',
    variables: { l: 5, n: [[1], [2, 3]] },
  },
  { name: 'null argument', query: '{ echo(value: null) }' },
  {
    name: 'skip and include literal',
    query: '{ post(id: "p1") { id title @skip(if: true) body @include(if: false) score @include(if: true) } }',
  },
  {
    name: 'skip and include with variables',
    query:
      'query ($s: Boolean!, $i: Boolean!) { post(id: "p2") { id title @skip(if: $s) ... on Post @include(if: $i) { body } ...F @skip(if: $i) } } fragment F on Post { tags }',
    variables: { s: false, i: true },
  },
  { name: 'nullable field error', query: '{ author(id: "a1") { name secret } }' },
  {
    name: 'non-null error propagates to the nearest nullable parent',
    query: '{ post(id: "p1") { id broken } authors { name } }',
  },
  { name: 'non-null error inside a non-null list propagates further', query: '{ posts(first: 2) { id broken } }' },
  { name: 'errors in list items', query: '{ authors { name secret } }' },
  { name: 'promises in lists', query: '{ asyncPosts { id title author { name } } }' },
  {
    name: 'async resolver and async error',
    query: '{ a: slowNumber(value: 3) b: slowNumber(value: -1) c: slowNumber(value: 4) }',
  },
  { name: 'missing object gives null', query: '{ post(id: "nope") { id } author(id: "zzz") { name } }' },
  {
    name: 'comments with nullable author',
    query: '{ post(id: "p7") { comments { id body author { name } post { id } } } }',
  },
  { name: 'deprecated field still resolves', query: '{ authors { email } }' },
  {
    name: 'operation by name',
    query: 'query A { authors { id } } query B { post(id: "p3") { title } }',
    operationName: 'B',
  },
  {
    name: 'mutation runs serially',
    query:
      'mutation { first: createPost(input: { title: "New", authorId: "a1" }) { id title status author { name } } second: publish(id: "p2") { id status } }',
  },
  {
    name: 'mutation error on non-null root field',
    query: 'mutation { createPost(input: { title: "X", authorId: "a2", status: PUBLISHED }) { id } failing }',
  },
  {
    name: 'mutation with variables',
    query: 'mutation ($input: NewPost!) { createPost(input: $input) { title body status } }',
    variables: { input: { title: 'V', body: null, authorId: 'a3' } },
  },
  { name: 'custom scalar', query: '{ now post(id: "p5") { createdAt } }' },
  { name: 'request error: unknown operation', query: 'query A { __typename }', operationName: 'Z' },
  { name: 'request error: several operations without a name', query: 'query A { __typename } query B { __typename }' },
  { name: 'request error: missing required variable', query: 'query ($id: ID!) { post(id: $id) { id } }' },
  {
    name: 'request error: null for a non-null variable',
    query: 'query ($id: ID!) { post(id: $id) { id } }',
    variables: { id: null },
  },
  {
    name: 'request error: wrong variable types',
    query: 'query ($f: PostFilter, $n: Int) { posts(filter: $f, first: $n) { id } }',
    variables: { f: { status: 'NOPE', extra: 1, tags: [1] }, n: 1.5 },
  },
  {
    name: 'request error: missing input field',
    query: 'mutation ($input: NewPost!) { createPost(input: $input) { id } }',
    variables: { input: { title: 'x' } },
  },
  {
    name: 'unprovided variable falls back to argument default',
    query: 'query ($n: Int) { authors { posts(first: $n) { id } } }',
  },
  { name: 'schema without mutation root', query: 'subscription { x }' },
  {
    name: 'introspection in a normal query',
    query:
      '{ __type(name: "Status") { name kind enumValues(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
  },
];

describe('execute: differential against graphql-js 16 on a blog schema', () => {
  for (const testCase of corpus) {
    it(testCase.name, async () => {
      // Fresh data per executor: mutations change it.
      const ours = buildSchema(blogSDL, { resolvers: blogResolvers() });
      const theirs = buildGraphqlJsSchema(blogSDL, blogResolvers());
      const args = {
        variableValues: testCase.variables,
        operationName: testCase.operationName,
      };
      const expected = asJson(
        await graphqlJs.execute({ schema: theirs, document: graphqlJs.parse(testCase.query), ...args }),
      );
      const actual = asJson(await execute({ schema: ours, document: parse(testCase.query), ...args }));
      expect(actual).toEqual(expected);
      // Guard against a corpus that silently stopped exercising errors in both executors.
      const errors = (actual as { errors?: unknown[] }).errors;
      if (/error/.test(testCase.name)) expect(errors?.length).toBeGreaterThan(0);
      else expect(actual).toHaveProperty('data');
    });
  }
});
