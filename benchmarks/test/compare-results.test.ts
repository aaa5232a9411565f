import { describe, expect, it } from 'vitest';
import { compareResults } from '../src/report/compare-results.js';
import type { BenchResults } from '../src/results.js';

function run(revision: string, rps: number, ratio: number, medianNs: number): BenchResults {
  return {
    date: '2026-11-22T09:00:00.000Z',
    mode: 'quick',
    machine: { cpuModel: 'cpu', cores: 2, memoryGb: 8, os: 'Linux', node: 'v20.20.2' },
    revision,
    load: { rounds: 3, warmupSeconds: 1, seconds: 3, connections: 50, pinned: true },
    http: [
      {
        scenario: 'hello-json',
        framework: 'baton',
        rounds: [],
        requestsPerSecond: rps,
        p99Us: 1,
        ratioToNode: ratio,
        peakRssKb: 1,
      },
    ],
    micro: [{ module: 'chain', results: [{ group: 'g', subject: 'baton', medianNs, p25Ns: 1, p75Ns: 1, samples: 1 }] }],
    budgets: [],
  };
}

describe('compareResults', () => {
  it('shows the change of req/s, ratio and micro medians from one revision to the next', () => {
    const text = compareResults(run('aaa', 10_000, 0.9, 200), run('bbb', 11_000, 0.97, 150));
    expect(text).toContain('# aaa → bbb');
    expect(text).toContain('| hello-json | baton | 10,000 | 11,000 | +10.0% | 0.90 | 0.97 |');
    expect(text).toContain('| g | baton | 200 | 150 | -25.0% |');
  });

  it('leaves out entries missing from either run or without a valid figure', () => {
    const after = run('bbb', 11_000, 1, 150);
    const before: BenchResults = { ...run('aaa', 1, 1, 1), http: [], micro: [] };
    const text = compareResults(before, after);
    expect(text).not.toContain('| hello-json |');
    expect(text).not.toContain('| g |');
  });
});
