import { request, serve, type TestResponse, type TestServer } from '@batonjs/test-utils';
import { type GraphQLHttpOptions, graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { blogResolvers, blogSDL } from '../fixtures/blog.js';

export const GQL_JSON = 'application/graphql-response+json';

/** The blog schema behind a bare node server running the handler. */
export async function serveGraphql(options: Partial<GraphQLHttpOptions> = {}): Promise<TestServer> {
  const schema = buildSchema(blogSDL, { resolvers: blogResolvers() });
  const handler = graphqlHttp({ schema, ...options });
  return serve((req, res) => handler(req, res));
}

/** POSTs a JSON body (already a string when the test wants exact bytes). */
export function postJson(srv: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
  return request(`${srv.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
}

export function getQuery(
  srv: TestServer,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return request(`${srv.origin}/graphql?${new URLSearchParams(params).toString()}`, { method: 'GET', headers });
}

/** The server answers a normal query: used after bad input to show it still serves. */
export async function stillServes(srv: TestServer): Promise<void> {
  const res = await postJson(srv, { query: '{ __typename }' });
  if (res.status !== 200 || res.text !== '{"data":{"__typename":"Query"}}') {
    throw new Error(`server no longer serves: ${res.status} ${res.text}`);
  }
}
