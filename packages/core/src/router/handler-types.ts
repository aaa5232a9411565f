import type { NextFunction } from '../types/next-function.js';

/** A handler as the router sees it: it does not know the request and response types. */
export type AnyHandler = (req: never, res: never, next: NextFunction) => unknown;
export type AnyErrorHandler = (err: never, req: never, res: never, next: NextFunction) => unknown;

/** The name a handler is reported under in misuse errors. */
export function handlerName(fn: AnyHandler | AnyErrorHandler): string {
  return fn.name || '<anonymous>';
}

/** How the router calls a handler whose parameter types it does not know. */
export type Invocable = (...args: unknown[]) => unknown;
