import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import type { ValidationRule } from '../../src/validation/validation-context.js';
import { GQL_JSON, postJson, serveGraphql, stillServes } from './helpers.js';

describe('graphqlHttp: validationRules', () => {
  let srv: TestServer | undefined;
  afterEach(() => srv?.close());

  it('runs extra rules after the specified ones, once per query text', async () => {
    let runs = 0;
    const noTypename: ValidationRule = (context) => ({
      Field(node) {
        runs++;
        if (node.name.value === '__typename') {
          context.reportError(new GraphQLError('no __typename here', { nodes: node, extensions: { code: 'NOPE' } }));
        }
      },
    });
    srv = await serveGraphql({ validationRules: [noTypename] });
    for (let i = 0; i < 2; i++) {
      const res = await postJson(srv, { query: '{ __typename }' }, { accept: GQL_JSON });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ message: 'no __typename here', locations: [{ line: 1, column: 3 }], extensions: { code: 'NOPE' } }],
      });
    }
    // The verdict is cached with the document: the second request did not run the rule again.
    expect(runs).toBe(1);
    // The specification's rules still run first.
    const unknown = await postJson(srv, { query: '{ nope }' });
    expect(unknown.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(/Cannot query field "nope"/);
  });

  it('changes nothing without them', async () => {
    srv = await serveGraphql();
    await stillServes(srv);
  });
});
