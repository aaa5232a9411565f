import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { LruCache } from '../../src/http/document-cache.js';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import type { OperationDefinitionNode } from '../../src/language/ast.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('a size of 0 caches nothing', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('graphqlHttp: document cache keyed by query text', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  /** A resolver that reports which parsed operation object ran: the same object means a cache hit. */
  async function start(cacheSize: number): Promise<OperationDefinitionNode[]> {
    const seen: OperationDefinitionNode[] = [];
    const schema = buildSchema('type Query { op: Int }', {
      resolvers: {
        Query: {
          op: (_root, _args, _context, info) => {
            seen.push(info.operation);
            return seen.length;
          },
        },
      },
    });
    const handler = graphqlHttp({ schema, cacheSize });
    srv = await serve((req, res) => handler(req, res));
    return seen;
  }

  const send = (query: string) =>
    request(`${srv!.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });

  it('reuses the parsed document for the same text and parses different text anew', async () => {
    const seen = await start(10);
    await send('{ op }');
    await send('{ op }');
    await send('{ op  }');
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('is bounded: with room for one document, another query evicts it', async () => {
    const seen = await start(1);
    await send('{ op }');
    await send('{ a: op }');
    await send('{ op }');
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('caches request errors too, and they stay correct', async () => {
    await start(10);
    for (let i = 0; i < 2; i++) {
      const res = await send('{ op(');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({
        errors: [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 6 }] }],
      });
    }
  });
});
