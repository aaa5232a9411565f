// The same work behind a REST route and behind a JSON-RPC procedure, on one Baton app each:
// a POST that parses a small JSON body and answers a sum, and a cacheable read by id.
import type { Server } from 'node:http';
import baton from 'batonjs';
import { query, rpc } from 'batonjs/rpc';

/**
 * One request the load generator repeats, and the exact body it must get back.
 *
 * @example
 * const { path, method } = subjectRequests['rpc-post'];
 */
export interface SubjectRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly expected: string;
}

/** The pairs compared: each REST subject and the JSON-RPC subject doing the same work. */
export const subjects = ['rest-post', 'rpc-post', 'rest-get', 'rpc-get'] as const;
export type Subject = (typeof subjects)[number];

const blog = { id: '42', title: 'Hello', body: 'A short post body, the size of a teaser.', tags: ['a', 'b'] };

/**
 * What each subject is sent and must answer.
 *
 * @example
 * subjectRequests['rest-get'].path; // '/api/blogs/42'
 */
export const subjectRequests: Readonly<Record<Subject, SubjectRequest>> = {
  'rest-post': { method: 'POST', path: '/api/sum', body: '{"a":40,"b":2}', expected: '{"sum":42}' },
  'rpc-post': {
    method: 'POST',
    path: '/rpc',
    body: '{"jsonrpc":"2.0","method":"sum","params":{"a":40,"b":2},"id":1}',
    expected: '{"jsonrpc":"2.0","result":42,"id":1}',
  },
  'rest-get': { method: 'GET', path: '/api/blogs/42', expected: JSON.stringify(blog) },
  'rpc-get': {
    method: 'GET',
    path: `/rpc/getBlog?params=${encodeURIComponent('{"id":"42"}')}`,
    expected: JSON.stringify({ jsonrpc: '2.0', result: blog, id: null }),
  },
};

interface Sum {
  readonly a: number;
  readonly b: number;
}

/**
 * Starts the server for `subject` on 127.0.0.1 (any free port) and resolves once it listens.
 * Every subject gets the same app holding both styles, so only the request differs.
 *
 * @example
 * const server = await startSubject('rpc-post');
 */
export async function startSubject(_subject: Subject): Promise<Server> {
  const app = baton();
  app.post('/api/sum', baton.json(), (req, res) => {
    const { a, b } = req.body as Sum;
    res.json({ sum: a + b });
  });
  app.get('/api/blogs/:id', (req, res) => {
    res.json(req.params.id === blog.id ? blog : null);
  });
  app.use(
    '/rpc',
    rpc({
      sum: ({ a, b }: Sum) => a + b,
      getBlog: query(({ id }: { id: string }) => (id === blog.id ? blog : null)),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return server;
}
