import { request, serve, type TestServer } from '@batonjs/test-utils';
import baton, { type RequestHandler } from 'batonjs';
import { afterEach, describe, expect, it } from 'vitest';
import { chain } from '../src/middleware/chain.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('X-Ran', name);
    next();
  };

async function serveChain(...handlers: RequestHandler[]): Promise<TestServer> {
  const app = baton();
  app.get('/', chain(...handlers), (_req, res) => res.send('handler'));
  app.get('/', (_req, res) => res.send('next route'));
  app.use((err: Error, _req: unknown, res: { status(n: number): { send(b: string): void } }, _next: unknown) => {
    res.status(500).send(`error: ${err.message}`);
  });
  return serve(app);
}

describe('chain()', () => {
  it('runs the middleware in order, then goes on to the handler', async () => {
    srv = await serveChain(mark('a'), mark('b'), mark('c'));
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-ran']).toEqual(['a', 'b', 'c']);
    expect(res.text).toBe('handler');
  });

  it("leaves at once on next(err), a throw, a rejection, or next('route')", async () => {
    const cases: Array<[RequestHandler, string]> = [
      [(_req, _res, next) => next(new Error('passed')), 'error: passed'],
      [
        () => {
          throw new Error('thrown');
        },
        'error: thrown',
      ],
      [async () => Promise.reject(new Error('rejected')), 'error: rejected'],
      [(_req, _res, next) => next('route'), 'next route'],
    ];
    for (const [failing, text] of cases) {
      srv = await serveChain(mark('a'), failing, mark('never'));
      const res = await request(`${srv.origin}/`);
      expect(res.headers['x-ran']).toBe('a');
      expect(res.text).toBe(text);
      expect(res.status).toBe(text.startsWith('error') ? 500 : 200);
      await srv.close();
      srv = undefined;
    }
  });
});
