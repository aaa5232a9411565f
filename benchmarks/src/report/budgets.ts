import type { Framework } from '../http/frameworks.js';
import type { HttpResult, RoundFigure } from '../http/load-run.js';
import { type Http2Result, type Transport, transports, transportTitles } from '../http2/load-http2.js';
import type { MicroModuleOutcome } from '../in-process/collect-micro.js';
import type { MemoryRun } from '../memory/measure-memory.js';
import { lookupGroup, routeCounts, tableKinds } from '../micro/router-lookup.js';
import type { MicroResult } from '../micro/types.js';
import { cpuRatio, sameRoundRatios } from '../round-ratios.js';
import { type Spread, spread } from '../stats.js';

/** One budget from DESIGN.md, checked against a run. */
export interface BudgetCheck {
  readonly budget: string;
  /** What was compared, in words, e.g. 'node CPU/req ÷ baton CPU/req, hello-json, same round'. */
  readonly measure: string;
  readonly limit: string;
  /** The measured ratio (a median over rounds for the HTTP budgets); null when the run has none. */
  readonly value: number | null;
  /** The range over rounds behind a same-round median. */
  readonly spread?: Spread | null;
  readonly status: 'pass' | 'fail' | 'no figure';
}

function check(
  budget: string,
  measure: string,
  value: number | null,
  limit: number,
  atLeast: boolean,
  range?: Spread | null,
  limitText = String(limit),
): BudgetCheck {
  const pass = value !== null && (atLeast ? value >= limit : value <= limit);
  return {
    budget,
    measure,
    limit: `${atLeast ? '≥' : '≤'} ${limitText}`,
    value,
    ...(range === undefined ? {} : { spread: range }),
    status: value === null ? 'no figure' : pass ? 'pass' : 'fail',
  };
}

function roundsOf(http: readonly HttpResult[], scenario: string, framework: Framework): readonly RoundFigure[] {
  return http.find((result) => result.scenario === scenario && result.framework === framework)?.rounds ?? [];
}

/**
 * Median and range over rounds of a framework's CPU per request in `base` divided by its CPU per
 * request in `scenario` in the same round (1.0: the scenario costs nothing over the base), so that
 * drift between rounds cancels out as it does for the ratio to raw node.
 *
 * @example
 * sameRoundRatio(http, 'routes-1000', 'hello-json', 'express')?.median; // 0.93: 1,000 routes cost 7 %
 */
export function sameRoundRatio(
  http: readonly HttpResult[],
  scenario: string,
  base: string,
  framework: Framework = 'baton',
): Spread | null {
  return spread(sameRoundRatios(roundsOf(http, scenario, framework), roundsOf(http, base, framework), cpuRatio));
}

/** The scenarios whose CPU per request DESIGN.md budgets, with their names in the report. */
export const budgetScenarios = [
  ['hello-json', 'hello JSON'],
  ['middleware-10', '10 middleware'],
  ['routes-1000', '1,000 routes'],
] as const;

/**
 * `high` ÷ `low` lookup time: the median of the ratios within each round, with their range, when
 * both rows carry the same rounds; else the ratio of their medians alone. Null when either is missing.
 */
function lookupRatio(
  high: MicroResult | undefined,
  low: MicroResult | undefined,
): { value: number | null; range?: Spread | null } {
  if (high === undefined || low === undefined) return { value: null };
  const [highRounds, lowRounds] = [high.roundsNs, low.roundsNs];
  if (highRounds !== undefined && lowRounds !== undefined && highRounds.length === lowRounds.length) {
    const range = spread(highRounds.map((ns, round) => ns / (lowRounds[round] as number)));
    return { value: range?.median ?? null, range };
  }
  return { value: high.medianNs / low.medianNs };
}

// "Within 10 % of Fastify" with Express's defaults on: Fastify's CPU per request ÷ Baton's ≥ 1/1.1.
const withinTenPercent = 1 / 1.1;

function cpuAgainst(http: readonly HttpResult[], scenario: string, framework: Framework, base: Framework) {
  return spread(sameRoundRatios(roundsOf(http, scenario, framework), roundsOf(http, scenario, base), cpuRatio));
}

function http2Rounds(http2: readonly Http2Result[], transport: Transport, subject: string) {
  return http2.find((result) => result.transport === transport && result.subject === subject)?.rounds ?? [];
}

/**
 * Checks Baton's figures of a run against the performance budgets in DESIGN.md and issue 28, all
 * as same-round ratios with their range: per budgeted scenario, with Express's defaults off
 * (`baton-lean`), CPU per request at least 0.95 of raw node:http's and at or below Fastify's, and
 * with them on (`baton`) within 10 % of Fastify's; over HTTP/2 (h2c and TLS), defaults off, at or
 * below Fastify's; RSS with the memory run's idle connections within 10 % of raw node's; and
 * router lookup time flat from 10 to 10,000 routes.
 *
 * @example
 * const failed = checkBudgets(http, micro, http2, memory).filter((budget) => budget.status === 'fail');
 */
export function checkBudgets(
  http: readonly HttpResult[],
  micro: readonly MicroModuleOutcome[],
  http2: readonly Http2Result[] = [],
  memory?: MemoryRun,
): BudgetCheck[] {
  const rows = micro.flatMap((outcome) => outcome.results).filter((row) => row.subject === 'baton');
  const lookup = (kind: (typeof tableKinds)[number], count: number): MicroResult | undefined =>
    rows.find((row) => row.group === lookupGroup(kind, count));
  const smallest = routeCounts[0];
  const largest = routeCounts[routeCounts.length - 1]!;
  const memoryRatio = memory?.results.find((result) => result.framework === 'baton')?.ratioToNode ?? null;
  return [
    ...budgetScenarios.flatMap(([scenario, title]) => {
      const node = cpuAgainst(http, scenario, 'baton-lean', 'node');
      const fastify = cpuAgainst(http, scenario, 'baton-lean', 'fastify');
      const withDefaults = cpuAgainst(http, scenario, 'baton', 'fastify');
      return [
        check(
          `${title}, defaults off, vs raw node:http`,
          `node CPU/req ÷ baton-lean CPU/req, ${scenario}`,
          node?.median ?? null,
          0.95,
          true,
          node,
        ),
        check(
          `${title}, defaults off, at or below Fastify`,
          `fastify CPU/req ÷ baton-lean CPU/req, ${scenario}`,
          fastify?.median ?? null,
          1,
          true,
          fastify,
        ),
        check(
          `${title}, defaults on, within 10 % of Fastify`,
          `fastify CPU/req ÷ baton CPU/req, ${scenario}`,
          withDefaults?.median ?? null,
          withinTenPercent,
          true,
          withDefaults,
          '1/1.1 (0.909)',
        ),
      ];
    }),
    ...transports.map((transport) => {
      const fastify = spread(
        sameRoundRatios(
          http2Rounds(http2, transport, 'baton-lean'),
          http2Rounds(http2, transport, 'fastify'),
          cpuRatio,
        ),
      );
      return check(
        `${transportTitles[transport]}, defaults off, at or below Fastify`,
        `fastify CPU/req ÷ baton-lean CPU/req, ${transport}`,
        fastify?.median ?? null,
        1,
        true,
        fastify,
      );
    }),
    check(
      'memory with idle keep-alive connections within 10 % of raw node:http',
      `baton RSS ÷ node RSS with ${memory?.connections ?? 10_000} idle connections`,
      memoryRatio?.median ?? null,
      1.1,
      false,
      memoryRatio,
    ),
    ...tableKinds.map((kind) => {
      const { value, range } = lookupRatio(lookup(kind, largest), lookup(kind, smallest));
      return check(
        `router lookup flat, ${kind} paths`,
        `baton lookup time, ${largest} / ${smallest} routes${range === undefined ? '' : ', same round'}`,
        value,
        1.5,
        false,
        range,
      );
    }),
  ];
}
