import type { RoundFigure } from './http/load-run.js';
import { median, type Spread, spread } from './stats.js';

/**
 * What the same-round summaries read of one subject's figure in one round: HTTP/1.1 under wrk and
 * HTTP/2 under h2load alike (h2load reports no p99, so it is optional here).
 *
 * @example
 * const sample: RoundSample = { round: 1, requestsPerSecond: 40_000, cpuUsPerRequest: 24.5 };
 */
export type RoundSample = Pick<RoundFigure, 'round' | 'requestsPerSecond' | 'cpuUsPerRequest' | 'problem'> &
  Partial<Pick<RoundFigure, 'p99Us'>>;

/**
 * Pairs each valid round of `figures` with the valid round of `base` that has the same number and
 * gives `ratio(figure, base)` for each pair: same-round ratios, so that drift between rounds
 * cancels. Pairs whose ratio is not a finite number (a figure without CPU time) are left out.
 *
 * @example
 * const cpu = sameRoundRatios(baton.rounds, node.rounds, cpuRatio);
 */
export function sameRoundRatios<T extends RoundSample>(
  figures: readonly T[],
  base: readonly T[],
  ratio: (figure: T, base: T) => number,
): number[] {
  return figures.flatMap((figure) => {
    if (figure.problem !== undefined) return [];
    const other = base.find((candidate) => candidate.round === figure.round && candidate.problem === undefined);
    if (other === undefined) return [];
    const value = ratio(figure, other);
    return Number.isFinite(value) ? [value] : [];
  });
}

/**
 * The base's CPU per request over the figure's: above 1 the figure's server is the cheaper one.
 *
 * @example
 * cpuRatio({ ...f, cpuUsPerRequest: 40 }, { ...b, cpuUsPerRequest: 30 }); // 0.75
 */
export function cpuRatio(figure: RoundSample, base: RoundSample): number {
  return (base.cpuUsPerRequest ?? Number.NaN) / (figure.cpuUsPerRequest ?? Number.NaN);
}

/**
 * The figure's req/s over the base's: above 1 the figure's server answered more.
 *
 * @example
 * rpsRatio({ ...f, requestsPerSecond: 900 }, { ...b, requestsPerSecond: 1000 }); // 0.9
 */
export function rpsRatio(figure: RoundSample, base: RoundSample): number {
  return figure.requestsPerSecond / base.requestsPerSecond;
}

/** One subject's rounds summarised against a base subject measured in the same rounds. */
export interface RoundsSummary {
  /** Medians over the valid rounds; null when none was valid. */
  readonly requestsPerSecond: number | null;
  readonly p99Us: number | null;
  readonly cpuUsPerRequest: number | null;
  /** Base CPU per request ÷ this subject's, per round (1.0: as cheap as the base). */
  readonly cpuRatio: Spread | null;
  /** This subject's req/s ÷ the base's, per round. */
  readonly rpsRatio: Spread | null;
  readonly invalidRounds: number;
}

/**
 * Medians of `figures`' valid rounds and their same-round ratios to `base`, with the range over
 * rounds, which is how far one round's figure can be trusted on a busy machine.
 *
 * @example
 * const { cpuRatio } = summariseRounds(batonRounds, nodeRounds);
 */
export function summariseRounds(figures: readonly RoundSample[], base: readonly RoundSample[]): RoundsSummary {
  const valid = figures.filter((figure) => figure.problem === undefined);
  const cpu = valid.flatMap((figure) => (figure.cpuUsPerRequest === undefined ? [] : [figure.cpuUsPerRequest]));
  const p99 = valid.flatMap((figure) => (figure.p99Us === undefined ? [] : [figure.p99Us]));
  return {
    requestsPerSecond: valid.length === 0 ? null : median(valid.map((figure) => figure.requestsPerSecond)),
    p99Us: p99.length === 0 ? null : median(p99),
    cpuUsPerRequest: cpu.length === 0 ? null : median(cpu),
    cpuRatio: spread(sameRoundRatios(figures, base, cpuRatio)),
    rpsRatio: spread(sameRoundRatios(figures, base, rpsRatio)),
    invalidRounds: figures.length - valid.length,
  };
}

/**
 * A ratio with its range over rounds, for a table cell: `0.93 (0.88–0.97)`, or `–` without one.
 *
 * @example
 * formatSpread({ median: 0.93, min: 0.88, max: 0.97 }); // '0.93 (0.88–0.97)'
 */
export function formatSpread(value: Spread | null | undefined): string {
  if (value == null) return '–';
  return `${value.median.toFixed(2)} (${value.min.toFixed(2)}–${value.max.toFixed(2)})`;
}
