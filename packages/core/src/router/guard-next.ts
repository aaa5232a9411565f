import { createError } from '../errors.js';
import type { NextFunction } from './handler-types.js';

/** Where a double `next()` is reported; replaceable so that tests and apps can observe it. */
export type MisuseReporter = (error: Error) => void;

const reportToProcess: MisuseReporter = (error) => process.emitWarning(error);

/**
 * Wraps `next` for one handler invocation so that a second call is reported (as a process warning
 * with code BATON_NEXT_CALLED_TWICE naming the handler, method and URL) instead of running the rest
 * of the chain twice, which is what Express silently does. One closure per handler call is the cost.
 */
export function guardNext(
  next: NextFunction,
  handler: string,
  req: {
    readonly method?: string | undefined;
    readonly originalUrl?: string | undefined;
    readonly url?: string | undefined;
  },
  report: MisuseReporter = reportToProcess,
): NextFunction {
  let called = false;
  return (err?: unknown) => {
    if (called) {
      const where = `${req.method ?? ''} ${req.originalUrl ?? req.url ?? ''}`;
      report(
        createError(
          'BATON_NEXT_CALLED_TWICE',
          `next() was called twice by handler ${handler} for ${where}; the second call was ignored`,
        ),
      );
      return;
    }
    called = true;
    next(err);
  };
}
