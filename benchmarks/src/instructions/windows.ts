import type { WrkFigures } from '../http/wrk-output.js';
import { socketErrorCount } from '../http/wrk-output.js';
import { type Spread, spread } from '../stats.js';

/**
 * Under valgrind, instructions per request keep falling until about this many requests have been
 * served (V8's optimising compiler is slow there); a warm-up that served fewer is reported.
 */
export const settledAfterRequests = 100_000;

/** One measured window: wrk's requests and the instructions callgrind counted meanwhile. */
export interface WindowFigure {
  /** 1 for the first window after the warm-up. */
  readonly window: number;
  readonly requests: number;
  /** The dump's summary: every instruction the server process executed in the window. */
  readonly instructions: number;
  readonly irPerRequest: number;
  /** Why the window does not count, when it does not. */
  readonly problem?: string;
}

/**
 * The figure of window `window` from wrk's report and the dump's instruction count; a window
 * with non-2xx/3xx responses, socket errors or no request is invalid.
 *
 * @example
 * const figure = windowFigure(2, parseWrkOutput(stdout), callgrindSummary(dump));
 */
export function windowFigure(window: number, wrk: WrkFigures, instructions: number): WindowFigure {
  const figure = {
    window,
    requests: wrk.requests,
    instructions,
    irPerRequest: wrk.requests === 0 ? 0 : instructions / wrk.requests,
  };
  const errors = socketErrorCount(wrk);
  if (wrk.non2xx > 0) return { ...figure, problem: `${wrk.non2xx} non-2xx/3xx responses` };
  if (errors > 0) return { ...figure, problem: `${errors} socket errors` };
  if (wrk.requests === 0) return { ...figure, problem: 'no request completed' };
  return figure;
}

/**
 * The windows the figures are made of: the valid ones after the first. The first window after
 * the warm-up always counts more, V8 still compiling, so it is left out whether valid or not.
 *
 * @example
 * countedWindows(figures).length; // figures.length - 1 when every window is valid
 */
export function countedWindows(windows: readonly WindowFigure[]): WindowFigure[] {
  const first = Math.min(...windows.map((figure) => figure.window));
  return windows.filter((figure) => figure.window !== first && figure.problem === undefined);
}

/**
 * Median and range of instructions per request over the counted windows, or null when none is.
 *
 * @example
 * irPerRequest(figures)?.median; // 57_500
 */
export function irPerRequest(windows: readonly WindowFigure[]): Spread | null {
  return spread(countedWindows(windows).map((figure) => figure.irPerRequest));
}

/**
 * The base's instructions per request over the subject's median: above 1 the subject executes
 * fewer instructions than the base. Null when either has no figure.
 *
 * @example
 * irRatio(nodeFigure, batonFigure); // 0.92: Baton executes about 9 % more than raw node
 */
export function irRatio(base: Spread | null, subject: Spread | null): number | null {
  return base === null || subject === null ? null : base.median / subject.median;
}
