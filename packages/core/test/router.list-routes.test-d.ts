import { describe, expectTypeOf, it } from 'vitest';
import { createApp, type ListedRoute, type Router } from '../src/index.js';

describe('router.listRoutes() types', () => {
  it('an entry is a route with methods or a mounted router, told apart by either field', () => {
    const app = createApp();
    const listed = app.router.listRoutes();
    expectTypeOf(listed).toEqualTypeOf<ListedRoute[]>();
    for (const entry of listed) {
      expectTypeOf(entry.path).toEqualTypeOf<string | RegExp>();
      if (entry.router) {
        expectTypeOf(entry.methods).toEqualTypeOf<undefined>();
        expectTypeOf(entry.router.listRoutes).returns.toEqualTypeOf<ListedRoute[]>();
      } else {
        expectTypeOf(entry.methods).toEqualTypeOf<string[]>();
        expectTypeOf(entry.router).toEqualTypeOf<undefined>();
      }
    }
    expectTypeOf<Router['listRoutes']>().returns.toEqualTypeOf<ListedRoute[]>();
  });
});
