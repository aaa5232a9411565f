import type { RequestHandler } from 'batonjs';

/**
 * Several middleware as one, run in order, each on to the next through `next()`; an error, a
 * rejection or `next('route')` leaves the chain at once. So a route can put its preparation
 * (a login check, body parsing) in the one position before `validate()` that core's typed route
 * methods read, and its handler still gets the validated types.
 *
 * @example
 * router.post('/', chain(requireLogin(store), baton.json()), validateRoute(routes.createBlog), create);
 */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (err?: unknown): void => {
      const handler = handlers[index++];
      if (err !== undefined || handler === undefined) {
        next(err);
        return;
      }
      try {
        const result = handler(req, res, step);
        if (result instanceof Promise) result.catch((error: unknown) => next(error ?? new Error('rejected')));
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}
