import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { blogResolvers, blogSDL } from '../fixtures/blog.js';

describe('graphqlHttp mounted as middleware at /graphql (Express 5 as the reference host)', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  async function start(withJsonParser: boolean): Promise<TestServer> {
    const app = express();
    if (withJsonParser) app.use(express.json());
    app.use('/graphql', graphqlHttp({ schema: buildSchema(blogSDL, { resolvers: blogResolvers() }) }));
    app.use((_req, res) => {
      res.status(404).send('not graphql');
    });
    return serve(app);
  }

  for (const withJsonParser of [false, true]) {
    it(`serves POST and GET under the mount path (${withJsonParser ? 'after express.json()' : 'reading the body itself'})`, async () => {
      srv = await start(withJsonParser);
      const post = await request(`${srv.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID!) { author(id: $id) { name } }', variables: { id: 'a2' } }),
      });
      expect(post.status).toBe(200);
      expect(post.json()).toEqual({ data: { author: { name: 'Brian' } } });

      const get = await request(`${srv.origin}/graphql?query=${encodeURIComponent('{ authors { id } }')}`);
      expect(get.status).toBe(200);
      expect(get.json()).toEqual({ data: { authors: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }] } });

      const other = await request(`${srv.origin}/elsewhere`);
      expect(other.status).toBe(404);
      expect(other.text).toBe('not graphql');
    });
  }

  it('without a JSON parser in front, malformed JSON is the handler’s own 400', async () => {
    srv = await start(false);
    const res = await request(`${srv.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    expect((res.json() as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'BATON_GRAPHQL_BODY_INVALID_JSON',
    );
  });
});
