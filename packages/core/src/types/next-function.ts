/**
 * `next()` continues, `next('route')` skips the rest of the route, `next('router')` leaves the
 * router, anything else truthy is an error. Express's shape (its `err` is `any`), so middleware
 * typed with `@types/express` and with Baton call each other's `next`.
 *
 * @example
 * const guard: RequestHandler = (req, res, next) => (req.get('x-token') ? next() : next('route'));
 */
export interface NextFunction {
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's parameter; code passes any error value.
  (err?: any): void;
  (deferToNext: 'router'): void;
  (deferToNext: 'route'): void;
}
