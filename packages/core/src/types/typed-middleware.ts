import type { RequestHandler } from './handlers.js';

/**
 * What a typed middleware promises the handlers after it in the same `app.METHOD(path, ...)` call:
 * the types of `req.params`, `req.query` and `req.body` once it has run (a validator, for one).
 *
 * @example
 * type Checked = { body: { title: string } };
 */
export interface MiddlewareTypes {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * The brand a typed middleware carries: present at run time (any object; a library may keep its
 * own data there), while `types` exists only for the compiler.
 *
 * @example
 * const brand: TypesBrand<{ body: { title: string } }> = {};
 */
export interface TypesBrand<T extends MiddlewareTypes> {
  readonly types?: T;
}

/**
 * A middleware whose route handlers after it are typed from `T`: `@batonjs/schema`'s `validate()`
 * returns one. The routing methods read the brand; a middleware without it is an ordinary one.
 *
 * @example
 * const checkTitle = Object.assign(
 *   ((req, res, next) => (typeof req.body?.title === 'string' ? next() : res.sendStatus(422))) satisfies RequestHandler,
 *   { '~types': {} as TypesBrand<{ body: { title: string } }> },
 * );
 * app.post('/posts', checkTitle, (req, res) => res.json(req.body.title)); // req.body: { title: string }
 */
export interface TypedMiddleware<T extends MiddlewareTypes> extends RequestHandler {
  readonly '~types': TypesBrand<T>;
}
