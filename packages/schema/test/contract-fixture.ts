import { z } from 'zod';
import { defineRoutes } from '../src/index.js';

export const Post = z.object({ id: z.number().int(), title: z.string(), tags: z.array(z.string()) });
export const NotFound = z.object({ error: z.literal('not found') });

/** A small contract shared by the client tests and their type tests. */
export const routes = defineRoutes({
  listPosts: {
    method: 'GET',
    path: '/posts',
    query: z.object({ tag: z.array(z.string()).optional(), q: z.string().optional() }),
    response: { 200: z.array(Post) },
  },
  getPost: {
    method: 'GET',
    path: '/posts/:id',
    params: z.object({ id: z.coerce.number().int() }),
    response: { 200: Post, 404: NotFound },
  },
  createPost: {
    method: 'POST',
    path: '/posts',
    body: z.object({ title: z.string().min(1), tags: z.array(z.string()).default([]) }),
    headers: z.object({ 'x-author': z.string() }),
    response: { 201: Post },
  },
  deletePost: {
    method: 'DELETE',
    path: '/posts/:id',
    params: z.object({ id: z.coerce.number().int() }),
    response: { 204: { description: 'Deleted' }, 404: NotFound },
  },
  file: { method: 'GET', path: '/files/*rest{.:ext}' },
});
