import { describe, expect, it } from 'vitest';
import type { Framework } from '../src/http/frameworks.js';
import type { HttpResult, RoundFigure } from '../src/http/load-run.js';
import type { MicroModuleOutcome } from '../src/in-process/collect-micro.js';
import { lookupGroup } from '../src/micro/router-lookup.js';
import { checkBudgets, sameRoundRatio } from '../src/report/budgets.js';

function result(scenario: string, framework: Framework, rps: number[], ratioToNode: number | null = null): HttpResult {
  const rounds: RoundFigure[] = rps.map((requestsPerSecond, index) => ({
    round: index + 1,
    requestsPerSecond,
    p99Us: 1000,
    maxRssKb: 50_000,
  }));
  return {
    scenario,
    framework,
    rounds,
    requestsPerSecond: rps[0] ?? null,
    p99Us: 1000,
    ratioToNode,
    peakRssKb: 50_000,
  };
}

function lookups(times: Record<string, [number, number]>): MicroModuleOutcome[] {
  return [
    {
      module: 'router-lookup',
      results: Object.entries(times).flatMap(([kind, [small, large]]) => [
        {
          group: lookupGroup(kind as 'static', 10),
          subject: 'baton',
          medianNs: small,
          p25Ns: small,
          p75Ns: small,
          samples: 5,
        },
        {
          group: lookupGroup(kind as 'static', 10_000),
          subject: 'baton',
          medianNs: large,
          p25Ns: large,
          p75Ns: large,
          samples: 5,
        },
        {
          group: lookupGroup(kind as 'static', 10_000),
          subject: 'express',
          medianNs: 1e9,
          p25Ns: 1,
          p75Ns: 1,
          samples: 5,
        },
      ]),
    },
  ];
}

describe('checkBudgets', () => {
  it('passes and fails each budget from Baton’s figures, pairing rounds for the same-app ratios', () => {
    const http = [
      result('hello-json', 'baton', [1000, 2000, 1000], 0.97),
      result('routes-1000', 'baton', [960, 1900, 990]),
      result('middleware-10', 'baton', [800, 1700, 900]),
      result('hello-json', 'express', [100], 0.1),
    ];
    const budgets = checkBudgets(http, lookups({ static: [100, 140], param: [100, 151], mixed: [100, 90] }));
    expect(budgets.map((budget) => [budget.budget, budget.status, budget.value])).toEqual([
      ['hello-world JSON vs raw node:http', 'pass', 0.97],
      ['1,000 routes vs one route', 'pass', 0.96],
      ['10 middleware vs none', 'fail', 0.85],
      ['router lookup flat, static paths', 'pass', 1.4],
      ['router lookup flat, param paths', 'fail', 1.51],
      ['router lookup flat, mixed paths', 'pass', 0.9],
    ]);
    expect(budgets[0]!.limit).toBe('≥ 0.95');
    expect(budgets[3]!.limit).toBe('≤ 1.5');
  });

  it('says "no figure" when Baton was not measured or every round was invalid', () => {
    const invalid: HttpResult = {
      ...result('routes-1000', 'baton', [900]),
      rounds: [{ round: 1, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: '3 socket errors' }],
    };
    const budgets = checkBudgets([result('hello-json', 'baton', [1000]), invalid], []);
    expect(budgets.map((budget) => budget.status)).toEqual(Array(6).fill('no figure'));
    expect(budgets.every((budget) => budget.value === null)).toBe(true);
  });
});

describe('sameRoundRatio', () => {
  it('pairs the rounds of any framework, skipping invalid ones', () => {
    const hello = result('hello-json', 'express', [1000, 1000, 1000]);
    const routes: HttpResult = {
      ...result('routes-1000', 'express', [500, 900, 800]),
      rounds: [
        { round: 1, requestsPerSecond: 500, p99Us: 1, maxRssKb: 1, problem: '1 socket errors' },
        { round: 2, requestsPerSecond: 900, p99Us: 1, maxRssKb: 1 },
        { round: 3, requestsPerSecond: 800, p99Us: 1, maxRssKb: 1 },
      ],
    };
    expect(sameRoundRatio([hello, routes], 'routes-1000', 'hello-json', 'express')).toBeCloseTo(0.85, 10);
    expect(sameRoundRatio([hello, routes], 'routes-1000', 'hello-json')).toBeNull();
    expect(sameRoundRatio([hello], 'routes-1000', 'hello-json', 'express')).toBeNull();
  });
});
