import type { Framework } from '../http/frameworks.js';
import type { HttpResult } from '../http/load-run.js';
import type { MicroModuleOutcome } from '../in-process/collect-micro.js';
import { lookupGroup, routeCounts, tableKinds } from '../micro/router-lookup.js';
import { median } from '../stats.js';

/** One budget from DESIGN.md, checked against a run. */
export interface BudgetCheck {
  readonly budget: string;
  /** What was compared, in words, e.g. 'baton hello-json / node hello-json'. */
  readonly measure: string;
  readonly limit: string;
  /** The measured ratio; null when the run has no figure for it. */
  readonly value: number | null;
  readonly status: 'pass' | 'fail' | 'no figure';
}

function check(budget: string, measure: string, value: number | null, limit: number, atLeast: boolean): BudgetCheck {
  const pass = value !== null && (atLeast ? value >= limit : value <= limit);
  return {
    budget,
    measure,
    limit: `${atLeast ? '≥' : '≤'} ${limit}`,
    value,
    status: value === null ? 'no figure' : pass ? 'pass' : 'fail',
  };
}

/**
 * Median over rounds of a framework's req/s in `scenario` divided by its req/s in `base` in the
 * same round, so that drift between rounds cancels out as it does for the ratio to raw node.
 *
 * @example
 * sameRoundRatio(http, 'routes-1000', 'hello-json', 'express'); // 0.93: 1,000 routes cost 7 %
 */
export function sameRoundRatio(
  http: readonly HttpResult[],
  scenario: string,
  base: string,
  framework: Framework = 'baton',
): number | null {
  const find = (name: string): HttpResult | undefined =>
    http.find((result) => result.scenario === name && result.framework === framework);
  const measured = find(scenario);
  const baseline = find(base);
  if (measured === undefined || baseline === undefined) return null;
  const ratios = measured.rounds.flatMap((figure) => {
    const other = baseline.rounds.find((candidate) => candidate.round === figure.round);
    if (figure.problem !== undefined || other === undefined || other.problem !== undefined) return [];
    return [figure.requestsPerSecond / other.requestsPerSecond];
  });
  return ratios.length === 0 ? null : median(ratios);
}

/**
 * Checks Baton's figures of a run against the performance budgets in DESIGN.md.
 *
 * @example
 * const failed = checkBudgets(http, micro).filter((budget) => budget.status === 'fail');
 */
export function checkBudgets(http: readonly HttpResult[], micro: readonly MicroModuleOutcome[]): BudgetCheck[] {
  const hello = http.find((result) => result.scenario === 'hello-json' && result.framework === 'baton');
  const rows = micro.flatMap((outcome) => outcome.results).filter((row) => row.subject === 'baton');
  const lookup = (kind: string, count: number): number | undefined =>
    rows.find((row) => row.group === lookupGroup(kind as (typeof tableKinds)[number], count))?.medianNs;
  const smallest = routeCounts[0];
  const largest = routeCounts[routeCounts.length - 1]!;
  return [
    check(
      'hello-world JSON vs raw node:http',
      'baton / node req/s, hello-json',
      hello?.ratioToNode ?? null,
      0.95,
      true,
    ),
    check(
      '1,000 routes vs one route',
      'baton req/s, routes-1000 / hello-json',
      sameRoundRatio(http, 'routes-1000', 'hello-json'),
      0.95,
      true,
    ),
    check(
      '10 middleware vs none',
      'baton req/s, middleware-10 / hello-json',
      sameRoundRatio(http, 'middleware-10', 'hello-json'),
      0.9,
      true,
    ),
    ...tableKinds.map((kind) => {
      const low = lookup(kind, smallest);
      const high = lookup(kind, largest);
      const value = low === undefined || high === undefined ? null : high / low;
      return check(
        `router lookup flat, ${kind} paths`,
        `baton lookup time, ${largest} / ${smallest} routes`,
        value,
        1.5,
        false,
      );
    }),
  ];
}
