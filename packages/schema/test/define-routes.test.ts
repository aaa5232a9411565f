import { createApp } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { openapi, validate } from '../src/index.js';
import { routes } from './contract-fixture.js';

describe('defineRoutes()', () => {
  it('names each route as its operationId in the document, unless the route sets one', () => {
    const app = createApp();
    app.get(routes.getPost.path, validate(routes.getPost), (_req, res) => res.end());
    app.get(routes.listPosts.path, validate({ ...routes.listPosts, openapi: { operationId: 'browse' } }), (_req, res) =>
      res.end(),
    );
    const doc = openapi(app, { info: { title: 't', version: '1' } });
    expect(doc.paths['/posts/{id}']?.get?.operationId).toBe('getPost');
    expect(doc.paths['/posts']?.get?.operationId).toBe('browse');
    expect(routes.getPost.method).toBe('GET');
    expect(routes.getPost.path).toBe('/posts/:id');
  });
});
