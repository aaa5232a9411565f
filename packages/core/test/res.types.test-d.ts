import { describe, expectTypeOf, it } from 'vitest';
import { createApp, type ParsedQs, type RequestHandler, type Response } from '../src/index.js';

interface User {
  id: number;
  name: string;
}

describe('response types', () => {
  it('types res.locals through the Locals generic', () => {
    const handler: RequestHandler<{ id: string }, unknown, unknown, ParsedQs, { user?: User }> = (_req, res) => {
      expectTypeOf(res.locals.user).toEqualTypeOf<User | undefined>();
      // @ts-expect-error: not a declared local
      res.locals.other = 1;
    };
    expectTypeOf(handler).toBeFunction();
  });

  it('checks res.json and res.send against ResBody', () => {
    const res = {} as Response<User>;
    expectTypeOf(res.json).toBeCallableWith({ id: 1, name: 'Ada' });
    expectTypeOf(res.json<User>).toBeCallableWith({ id: 1, name: 'Ada' });
    // @ts-expect-error: missing name
    res.json({ id: 1 });
    // @ts-expect-error: not a User
    res.send('text');
    const any = {} as Response;
    expectTypeOf(any.json).toBeCallableWith('anything');
    expectTypeOf(any.send).toBeCallableWith(Buffer.from('x'));
  });

  it('chains and returns the right types', () => {
    const app = createApp();
    app.get('/x', (_req, res) => {
      expectTypeOf(res.status(201).set('X-A', '1').type('json')).toEqualTypeOf(res);
      expectTypeOf(res.get('content-type')).toEqualTypeOf<string | undefined>();
      expectTypeOf(res.redirect).toBeCallableWith(301, '/y');
      expectTypeOf(res.redirect).toBeCallableWith('/y');
      expectTypeOf(res.render).toBeCallableWith('view', { a: 1 }, (err: Error | null, html?: string) => {
        expectTypeOf(html).toEqualTypeOf<string | undefined>();
        return err;
      });
      expectTypeOf(res.cookie).toBeCallableWith('n', { a: 1 }, { maxAge: 1000, signed: true, sameSite: 'lax' });
      expectTypeOf(res.sendFile).toBeCallableWith('/abs', { root: '/srv', maxAge: '1d' });
      expectTypeOf(res.download).toBeCallableWith('/abs', 'name.pdf', (err?: Error) => err);
      expectTypeOf(res.format).toBeCallableWith({ json: () => undefined, default: () => undefined });
      // @ts-expect-error: status codes are numbers
      res.status('200');
    });
  });
});
