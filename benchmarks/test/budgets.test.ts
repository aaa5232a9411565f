import { describe, expect, it } from 'vitest';
import type { Framework } from '../src/http/frameworks.js';
import type { HttpResult, RoundFigure } from '../src/http/load-run.js';
import type { Http2Result } from '../src/http2/load-http2.js';
import type { MicroModuleOutcome } from '../src/in-process/collect-micro.js';
import type { MemoryRun } from '../src/memory/measure-memory.js';
import { lookupGroup } from '../src/micro/router-lookup.js';
import type { MicroResult } from '../src/micro/types.js';
import { checkBudgets, sameRoundRatio } from '../src/report/budgets.js';
import { median, spread } from '../src/stats.js';

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

function http2Result(transport: 'h2c' | 'h2-tls', subject: string, cpu: number[]): Http2Result {
  return {
    transport,
    subject,
    rounds: cpu.map((cpuUsPerRequest, index) => ({ round: index + 1, requestsPerSecond: 1e4, cpuUsPerRequest })),
    requestsPerSecond: 1e4,
    cpuUsPerRequest: median(cpu),
    cpuRatioToNode: null,
    rpsRatioToNode: null,
  };
}

function memoryRun(ratios: number[] | null): MemoryRun {
  const rounds = [{ round: 1, beforeKb: 50_000, afterKb: 100_000, open: 10_000 }];
  return {
    connections: 10_000,
    rounds: 1,
    results: [
      {
        framework: 'baton',
        rounds,
        beforeKb: 50_000,
        afterKb: 100_000,
        bytesPerConnection: 5000,
        ratioToNode: ratios === null ? null : spread(ratios),
        fewestOpen: 10_000,
      },
    ],
  };
}

describe('checkBudgets', () => {
  it('checks Baton with the defaults off against raw node and Fastify, with them on against Fastify + 10 %, pairing rounds', () => {
    const http = [
      result('hello-json', 'node', [20, 40, 20]),
      result('hello-json', 'baton-lean', [22, 40, 22]),
      result('hello-json', 'baton', [26, 48, 26]),
      result('hello-json', 'fastify', [24, 44, 24]),
      result('middleware-10', 'node', [20, 20, 20]),
      result('middleware-10', 'baton-lean', [25, 20, 25]),
      result('middleware-10', 'baton', [34, 33, 34]),
      result('middleware-10', 'fastify', [30, 30, 30]),
      result('routes-1000', 'node', [10, 10, 10]),
      result('routes-1000', 'baton-lean', [10, 10, 10]),
    ];
    const http2 = [
      http2Result('h2c', 'baton-lean', [30, 30]),
      http2Result('h2c', 'fastify', [33, 27]),
      http2Result('h2-tls', 'baton-lean', [40, 40]),
      http2Result('h2-tls', 'fastify', [36, 38]),
    ];
    const budgets = checkBudgets(
      http,
      lookups({ static: [100, 140], param: [100, 151], mixed: [100, 90] }),
      http2,
      memoryRun([1.08, 1.12, 1.04]),
    );
    const shown = budgets.map((budget) => [budget.budget, budget.status, budget.value?.toFixed(3) ?? null]);
    expect(shown).toEqual([
      ['hello JSON, defaults off, vs raw node:http', 'fail', '0.909'],
      ['hello JSON, defaults off, at or below Fastify', 'pass', '1.091'],
      ['hello JSON, defaults on, within 10 % of Fastify', 'pass', '0.923'],
      ['10 middleware, defaults off, vs raw node:http', 'fail', '0.800'],
      ['10 middleware, defaults off, at or below Fastify', 'pass', '1.200'],
      ['10 middleware, defaults on, within 10 % of Fastify', 'fail', '0.882'],
      ['1,000 routes, defaults off, vs raw node:http', 'pass', '1.000'],
      ['1,000 routes, defaults off, at or below Fastify', 'no figure', null],
      ['1,000 routes, defaults on, within 10 % of Fastify', 'no figure', null],
      ['HTTP/2 cleartext (h2c), defaults off, at or below Fastify', 'pass', '1.000'],
      ['HTTP/2 over TLS, defaults off, at or below Fastify', 'fail', '0.925'],
      ['memory with idle keep-alive connections within 10 % of raw node:http', 'pass', '1.080'],
      ['router lookup flat, static paths', 'pass', '1.400'],
      ['router lookup flat, param paths', 'fail', '1.510'],
      ['router lookup flat, mixed paths', 'pass', '0.900'],
    ]);
    expect(budgets[0]!.limit).toBe('≥ 0.95');
    expect(budgets[0]!.measure).toBe('node CPU/req ÷ baton-lean CPU/req, hello-json');
    expect(budgets[0]!.spread).toEqual({ median: 20 / 22, min: 20 / 22, max: 1 });
    expect(budgets[1]!.limit).toBe('≥ 1');
    expect(budgets[2]!.limit).toBe('≥ 1/1.1 (0.909)');
    expect(budgets[2]!.measure).toBe('fastify CPU/req ÷ baton CPU/req, hello-json');
    expect(budgets[9]!.spread).toEqual({ median: 1, min: 0.9, max: 1.1 });
    expect(budgets[9]!.measure).toBe('fastify CPU/req ÷ baton-lean CPU/req, h2c');
    expect(budgets[11]!.limit).toBe('≤ 1.1');
    expect(budgets[11]!.measure).toBe('baton RSS ÷ node RSS with 10000 idle connections');
    expect(budgets[11]!.spread).toEqual({ median: 1.08, min: 1.04, max: 1.12 });
    expect(budgets[12]!.limit).toBe('≤ 1.5');
  });

  it('fails the memory budget above 1.1 × node', () => {
    const memory = checkBudgets([], [], [], memoryRun([1.11])).find((budget) => budget.budget.startsWith('memory'));
    expect(memory?.status).toBe('fail');
  });

  it('says "no figure" when Baton was not measured, every round was invalid, or HTTP/2 and memory did not run', () => {
    const invalid: HttpResult = {
      ...result('routes-1000', 'baton-lean', [900]),
      rounds: [{ round: 1, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: '3 socket errors' }],
    };
    const budgets = checkBudgets(
      [result('hello-json', 'node', [10]), result('routes-1000', 'node', [10]), invalid],
      [],
      [],
      memoryRun(null),
    );
    expect(budgets.map((budget) => budget.status)).toEqual(Array(15).fill('no figure'));
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
