import { describe, expectTypeOf, it } from 'vitest';
import { type ClientProblem, createClient, type ProblemError } from '../src/index.js';
import { routes } from './contract-fixture.js';

const client = createClient(routes, { baseUrl: 'http://127.0.0.1:8080' });

describe('the typed REST client', () => {
  it('types each call input from the schemas: params, query, headers, body', () => {
    expectTypeOf(client.getPost).parameter(0).toEqualTypeOf<{ readonly params: { id: unknown } }>();
    expectTypeOf(client.createPost)
      .parameter(0)
      .toEqualTypeOf<
        { readonly headers: { 'x-author': string } } & { readonly body: { title: string; tags?: string[] | undefined } }
      >();
    // @ts-expect-error: the body is required
    void client.createPost({ headers: { 'x-author': 'a' } });
    // @ts-expect-error: title must be a string
    void client.createPost({ headers: { 'x-author': 'a' }, body: { title: 1 } });
    // A route whose schemas all accept nothing may be called with no input.
    void client.listPosts();
    // @ts-expect-error: a path with parameters and no params schema still needs them
    void client.file();
    void client.file({ params: { rest: ['a', 'b'] } });
  });

  it('types the result by status, and documented error bodies as the ProblemError body', async () => {
    const result = await client.getPost({ params: { id: 1 } });
    if (result.ok) {
      expectTypeOf(result.status).toEqualTypeOf<200>();
      expectTypeOf(result.data).toEqualTypeOf<{ id: number; title: string; tags: string[] }>();
    } else {
      expectTypeOf(result.error).toEqualTypeOf<ProblemError<ClientProblem | { error: 'not found' }>>();
      // @ts-expect-error: a failure has no data
      void result.data;
    }
    const deleted = await client.deletePost({ params: { id: 1 } });
    if (deleted.ok) expectTypeOf(deleted.data).toEqualTypeOf<undefined>();
    const created = await client.createPost({ headers: { 'x-author': 'a' }, body: { title: 't' } });
    if (created.ok) expectTypeOf(created.status).toEqualTypeOf<201>();
    const file = await client.file({ params: { rest: 'x' } });
    if (file.ok) expectTypeOf(file.data).toEqualTypeOf<unknown>();
  });

  it('has exactly the contract routes', () => {
    expectTypeOf<keyof typeof client>().toEqualTypeOf<'listPosts' | 'getPost' | 'createPost' | 'deletePost' | 'file'>();
    // @ts-expect-error: no such route
    void client.updatePost;
  });
});
