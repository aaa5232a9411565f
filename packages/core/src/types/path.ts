/**
 * What a route or `use` path may be: a string in Express 5's syntax, a RegExp, or a (nested) array
 * of those.
 *
 * @example
 * const paths: PathArg = ['/a/:id', /^\/b\/(\d+)$/];
 */
export type PathArg = string | RegExp | ReadonlyArray<string | RegExp | ReadonlyArray<string | RegExp>>;

/** Express's name for a path argument (`@types/express`'s `PathParams`). */
export type PathParams = PathArg;
