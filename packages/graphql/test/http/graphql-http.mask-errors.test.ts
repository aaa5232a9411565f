import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLError } from '../../src/error/graphql-error.js';
import { postJson, serveGraphql } from './helpers.js';

describe('graphqlHttp: maskErrors', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('is off by default: resolver messages reach the client', async () => {
    srv = await serveGraphql();
    const res = await postJson(srv, { query: '{ author(id: "a1") { secret } }' });
    expect((res.json() as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('secret is not available');
  });

  it('replaces resolver exceptions with "Internal server error" and logs the original', async () => {
    const logged: GraphQLError[] = [];
    srv = await serveGraphql({ maskErrors: true, onError: (error) => logged.push(error) });
    const res = await postJson(srv, { query: '{ author(id: "a1") { name secret } }' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 27 }],
          path: ['author', 'secret'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
      data: { author: { name: 'Ada', secret: null } },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.originalError?.message).toBe('secret is not available');
    expect(logged[0]?.path).toEqual(['author', 'secret']);
  });

  it('keeps request errors (syntax, variables) visible: they describe the client’s own input', async () => {
    srv = await serveGraphql({ maskErrors: true, onError: () => {} });
    const res = await postJson(srv, { query: 'query ($n: Int) { posts(first: $n) { id } }', variables: { n: 'x' } });
    expect((res.json() as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"',
    );
  });
});
