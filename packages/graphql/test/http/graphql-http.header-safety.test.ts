import { rawRequest, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { serveGraphql, stillServes } from './helpers.js';

/** Every header the handler sets is a constant: request data ends up in the JSON body only. */
describe('graphqlHttp: request data never reaches a response header', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('CR/LF in operationName, query and Accept: a JSON answer with only the handler’s own headers', async () => {
    srv = await serveGraphql();
    const target = '/graphql?query=%7B__typename%7D&operationName=a%0d%0aSet-Cookie:%20x=1';
    const reply = await rawRequest(
      srv.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).not.toMatch(/^set-cookie/im);
    expect(reply).toContain('Content-Type: application/json; charset=utf-8\r\n');
    expect(reply).toContain('Unknown operation named');
    await stillServes(srv);
  });

  it('a context function that answered the request itself: the handler’s late write goes to next, no crash', async () => {
    const schema = buildSchema('type Query { a: String }', { resolvers: { Query: { a: () => 'a' } } });
    const seen: unknown[] = [];
    const handler = graphqlHttp({
      schema,
      context: async (_req: unknown, res: { statusCode: number; end(body: string): void }) => {
        res.statusCode = 503;
        res.end('busy');
        return {};
      },
    });
    srv = await serve((req, res) => handler(req, res, (err) => seen.push(err)));
    const reply = await rawRequest(
      srv.port,
      'GET /graphql?query=%7Ba%7D HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 503 /);
    expect(reply.endsWith('busy')).toBe(true);
    expect((seen[0] as { code?: string }).code).toBe('ERR_HTTP_HEADERS_SENT');
  });
});
