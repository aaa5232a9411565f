import type { PathArg } from '../types/path.js';

/**
 * Splits `use([path], ...handlers)` arguments as Express does: the first argument is a path
 * unless it is a function or an array (however nested) that starts with one.
 *
 * @example
 * useArguments(['/api', auth, [logger]]); // { path: '/api', handlers: [auth, [logger]] }
 */
export function useArguments(args: ReadonlyArray<unknown>): { path: PathArg; handlers: ReadonlyArray<unknown> } {
  let first: unknown = args[0];
  while (Array.isArray(first) && first.length !== 0) first = first[0];
  if (typeof first === 'function') return { path: '/', handlers: args };
  return { path: args[0] as PathArg, handlers: args.slice(1) };
}
