import type { TestServer } from '@batonjs/test-utils';
import { serve } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { GQL_JSON, postJson } from './helpers.js';

describe('graphqlHttp: hostile variables', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('a variable nested thousands of levels deep in a recursive input type is a request error, not a crash', async () => {
    const schema = buildSchema('input Node { next: Node value: Int } type Query { depth(node: Node): Int }', {
      resolvers: { Query: { depth: () => 0 } },
    });
    const handler = graphqlHttp({ schema, limits: { bodyBytes: 1024 * 1024 } });
    srv = await serve((req, res) => handler(req, res));
    let node = '{"value":1}';
    for (let i = 0; i < 50_000; i++) node = `{"next":${node}}`;
    const body = `{"query":"query ($n: Node) { depth(node: $n) }","variables":{"n":${node}}}`;
    const res = await postJson(srv, body, { accept: GQL_JSON });
    expect(res.status).toBe(400);
    const result = res.json() as { errors: Array<{ message: string }> };
    expect(result.errors[0]?.message).toBe('Variable "$n" is nested too deeply.');
    expect((await postJson(srv, { query: '{ depth }' })).json()).toEqual({ data: { depth: 0 } });
  });
});
