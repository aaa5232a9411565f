import { createError } from '../errors.js';
import { appStateOf } from '../request/app-setting.js';
import type { NextFunction } from '../types/next-function.js';

/** Where a repeated `next()` is reported; replaceable so that tests and apps can observe it. */
export type MisuseReporter = (error: Error) => void;

const reportToProcess: MisuseReporter = (error) => process.emitWarning(error);

/**
 * Whether a request's handlers get their `next` wrapped by {@link guardNext}: not when its app's
 * `env` is 'production', where the warning is not wanted and a closure per handler call would be
 * its only cost; a router driven without an app keeps the guard. Decided once per router walk and
 * route dispatch, not per handler.
 *
 * @example
 * const next = guardsNext(req) ? guardNext(walkNext, layer.name, req) : walkNext;
 */
export function guardsNext(req: object): boolean {
  const state = appStateOf(req);
  return state === undefined || !state.production;
}

/**
 * Wraps `next` for one handler invocation so that a second call is reported (outside production,
 * as a process warning with code BATON_NEXT_CALLED_TWICE naming the handler, method and URL) and
 * then goes through, as Express lets it: the chain carries on from wherever it has got to. That is
 * what middleware such as connect-timeout relies on, calling `next()` at once and `next(err)` from
 * a timer when the request takes too long. One closure per handler call is the cost, which is why
 * production skips it (see {@link guardsNext}).
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
    if (called && process.env.NODE_ENV !== 'production') {
      const where = `${req.method ?? ''} ${req.originalUrl ?? req.url ?? ''}`;
      report(
        createError(
          'BATON_NEXT_CALLED_TWICE',
          `next() was called again by handler ${handler} for ${where}; the chain goes on from where it is, as in Express`,
        ),
      );
    }
    called = true;
    next(err);
  };
}
