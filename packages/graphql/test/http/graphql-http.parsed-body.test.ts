import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

describe('graphqlHttp: a body already parsed by a JSON body parser', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  const schema = buildSchema('type Query { hello(name: String): String }', {
    resolvers: { Query: { hello: (_root, args) => `Hello ${String(args.name)}` } },
  });

  /** A stand-in for json(): consumes the stream and sets req.body, then calls the handler as `next` would. */
  async function startWith(bodyOf: (text: string) => unknown): Promise<TestServer> {
    const handler = graphqlHttp({ schema });
    return serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        (req as typeof req & { body?: unknown }).body = bodyOf(Buffer.concat(chunks).toString('utf8'));
        handler(req, res, (error) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      });
    });
  }

  const post = (body: string) =>
    request(`${srv!.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('uses req.body when it is an object', async () => {
    srv = await startWith((text) => JSON.parse(text));
    const res = await post(
      JSON.stringify({ query: 'query ($n: String) { hello(name: $n) }', variables: { n: 'Baton' } }),
    );
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { hello: 'Hello Baton' } });
  });

  it('parses req.body when a text or raw parser left a string or a Buffer', async () => {
    srv = await startWith((text) => Buffer.from(text));
    expect((await post('{"query":"{ hello(name: \\"raw\\") }"}')).json()).toEqual({ data: { hello: 'Hello raw' } });
  });

  it('still checks the shape of a pre-parsed body', async () => {
    srv = await startWith(() => ({ query: 42 }));
    const res = await post('{}');
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { message: 'The "query" parameter must be a string.', extensions: { code: 'BATON_GRAPHQL_INVALID_PARAMS' } },
      ],
    });
  });

  it('a consumed stream without req.body is a missing body, not a hang', async () => {
    srv = await startWith(() => undefined);
    const res = await post('{"query":"{ hello }"}');
    expect(res.status).toBe(400);
    expect((res.json() as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'BATON_GRAPHQL_BODY_MISSING',
    );
  });
});
