import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { subscribe } from '../../src/execution/subscribe.js';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { asJson, buildGraphqlJsSchema } from '../fixtures/graphql-js-adapter.js';

const sdl = `
  type Post { id: ID! title: String! loud: String! }
  type Query { noop: Int }
  type Subscription {
    postAdded(prefix: String = "P"): Post
    countdown(from: Int!): Int!
    notAStream: Int
    failsToStart: Int
  }
`;

async function* posts(prefix: string) {
  for (let i = 1; i <= 3; i++) yield { id: String(i), title: `${prefix}${i}` };
}
async function* countdown(from: number) {
  for (let i = from; i >= 0; i--) yield { countdown: i };
}

function resolvers() {
  return {
    Subscription: {
      postAdded: {
        subscribe: (_root: unknown, args: Record<string, unknown>) => posts(String(args.prefix)),
        resolve: (post: unknown) => post,
      },
      countdown: { subscribe: (_root: unknown, args: Record<string, unknown>) => countdown(Number(args.from)) },
      notAStream: { subscribe: () => 42 },
      failsToStart: {
        subscribe: () => {
          throw new Error('no stream for you');
        },
      },
    },
    Post: {
      loud: (post: { title: string }) => {
        if (post.title.endsWith('2')) throw new Error('too loud');
        return post.title.toUpperCase();
      },
    },
  };
}

/** Everything a subscription produced: the request error, or every result of the stream. */
async function drain(result: unknown): Promise<unknown> {
  if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) {
    const results: unknown[] = [];
    for await (const item of result as AsyncIterable<unknown>) results.push(asJson(item));
    return results;
  }
  return asJson(result);
}

const cases: Array<[string, string, Record<string, unknown>?]> = [
  ['a stream of events, each executed with the event as root value', 'subscription { postAdded { id title } }'],
  [
    'arguments and field errors per event',
    'subscription ($p: String) { postAdded(prefix: $p) { title loud } }',
    { p: 'x' },
  ],
  ['the default resolver reads the field from the event', 'subscription { countdown(from: 2) }'],
  ['a subscribe resolver that does not return a stream', 'subscription { notAStream }'],
  ['a subscribe resolver that throws', 'subscription { failsToStart }'],
  ['a missing required argument', 'subscription { countdown }'],
  ['an unknown field', 'subscription { nope }'],
  ['an operation that is not there', 'query { noop }'],
];

describe('subscribe (spec §6.2.3) agrees with graphql-js', () => {
  for (const [name, query, variableValues] of cases) {
    it(name, async () => {
      const ours = buildSchema(sdl, { resolvers: resolvers() });
      const theirs = buildGraphqlJsSchema(sdl, resolvers());
      let expected: unknown;
      try {
        expected = await drain(
          await graphqlJs.subscribe({ schema: theirs, document: graphqlJs.parse(query), variableValues }),
        );
      } catch (error) {
        expected = `rejects: ${(error as Error).message}`;
      }
      let actual: unknown;
      try {
        actual = await drain(await subscribe({ schema: ours, document: parse(query), variableValues }));
      } catch (error) {
        actual = `rejects: ${(error as Error).message}`;
      }
      expect(actual).toEqual(expected);
    });
  }

  it('a schema without a subscription root', async () => {
    const schema = buildSchema('type Query { a: Int }');
    expect(asJson(await subscribe({ schema, document: parse('subscription { a }') }))).toEqual({
      errors: [
        { message: 'Schema is not configured to execute subscription operation.', locations: [{ line: 1, column: 1 }] },
      ],
    });
  });

  it('closing the result stream closes the source', async () => {
    let closed = false;
    async function* source() {
      try {
        for (let i = 0; ; i++) yield { countdown: i };
      } finally {
        closed = true;
      }
    }
    const schema = buildSchema(sdl, { resolvers: { Subscription: { countdown: { subscribe: () => source() } } } });
    const stream = (await subscribe({
      schema,
      document: parse('subscription { countdown(from: 0) }'),
    })) as AsyncGenerator<unknown>;
    expect(asJson((await stream.next()).value)).toEqual({ data: { countdown: 0 } });
    expect(await stream.return(undefined)).toEqual({ value: undefined, done: true });
    expect(closed).toBe(true);
  });
});
