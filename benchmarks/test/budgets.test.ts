import { describe, expect, it } from 'vitest';
import type { Framework } from '../src/http/frameworks.js';
import type { HttpResult, RoundFigure } from '../src/http/load-run.js';
import type { MicroModuleOutcome } from '../src/in-process/collect-micro.js';
import { lookupGroup } from '../src/micro/router-lookup.js';
import type { MicroResult } from '../src/micro/types.js';
import { checkBudgets, sameRoundRatio } from '../src/report/budgets.js';
import { median } from '../src/stats.js';

// Rounds with the given CPU µs per request (req/s derived from it; the budgets never read req/s).
function result(scenario: string, framework: Framework, cpu: number[]): HttpResult {
  const rounds: RoundFigure[] = cpu.map((cpuUsPerRequest, index) => ({
    round: index + 1,
    requestsPerSecond: 1e6 / cpuUsPerRequest,
    p99Us: 1000,
    maxRssKb: 50_000,
    cpuUsPerRequest,
  }));
  return {
    scenario,
    framework,
    rounds,
    requestsPerSecond: rounds[0]?.requestsPerSecond ?? null,
    p99Us: 1000,
    ratioToNode: null,
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
  it('checks CPU per request against raw node and Fastify per scenario, pairing rounds, and lookup flatness', () => {
    const http = [
      result('hello-json', 'node', [20, 40, 20]),
      result('hello-json', 'baton', [22, 40, 22]),
      result('hello-json', 'fastify', [24, 44, 24]),
      result('middleware-10', 'node', [20, 20, 20]),
      result('middleware-10', 'baton', [25, 20, 25]),
      result('middleware-10', 'fastify', [30, 30, 30]),
      result('routes-1000', 'node', [10, 10, 10]),
      result('routes-1000', 'baton', [10, 10, 10]),
    ];
    const budgets = checkBudgets(http, lookups({ static: [100, 140], param: [100, 151], mixed: [100, 90] }));
    const shown = budgets.map((budget) => [budget.budget, budget.status, budget.value?.toFixed(3) ?? null]);
    expect(shown).toEqual([
      ['hello JSON vs raw node:http', 'fail', '0.909'],
      ['hello JSON ahead of Fastify', 'pass', '1.091'],
      ['10 middleware vs raw node:http', 'fail', '0.800'],
      ['10 middleware ahead of Fastify', 'pass', '1.200'],
      ['1,000 routes vs raw node:http', 'pass', '1.000'],
      ['1,000 routes ahead of Fastify', 'no figure', null],
      ['router lookup flat, static paths', 'pass', '1.400'],
      ['router lookup flat, param paths', 'fail', '1.510'],
      ['router lookup flat, mixed paths', 'pass', '0.900'],
    ]);
    expect(budgets[0]!.limit).toBe('≥ 0.95');
    expect(budgets[0]!.spread).toEqual({ median: 20 / 22, min: 20 / 22, max: 1 });
    expect(budgets[1]!.limit).toBe('≥ 1');
    expect(budgets[6]!.limit).toBe('≤ 1.5');
  });

  it('says "no figure" when Baton was not measured or every round was invalid', () => {
    const invalid: HttpResult = {
      ...result('routes-1000', 'baton', [900]),
      rounds: [{ round: 1, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: '3 socket errors' }],
    };
    const budgets = checkBudgets(
      [result('hello-json', 'node', [10]), result('routes-1000', 'node', [10]), invalid],
      [],
    );
    expect(budgets.map((budget) => budget.status)).toEqual(Array(9).fill('no figure'));
    expect(budgets.every((budget) => budget.value === null)).toBe(true);
  });
});

describe('checkBudgets, router lookup measured in rounds', () => {
  it('takes the 10,000 ÷ 10 ratio within each round, not of the medians', () => {
    const row = (count: number, roundsNs: number[]): MicroResult => ({
      group: lookupGroup('param', count),
      subject: 'baton',
      medianNs: median(roundsNs),
      p25Ns: 1,
      p75Ns: 1,
      samples: 3,
      roundsNs,
    });
    // Round 2 was slow for both tables: within rounds the ratios are 1.2, 1.2 and 1.6; the
    // medians' ratio (800 ÷ 500 = 1.6) would fail the budget on a drift both tables shared.
    const micro = [{ module: 'router-lookup', results: [row(10, [500, 1000, 400]), row(10_000, [600, 1200, 640])] }];
    const param = checkBudgets([], micro).find((budget) => budget.budget === 'router lookup flat, param paths');
    expect(param?.status).toBe('pass');
    expect(param?.value).toBeCloseTo(1.2, 10);
    expect(param?.spread?.min).toBeCloseTo(1.2, 10);
    expect(param?.spread?.max).toBeCloseTo(1.6, 10);
    expect(param?.measure).toBe('baton lookup time, 10000 / 10 routes, same round');
  });
});

describe('sameRoundRatio', () => {
  it('pairs the rounds of any framework by CPU per request, skipping invalid ones', () => {
    const hello = result('hello-json', 'express', [10, 10, 10]);
    const routes: HttpResult = {
      ...result('routes-1000', 'express', [20, 12.5, 10]),
      rounds: [
        { round: 1, requestsPerSecond: 500, p99Us: 1, maxRssKb: 1, cpuUsPerRequest: 20, problem: '1 socket errors' },
        { round: 2, requestsPerSecond: 900, p99Us: 1, maxRssKb: 1, cpuUsPerRequest: 12.5 },
        { round: 3, requestsPerSecond: 800, p99Us: 1, maxRssKb: 1, cpuUsPerRequest: 10 },
      ],
    };
    expect(sameRoundRatio([hello, routes], 'routes-1000', 'hello-json', 'express')).toEqual({
      median: 0.9,
      min: 0.8,
      max: 1,
    });
    expect(sameRoundRatio([hello, routes], 'routes-1000', 'hello-json')).toBeNull();
    expect(sameRoundRatio([hello], 'routes-1000', 'hello-json', 'express')).toBeNull();
  });
});
