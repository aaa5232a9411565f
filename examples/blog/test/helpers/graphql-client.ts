import type { TestResponse } from '@batonjs/test-utils';
import type { BlogServer } from './blog-server.js';

/** What a GraphQL response body holds. */
export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }>;
}

/**
 * POSTs a GraphQL request to /graphql, with the session cookie when given.
 *
 * @example
 * const res = await postGraphql(srv, '{ blogs { title } }');
 */
export function postGraphql(
  srv: BlogServer,
  query: string,
  options: { variables?: Record<string, unknown>; cookie?: string; accept?: string } = {},
): Promise<TestResponse> {
  return srv.fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.accept === undefined ? {} : { accept: options.accept }),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    body: JSON.stringify({ query, ...(options.variables === undefined ? {} : { variables: options.variables }) }),
  });
}
