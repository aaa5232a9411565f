import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { GQL_JSON, postJson, serveGraphql, stillServes } from './helpers.js';

interface Result {
  errors?: Array<{ message: string; extensions?: { code: string } }>;
  data?: unknown;
}

describe('graphqlHttp: limits (all configurable)', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  async function rejected(body: unknown): Promise<Result> {
    const res = await postJson(srv!, body, { accept: GQL_JSON });
    expect(res.status).toBe(400);
    const result = res.json() as Result;
    expect(result).not.toHaveProperty('data');
    return result;
  }

  it('query length', async () => {
    srv = await serveGraphql({ limits: { queryLength: 40 } });
    const ok = await postJson(srv, { query: '{ __typename }' });
    expect(ok.status).toBe(200);
    const result = await rejected({ query: `{ __typename ${' '.repeat(40)}}` });
    expect(result.errors).toEqual([
      {
        message: 'The query is longer than the 40 characters allowed.',
        extensions: { code: 'BATON_GRAPHQL_QUERY_TOO_LONG' },
      },
    ]);
  });

  it('token count (passed to the parser)', async () => {
    srv = await serveGraphql({ limits: { tokens: 20 } });
    expect((await postJson(srv, { query: '{ a: __typename b: __typename }' })).status).toBe(200);
    const result = await rejected({ query: `{ ${'__typename '.repeat(30)}}` });
    expect(result.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more than 20 tokens/);
  });

  it('nesting depth: a 100,000-deep document is a clear error, not a stack overflow', async () => {
    srv = await serveGraphql({
      limits: { depth: 10, queryLength: 1_000_000, tokens: 1_000_000, bodyBytes: 1_000_000 },
    });
    const deep = `${'{a'.repeat(100_000)}${'}'.repeat(100_000)}`;
    const result = await rejected({ query: deep });
    expect(result.errors?.[0]?.message).toMatch(/^Syntax Error: .*(depth|deep|nest)/i);
    await stillServes(srv);
  });

  it('depth within the limit still executes', async () => {
    srv = await serveGraphql({ limits: { depth: 6 } });
    const res = await postJson(srv, { query: '{ post(id: "p1") { author { posts { author { name } } } } }' });
    expect(res.status).toBe(200);
    expect((res.json() as Result).errors).toBeUndefined();
  });

  it('alias count, with fragments expanded', async () => {
    srv = await serveGraphql({ limits: { aliases: 3 } });
    expect((await postJson(srv, { query: '{ a: __typename b: __typename c: __typename }' })).status).toBe(200);
    const result = await rejected({
      query:
        '{ ...F ...G } fragment F on Query { a: __typename b: __typename } fragment G on Query { c: __typename d: __typename }',
    });
    expect(result.errors).toEqual([
      {
        message: 'The document has more than the 3 aliases allowed.',
        extensions: { code: 'BATON_GRAPHQL_TOO_MANY_ALIASES' },
      },
    ]);
  });

  it('field count, with fragments expanded (a fragment fan-out is counted, not trusted)', async () => {
    srv = await serveGraphql({ limits: { fields: 40 } });
    const fanOut = [
      '{ ...L4 }',
      'fragment L4 on Query { authors { ...L3 } post(id: "p1") { author { ...L3 } } }',
      'fragment L3 on Author { posts { ...L2 } p2: posts { ...L2 } }',
      'fragment L2 on Post { author { ...L1 } a2: author { ...L1 } }',
      'fragment L1 on Author { id name role email }',
    ].join('\n');
    const result = await rejected({ query: fanOut });
    expect(result.errors).toEqual([
      {
        message: 'The document selects more than the 40 fields allowed.',
        extensions: { code: 'BATON_GRAPHQL_TOO_MANY_FIELDS' },
      },
    ]);
    expect((await postJson(srv, { query: '{ authors { id name } }' })).status).toBe(200);
  });

  it('limit errors are 200 for application/json clients, like other request errors', async () => {
    srv = await serveGraphql({ limits: { queryLength: 5 } });
    const res = await postJson(srv, { query: '{ __typename }' }, { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect((res.json() as Result).errors?.[0]?.extensions?.code).toBe('BATON_GRAPHQL_QUERY_TOO_LONG');
  });
});
