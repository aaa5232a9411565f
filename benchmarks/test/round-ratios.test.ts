import { describe, expect, it } from 'vitest';
import type { RoundFigure } from '../src/http/load-run.js';
import { cpuRatio, formatSpread, rpsRatio, sameRoundRatios, summariseRounds } from '../src/round-ratios.js';

function figure(round: number, requestsPerSecond: number, cpuUsPerRequest?: number, problem?: string): RoundFigure {
  return {
    round,
    requestsPerSecond,
    p99Us: 1000 * round,
    maxRssKb: 50_000,
    ...(cpuUsPerRequest === undefined ? {} : { cpuUsPerRequest }),
    ...(problem === undefined ? {} : { problem }),
  };
}

describe('same-round ratios', () => {
  const node = [figure(1, 1000, 20), figure(2, 500, 40), figure(3, 800, 25, 'socket errors')];

  it('pairs rounds by number and leaves out rounds invalid on either side', () => {
    const baton = [figure(2, 400, 50), figure(1, 900, 25), figure(3, 700, 30)];
    expect(sameRoundRatios(baton, node, rpsRatio)).toEqual([0.8, 0.9]);
    expect(sameRoundRatios(baton, node, cpuRatio)).toEqual([0.8, 0.8]);
    expect(sameRoundRatios([figure(1, 900, 25, 'wrong body')], node, rpsRatio)).toEqual([]);
  });

  it('leaves out a CPU ratio when either figure has no CPU time (results from before it was measured)', () => {
    expect(sameRoundRatios([figure(1, 900)], node, cpuRatio)).toEqual([]);
  });

  it('summarises medians, ranges and invalid rounds', () => {
    const baton = [figure(1, 900, 16), figure(2, 600, 50), figure(3, 0, 0, 'x')];
    expect(summariseRounds(baton, node)).toEqual({
      requestsPerSecond: 750,
      p99Us: 1500,
      cpuUsPerRequest: 33,
      cpuRatio: { median: 1.025, min: 0.8, max: 1.25 },
      rpsRatio: { median: 1.05, min: 0.9, max: 1.2 },
      invalidRounds: 1,
    });
    expect(summariseRounds([], node)).toMatchObject({ requestsPerSecond: null, cpuRatio: null, rpsRatio: null });
  });

  it('formats a spread for a table cell', () => {
    expect(formatSpread({ median: 0.934, min: 0.881, max: 0.97 })).toBe('0.93 (0.88–0.97)');
    expect(formatSpread(null)).toBe('–');
  });
});
