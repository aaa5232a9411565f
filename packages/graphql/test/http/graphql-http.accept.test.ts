import type { TestServer } from '@batonjs/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { negotiateResponseType } from '../../src/http/media-type.js';
import { GQL_JSON, postJson, serveGraphql, stillServes } from './helpers.js';

describe('negotiateResponseType', () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['*/*', 'application/json'],
    ['application/*', 'application/json'],
    ['application/json', 'application/json'],
    [GQL_JSON, GQL_JSON],
    [`${GQL_JSON}, application/json;q=0.9`, GQL_JSON],
    [`application/json, ${GQL_JSON}`, GQL_JSON],
    [`${GQL_JSON};q=0.5, application/json`, 'application/json'],
    [`text/html, ${GQL_JSON};charset=utf-8`, GQL_JSON],
    ['text/html', undefined],
    ['application/json;q=0', undefined],
    ['application/xml, text/*', undefined],
    // The shared matcher of @batonjs/http: range parameters are compared with what is sent.
    ['application/json;charset=utf-8', 'application/json'],
    ['application/json;charset=UTF-8;q=0.5, application/*;q=0.1', 'application/json'],
    ['application/json;charset=utf-16', undefined],
    [`${GQL_JSON};q=2, application/json`, GQL_JSON],
    ['application/*;q=0.5, application/json;q=0', GQL_JSON],
  ])('Accept %j → %j', (accept, expected) => {
    expect(negotiateResponseType(accept)).toBe(expected);
  });
});

describe('graphqlHttp: status codes per response media type (GraphQL over HTTP)', () => {
  let srv: TestServer;
  beforeEach(async () => {
    srv = await serveGraphql();
  });
  afterEach(() => srv.close());

  const requestErrors: Array<[string, Record<string, unknown>, string]> = [
    ['a syntax error', { query: '{ posts(' }, 'Syntax Error: Expected Name, found <EOF>.'],
    [
      'a missing required variable',
      { query: 'query ($id: ID!) { post(id: $id) { id } }' },
      'Variable "$id" of required type "ID!" was not provided.',
    ],
    ['an unknown operation', { query: '{ __typename }', operationName: 'Nope' }, 'Unknown operation named "Nope".'],
    ['a validation error', { query: '{ posts { nope } }' }, 'Cannot query field "nope" on type "Post".'],
  ];

  for (const [what, body, message] of requestErrors) {
    it(`${what}: 200 with application/json, 400 with ${GQL_JSON}`, async () => {
      const legacy = await postJson(srv, body, { accept: 'application/json' });
      expect(legacy.status).toBe(200);
      expect(legacy.headers['content-type']).toBe('application/json; charset=utf-8');
      const legacyBody = legacy.json() as { errors: Array<{ message: string }>; data?: unknown };
      expect(legacyBody.errors[0]?.message).toBe(message);
      expect(legacyBody).not.toHaveProperty('data');

      const modern = await postJson(srv, body, { accept: GQL_JSON });
      expect(modern.status).toBe(400);
      expect(modern.headers['content-type']).toBe(`${GQL_JSON}; charset=utf-8`);
      expect(modern.json()).toEqual(legacyBody);
    });
  }

  it('a field error with partial data is 200 in both', async () => {
    for (const accept of ['application/json', GQL_JSON]) {
      const res = await postJson(srv, { query: '{ post(id: "p1") { broken } }' }, { accept });
      expect(res.status).toBe(200);
      expect((res.json() as { data: unknown }).data).toEqual({ post: null });
    }
  });

  it('answers 406 when neither media type is acceptable, then keeps serving', async () => {
    const res = await postJson(srv, { query: '{ __typename }' }, { accept: 'text/html' });
    expect(res.status).toBe(406);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Not Acceptable: the response can be application/graphql-response+json or application/json.',
          extensions: { code: 'BATON_GRAPHQL_NOT_ACCEPTABLE' },
        },
      ],
    });
    await stillServes(srv);
  });
});
