import { defineRoutes } from 'batonjs/schema';
import { z } from 'zod';
import { PostInputSchema } from '../domain/post-input.js';
import {
  AuthorJsonSchema,
  AuthorSummarySchema,
  BlogJsonSchema,
  BlogWithAuthorSchema,
} from '../domain/representations.js';
import { PageQuery } from './pagination.js';

/** Every /api error: RFC 9457 problem details with the service's `code` (and, for a 422, `errors`). */
const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  issues: z.array(z.object({ in: z.string(), pointer: z.string(), message: z.string() })).optional(),
});

const problem = (description: string) => ({
  description,
  schema: ProblemSchema,
  contentType: 'application/problem+json',
});

const ById = z.object({ id: z.string().meta({ examples: ['1'] }) });
const notModified = { description: 'Not Modified: the copy named by If-None-Match or If-Modified-Since is current' };
const login = { security: [{ session: [] }] };
const writeProblems = {
  401: problem('Not logged in'),
  403: problem('The blog belongs to another author'),
  404: problem('No blog with that id'),
  412: problem('If-Match names a version that is no longer current'),
};
const bodyProblems = {
  413: problem('The body is over 100 KB'),
  415: problem('The body is not application/json'),
  422: problem('The body does not fit: every invalid field is listed'),
};

const JobJson = z.object({
  id: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  result: z.string().optional(),
  error: z.string().optional(),
});

const Credentials = z.object({
  name: z.string({ error: 'is required (a non-empty string)' }).min(1, 'is required (a non-empty string)'),
  password: z.string({ error: 'is required (a non-empty string)' }).min(1, 'is required (a non-empty string)'),
});

/**
 * The REST API under `/api`, named route by route: what the routers validate and answer, what
 * `/api/openapi.json` documents, and what the typed client (`createClient(routes)`) calls. Paths
 * are below `/api`, the document's server URL.
 *
 * @example
 * const client = createClient(routes, { baseUrl: 'http://localhost:8080/api' });
 */
export const routes = defineRoutes({
  listBlogs: {
    method: 'GET',
    path: '/blogs',
    query: PageQuery,
    response: { 200: z.array(BlogJsonSchema), 304: notModified, 400: problem('limit or offset is not valid') },
    openapi: { summary: 'The newest blogs, a page at a time (Link: next, prev)', tags: ['blogs'] },
  },
  createBlog: {
    method: 'POST',
    path: '/blogs',
    body: PostInputSchema,
    response: { 201: BlogJsonSchema, 401: writeProblems[401], ...bodyProblems },
    openapi: { summary: 'Write a blog as the logged-in author', tags: ['blogs'], ...login },
  },
  getBlog: {
    method: 'GET',
    path: '/blogs/:id',
    params: ById,
    response: { 200: BlogJsonSchema, 304: notModified, 404: writeProblems[404] },
    openapi: { summary: 'One blog', tags: ['blogs'] },
  },
  updateBlog: {
    method: 'PUT',
    path: '/blogs/:id',
    params: ById,
    body: PostInputSchema,
    response: { 200: BlogJsonSchema, ...writeProblems, ...bodyProblems },
    openapi: { summary: "Replace a blog's title and content (its author or an admin)", tags: ['blogs'], ...login },
  },
  deleteBlog: {
    method: 'DELETE',
    path: '/blogs/:id',
    params: ById,
    response: { 204: { description: 'Deleted' }, ...writeProblems },
    openapi: { summary: 'Delete a blog (its author or an admin)', tags: ['blogs'], ...login },
  },
  logIn: {
    method: 'POST',
    path: '/session',
    body: Credentials,
    response: {
      204: { description: 'Logged in: Set-Cookie carries the session' },
      401: problem('Wrong name or password'),
      ...bodyProblems,
    },
    openapi: { summary: 'Log in (JSON, or an HTML form body)', tags: ['session'] },
  },
  whoAmI: {
    method: 'GET',
    path: '/session',
    response: {
      200: z.object({ author: AuthorSummarySchema.extend({ role: z.enum(['author', 'admin']) }) }),
      401: writeProblems[401],
    },
    openapi: { summary: 'The logged-in author', tags: ['session'], ...login },
  },
  logOut: {
    method: 'DELETE',
    path: '/session',
    response: { 204: { description: 'Logged out: the session cookie is cleared' } },
    openapi: { summary: 'Log out', tags: ['session'] },
  },
  startExport: {
    method: 'POST',
    path: '/v1/exports',
    response: { 202: JobJson, 401: writeProblems[401] },
    openapi: { summary: "Export all the caller's posts, in the background", tags: ['exports'], ...login },
  },
  getExport: {
    method: 'GET',
    path: '/v1/exports/:id',
    params: ById,
    response: { 200: JobJson, 401: writeProblems[401], 404: problem('No export of yours with that id') },
    openapi: { summary: 'How an export is going', tags: ['exports'], ...login },
  },
  getExportResult: {
    method: 'GET',
    path: '/v1/exports/:id/result',
    params: ById,
    response: {
      200: { description: 'The export: the author and their posts' },
      401: writeProblems[401],
      404: problem('No export of yours with that id'),
      409: problem('The export is not done yet'),
    },
    openapi: { summary: 'The finished export', tags: ['exports'], ...login },
  },
  getBlogV1: {
    method: 'GET',
    path: '/v1/blogs/:id',
    params: ById,
    response: { 200: BlogJsonSchema, 304: notModified, 404: writeProblems[404] },
    openapi: { summary: 'One blog, its author by id (the separate-requests design)', tags: ['v1'] },
  },
  getBlogWithAuthor: {
    method: 'GET',
    path: '/v1/blog/:id',
    params: ById,
    response: { 200: BlogWithAuthorSchema, 304: notModified, 404: writeProblems[404] },
    openapi: { summary: 'One blog with its author inline (the single-request design)', tags: ['v1'] },
  },
  getAuthor: {
    method: 'GET',
    path: '/v1/authors/:id',
    params: ById,
    response: { 200: AuthorJsonSchema, 304: notModified, 404: problem('No author with that id') },
    openapi: { summary: 'An author and the titles of their posts', tags: ['v1'] },
  },
  legacyPost: {
    method: 'GET',
    path: '/posts/:id',
    params: ById,
    response: { 301: { description: 'Moved to /api/blogs/<id>' } },
    openapi: { summary: 'The old name of a blog', tags: ['blogs'], deprecated: true },
  },
});
