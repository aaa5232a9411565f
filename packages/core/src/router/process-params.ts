import { expressTraced } from '../tracing/channels.js';
import { traceExpressParam } from '../tracing/express-trace.js';
import type { TracedLayer } from '../tracing/trace-handler.js';
import type { NextFunction } from '../types/next-function.js';
import type { Invocable } from './handler-types.js';
import { invoke } from './invoke.js';

/** A `router.param(name, fn)` callback: `fn(req, res, next, value, name)`. */
export type ParamCallback = (req: never, res: never, next: NextFunction, value: never, name: string) => unknown;

/** What one param's callbacks gave, per request: reused when a later layer has the same value. */
export interface ParamCall {
  error: unknown;
  match: unknown;
  value: unknown;
}

/**
 * The parameter step of the router's loop: runs the `param` callbacks for the params a layer
 * matched, once per request per value: a later layer with the same value reuses the first outcome
 * (value or error), as Express does. `layer` is the one matched, for the `express.router.request`
 * trace of each callback.
 */
export function processParams(
  layer: TracedLayer,
  callbacks: Record<string, ParamCallback[]>,
  keys: readonly string[],
  called: Record<string, ParamCall>,
  req: { params?: unknown },
  res: unknown,
  done: NextFunction,
): void {
  if (keys.length === 0) {
    done();
    return;
  }
  const params = req.params as Record<string, unknown>;
  let i = 0;

  const nextParam = (err?: unknown): void => {
    if (err) {
      done(err);
      return;
    }
    if (i >= keys.length) {
      done();
      return;
    }
    const key = keys[i++] as string;
    const value = params[key];
    const fns = callbacks[key];
    if (value === undefined || fns === undefined) {
      nextParam();
      return;
    }
    const previous = called[key];
    if (previous && (previous.match === value || (previous.error && previous.error !== 'route'))) {
      params[key] = previous.value;
      nextParam(previous.error);
      return;
    }
    const call: ParamCall = { error: null, match: value, value };
    called[key] = call;
    let index = 0;
    const nextCallback = (cbErr?: unknown): void => {
      call.value = params[key];
      if (cbErr) {
        call.error = cbErr;
        nextParam(cbErr);
        return;
      }
      const fn = fns[index++];
      if (fn === undefined) {
        nextParam();
        return;
      }
      if (expressTraced()) traceExpressParam(layer, fn as Invocable, nextCallback, req, res, value, key);
      else invoke(fn as Invocable, nextCallback, req, res, nextCallback, value, key);
    };
    nextCallback();
  };
  nextParam();
}
