/**
 * Stricter typing, opted into by augmenting this interface; empty, every default is the one
 * `@types/express` has, so an Express app compiles unchanged. Each key set here replaces one
 * default everywhere (request handlers, error handlers, routers, apps):
 *
 * - `body`: the type of `req.body` when no type argument names it (default `any`, as Express);
 * - `error`: the type of an unannotated error handler's `err` (default `any`, as Express);
 * - `cookies`: the type of `req.cookies` and `req.signedCookies` (default `any`, as Express);
 * - `locals`: the type of `res.locals` and `app.locals` (default `Record<string, any>`).
 *
 * @example
 * declare module 'batonjs' {
 *   interface TypeOptions {
 *     body: unknown;
 *     error: unknown;
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface apps augment; empty means Express's defaults.
export interface TypeOptions {}

/** `TypeOptions[K]` when an app set it, else `Fallback`. */
type Option<K extends string, Fallback> = TypeOptions extends { readonly [P in K]: infer T } ? T : Fallback;

/**
 * `req.body` when no type argument names it: `any` as in `@types/express` (migrating apps read
 * `req.body.name` unchecked), or `TypeOptions['body']`.
 */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's default, which migrating apps rely on.
export type DefaultReqBody = Option<'body', any>;

/** What `res.send`/`res.json` accept when no type argument names it: `any`, as in `@types/express`. */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's default, which migrating apps rely on.
export type DefaultResBody = any;

/** An error handler's `err` when unannotated: `any` as in `@types/express`, or `TypeOptions['error']`. */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's default, which migrating apps rely on.
export type DefaultError = Option<'error', any>;

/** `req.cookies` and `req.signedCookies`: `any` as in `@types/express`, or `TypeOptions['cookies']`. */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's default, which migrating apps rely on.
export type DefaultCookies = Option<'cookies', any>;

/**
 * What a `LocalsObj` type parameter must be, as in `@types/express`: any object type with string
 * keys (so `Response<Body, { user: User }>` works without an index signature).
 */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's constraint; typed locals are any object of it.
export type LocalsConstraint = Record<string, any>;

/** The default shape of `res.locals` and `app.locals`: `Record<string, any>`, or `TypeOptions['locals']`. */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's default, which migrating apps rely on.
export type DefaultLocals = Option<'locals', Record<string, any>>;
