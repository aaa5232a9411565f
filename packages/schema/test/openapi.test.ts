import { createApp, Router } from '@batonjs/core';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeRoute, openapi, SchemaError, validate } from '../src/index.js';
import { expectValidOpenApi } from './openapi-validator.js';

const Post = z.object({ id: z.number().int(), title: z.string(), tags: z.array(z.string()) });
const PostInput = z.object({ title: z.string().min(1).max(200), tags: z.array(z.string()).default([]) });
const ok = (_req: unknown, res: { json(b: unknown): unknown }) => res.json({});

function blogApp() {
  const app = createApp();
  const posts = Router();
  posts.get(
    '/',
    validate({
      query: z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().optional() }),
      response: { 200: z.array(Post) },
      openapi: { operationId: 'listPosts', tags: ['posts'], summary: 'List posts' },
    }),
    ok,
  );
  posts.post(
    '/',
    validate({
      body: PostInput,
      headers: z.object({ 'x-request-id': z.string().optional(), authorization: z.string() }),
      response: { 201: { description: 'The new post', schema: Post } },
      openapi: { operationId: 'createPost', tags: ['posts'], security: [{ session: [] }] },
    }),
    ok,
  );
  posts.get(
    '/:id',
    validate({
      params: z.object({ id: z.coerce.number().int() }),
      response: { 200: Post, 404: { description: 'No such post' } },
    }),
    ok,
  );
  posts.delete(
    '/:id',
    describeRoute({ operationId: 'deletePost', deprecated: true }, { 204: { description: 'Deleted' } }),
    ok,
  );
  app.use('/api/posts', posts);
  app.get('/api/archive{/:year{/:month}}', validate({ openapi: { operationId: 'archive' } }), ok);
  app.get('/files/*rest', ok);
  app.put('/ark/:id', validate({ body: type({ name: 'string' }), params: type({ id: 'string.numeric' }) }), ok);
  app.patch('/valibot', validate({ body: v.object({ a: v.string() }) }), ok);
  app.post('/valibot', validate({ body: toStandardJsonSchema(v.object({ a: v.string() })) }), ok);
  app.get(/^\/legacy\/.*$/, ok);
  app.all('/anything', ok);
  app.use((_req: unknown, _res: unknown, next: () => void) => next());
  return app;
}

const options = {
  info: { title: 'Blog', version: '1.0.0' },
  servers: [{ url: 'http://127.0.0.1:8080' }],
  securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
} as const;

describe('openapi(app, options)', () => {
  it('builds a valid OpenAPI 3.1 document from the registered routes, mounted routers included', async () => {
    const doc = openapi(blogApp(), options);
    await expectValidOpenApi(doc);
    expect(doc.openapi).toBe('3.1.1');
    expect(doc.info).toEqual({ title: 'Blog', version: '1.0.0' });
    expect(doc.servers).toEqual([{ url: 'http://127.0.0.1:8080' }]);
    expect(Object.keys(doc.paths)).toEqual([
      '/api/posts',
      '/api/posts/{id}',
      '/api/archive/{year}/{month}',
      '/api/archive/{year}',
      '/api/archive',
      '/files/{rest}',
      '/ark/{id}',
      '/valibot',
    ]);
    expect(doc.components.securitySchemes).toEqual(options.securitySchemes);
  });

  it('query and header parameters, the request body and responses come from the schemas', () => {
    const doc = openapi(blogApp(), options);
    const list = doc.paths['/api/posts']?.get;
    expect(list).toMatchObject({ operationId: 'listPosts', tags: ['posts'], summary: 'List posts' });
    expect(list?.parameters).toEqual([
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }),
      },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(list?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['id', 'title', 'tags'] },
    });
    expect(list?.responses['400']).toEqual({
      description: 'The params, query or headers do not fit the schema (every issue listed)',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    const create = doc.paths['/api/posts']?.post;
    expect(create?.security).toEqual([{ session: [] }]);
    // Authorization is said by the security requirement; OpenAPI ignores it as a header parameter.
    expect(create?.parameters).toEqual([
      { name: 'x-request-id', in: 'header', required: false, schema: { type: 'string' } },
    ]);
    expect(create?.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 200 },
              tags: { type: 'array', items: { type: 'string' }, default: [] },
            },
            required: ['title'],
          },
        },
      },
    });
    expect(Object.keys(create?.responses ?? {})).toEqual(['201', '400', '415', '422']);
    expect(create?.responses['201']?.description).toBe('The new post');
    const get = doc.paths['/api/posts/{id}']?.get;
    expect(get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    expect(get?.responses['404']).toEqual({ description: 'No such post' });
  });

  it('routes without schemas are listed; describeRoute() documents one without validating', () => {
    const doc = openapi(blogApp(), options);
    expect(doc.paths['/files/{rest}']?.get?.responses).toEqual({
      default: { description: 'Not documented: the route declares no response schemas' },
    });
    expect(doc.paths['/api/posts/{id}']?.delete).toEqual({
      operationId: 'deletePost',
      deprecated: true,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 204: { description: 'Deleted' } },
    });
  });

  it('optional groups become one path each, a wildcard is said to span segments, the rest is named as unlisted', () => {
    const doc = openapi(blogApp(), options);
    expect(doc.paths['/api/archive/{year}/{month}']?.get?.operationId).toBe('archive');
    expect(doc.paths['/api/archive/{year}']?.get?.operationId).toBe('archive_2');
    expect(doc.paths['/api/archive']?.get).toMatchObject({
      operationId: 'archive_3',
      'x-baton-express-path': '/api/archive{/:year{/:month}}',
      'x-baton-alternative': "3 of 3: the Express path's optional groups expanded",
    });
    expect(doc.paths['/files/{rest}']?.get?.parameters?.[0]).toMatchObject({
      name: 'rest',
      in: 'path',
      'x-baton-wildcard': true,
      description: expect.stringMatching(/one or more path segments/),
    });
    expect(doc['x-baton-unlisted']).toEqual([
      { method: 'GET', path: '/^\\/legacy\\/.*$/', reason: 'a RegExp path has no template' },
      { method: 'ALL', path: '/anything', reason: 'route.all() answers every method' },
    ]);
  });

  it('ArkType describes itself, Valibot through toStandardJsonSchema; without it a note, not a guess', () => {
    const doc = openapi(blogApp(), options);
    expect(doc.paths['/ark/{id}']?.put?.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
    expect(doc.paths['/valibot']?.patch?.requestBody?.content['application/json']?.schema).toEqual({
      description: 'Not described: this valibot validator has no Standard JSON Schema',
    });
    // Valibot describes itself once wrapped by its own toStandardJsonSchema().
    expect(doc.paths['/valibot']?.post?.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
    });
  });

  it('a recursive schema moves its definitions to components.schemas and every $ref follows', async () => {
    type Node = { name: string; children: Node[] };
    const Tree: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(Tree);
      },
    });
    const app = createApp();
    app.post('/trees', validate({ body: z.object({ root: Tree }), response: { 200: Tree } }), ok);
    const doc = openapi(app, options);
    await expectValidOpenApi(doc);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"#/$defs/');
    expect(text).not.toContain('"$ref":"#"');
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(1);
  });

  it('an operationId used twice, or missing info, is BATON_SCHEMA_INVALID_OPTION', () => {
    const app = createApp();
    app.get('/a', validate({ openapi: { operationId: 'same' } }), ok);
    app.get('/b', validate({ openapi: { operationId: 'same' } }), ok);
    expect(() => openapi(app, options)).toThrow(SchemaError);
    expect(() => openapi(app, options)).toThrow('openapi(): operationId same is used by GET /a and GET /b');
    expect(() => openapi(createApp(), {} as never)).toThrow('openapi(): info.title and info.version are required');
  });

  it('takes a Router as well as an app', () => {
    const router = Router();
    router.get('/x/:id', ok);
    expect(Object.keys(openapi(router, options).paths)).toEqual(['/x/{id}']);
  });
});
