import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMicro } from '../src/in-process/collect-micro.js';
import { microOptions, modeOf } from '../src/in-process/sampling.js';
import { chainGroup, chainLengths, perHopGroup } from '../src/micro/chain.js';
import { lookupGroup, routeCounts, tableKinds } from '../src/micro/router-lookup.js';
import { tracingGroup, tracingSubjects } from '../src/micro/tracing.js';
import { type ChildSources, transpileChildSources } from './support/child-sources.js';

const execFile$ = promisify(execFile);

// Runs every micro module in smoke mode (a few samples): it proves each produces well-formed
// rows for every subject; the figures themselves are never asserted.
// The transpiled copy: router lookup times each table in a child process running its sibling
// lookup-child.js, which plain node can only run compiled.
let sources: ChildSources;
let compiled = '';
beforeAll(async () => {
  sources = await transpileChildSources();
  compiled = join(dirname(sources.entry), '..');
});
afterAll(() => sources.remove());

describe('in-process benchmarks', () => {
  it('report a row per router, table kind and size, and per chain length', { timeout: 120_000 }, async () => {
    const outcomes = await collectMicro(pathToFileURL(join(compiled, 'micro/')), microOptions('smoke'), (name) =>
      ['router-lookup', 'chain'].includes(name),
    );
    expect(outcomes.map((outcome) => [outcome.module, outcome.error])).toEqual([
      ['router-lookup', undefined],
      ['chain', undefined],
    ]);
    const rows = outcomes.flatMap((outcome) => outcome.results);
    for (const kind of tableKinds) {
      for (const count of routeCounts) {
        const subjects = rows.filter((row) => row.group === lookupGroup(kind, count)).map((row) => row.subject);
        // find-my-way has no middleware, so it sits out the mixed tables.
        expect(subjects).toEqual(kind === 'mixed' ? ['baton', 'express'] : ['baton', 'express', 'find-my-way']);
        // Smoke mode is one round: each row keeps that round's median for same-round ratios.
        for (const row of rows.filter((candidate) => candidate.group === lookupGroup(kind, count))) {
          expect(row.roundsNs).toEqual([row.medianNs]);
        }
      }
    }
    for (const count of chainLengths) {
      expect(rows.filter((row) => row.group === chainGroup(count)).map((row) => row.subject)).toEqual([
        'baton',
        'express',
      ]);
    }
    expect(rows.filter((row) => row.group === perHopGroup).map((row) => row.subject)).toEqual([
      'baton, 1 middleware',
      'baton, 10 middleware',
      'baton, 50 middleware',
      'express, 1 middleware',
      'express, 10 middleware',
      'express, 50 middleware',
    ]);
    for (const row of rows.filter((candidate) => candidate.group !== perHopGroup)) {
      expect(row.samples).toBeGreaterThan(0);
      expect(row.medianNs).toBeGreaterThan(0);
      expect(row.p25Ns).toBeLessThanOrEqual(row.p75Ns);
    }
  });

  it('report the tracing rows: no subscriber, then one on both channels, one round each in smoke mode', async () => {
    const outcomes = await collectMicro(pathToFileURL(join(compiled, 'micro/')), microOptions('smoke'), (name) =>
      ['tracing'].includes(name),
    );
    expect(outcomes.map((outcome) => [outcome.module, outcome.error])).toEqual([['tracing', undefined]]);
    const rows = outcomes.flatMap((outcome) => outcome.results);
    expect(rows.map((row) => [row.group, row.subject])).toEqual(
      tracingSubjects.map((subject) => [tracingGroup, subject]),
    );
    for (const row of rows) {
      expect(row.roundsNs).toEqual([row.medianNs]);
      expect(row.medianNs).toBeGreaterThan(0);
    }
  });

  it('time one router-lookup table per child process, and refuse a table they do not know', async () => {
    const child = join(compiled, 'in-process', 'lookup-child.js');
    const { stdout } = await execFile$(process.execPath, [child, 'param', '100', 'smoke']);
    const rows = JSON.parse(stdout) as Array<{ group: string; subject: string; medianNs: number }>;
    expect(rows.map((row) => [row.group, row.subject])).toEqual([
      [lookupGroup('param', 100), 'baton'],
      [lookupGroup('param', 100), 'express'],
      [lookupGroup('param', 100), 'find-my-way'],
    ]);
    for (const row of rows) expect(row.medianNs).toBeGreaterThan(0);
    for (const args of [['param', '99', 'smoke'], ['regex', '100', 'smoke'], ['param', '100', 'fast'], []]) {
      const failed = await execFile$(process.execPath, [child, ...args]).then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failed?.code, args.join(' ')).toBe(2);
      expect(failed?.stderr).toMatch(/^usage: lookup-child\.js <static\|param\|mixed> <10\|100\|1000\|10000>/);
    }
  });

  it('pass smoke mode along beyond MicroBenchmark’s own quick flag', () => {
    expect(microOptions('full')).toEqual({ quick: false });
    expect(modeOf(microOptions('full'))).toBe('full');
    expect(modeOf(microOptions('quick'))).toBe('quick');
    expect(modeOf(microOptions('smoke'))).toBe('smoke');
    expect(microOptions('smoke').quick).toBe(true);
  });

  it('report a module that fails instead of stopping the others', async () => {
    const outcomes = await collectMicro(new URL('./support/micro-fixtures/', import.meta.url), microOptions('smoke'));
    expect(outcomes).toEqual([
      { module: 'broken', results: [], error: 'deliberately broken' },
      { module: 'fine', results: [{ group: 'g', subject: 's', medianNs: 2, p25Ns: 1, p75Ns: 3, samples: 4 }] },
    ]);
  });
});
