/** `next()` continues, `next('route')` skips the rest of the route, `next('router')` leaves the router, anything else truthy is an error. */
export type NextFunction = (err?: unknown) => void;

/** A handler as the router sees it: it does not know the request and response types. */
export type AnyHandler = (req: never, res: never, next: NextFunction) => unknown;
export type AnyErrorHandler = (err: never, req: never, res: never, next: NextFunction) => unknown;

/** The name a handler is reported under in misuse errors. */
export function handlerName(fn: AnyHandler | AnyErrorHandler): string {
  return fn.name || '<anonymous>';
}

/** How the router calls a handler whose parameter types it does not know. */
export type Invocable = (...args: unknown[]) => unknown;
