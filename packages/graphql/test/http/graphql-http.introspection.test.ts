import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GQL_JSON, postJson, serveGraphql, stillServes } from './helpers.js';

const SCHEMA_QUERY = '{ __schema { queryType { name } } }';

describe('graphqlHttp: introspection', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
    vi.unstubAllEnvs();
  });

  it('is answered by default outside production', async () => {
    srv = await serveGraphql();
    const res = await postJson(srv, { query: SCHEMA_QUERY });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('is refused by default when NODE_ENV=production: __schema, __type, in fragments too; __typename stays', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    srv = await serveGraphql();
    for (const query of [
      SCHEMA_QUERY,
      '{ __type(name: "Query") { name } }',
      '{ ...F } fragment F on Query { __schema { types { name } } }',
      '{ ... on Query { __type(name: "Post") { fields { name } } } }',
    ]) {
      const res = await postJson(srv, { query }, { accept: GQL_JSON });
      expect(res.status).toBe(400);
      const body = res.json<{ data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> }>();
      expect(body.data).toBeUndefined();
      expect(body.errors[0]?.extensions.code).toBe('BATON_GRAPHQL_INTROSPECTION_DISABLED');
      expect(body.errors[0]?.message).toBe(
        'GraphQL introspection is disabled (the default when NODE_ENV is production).',
      );
    }
    await stillServes(srv);
  });

  it('the introspection option turns it on in production, and off anywhere', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    srv = await serveGraphql({ introspection: true });
    expect((await postJson(srv, { query: SCHEMA_QUERY })).status).toBe(200);
    await srv.close();
    vi.stubEnv('NODE_ENV', 'development');
    srv = await serveGraphql({ introspection: false });
    const refused = await postJson(srv, { query: SCHEMA_QUERY });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('BATON_GRAPHQL_INTROSPECTION_DISABLED');
  });
});
