import { describe, expect, it } from 'vitest';
import type { SubjectResult } from '../src/instructions/measure-subject.js';
import { type InstructionsRun, instructionsMarkdown, withRatios } from '../src/instructions/report.js';

const figure = (median: number) => ({ median, min: median - 1000, max: median + 1000 });

const measured: SubjectResult[] = [
  { scenario: 'hello-json', framework: 'node', warmupRequests: 120_000, windows: [], irPerRequest: figure(50_000) },
  {
    scenario: 'hello-json',
    framework: 'baton-lean',
    warmupRequests: 31_000,
    windows: [
      { window: 1, requests: 900, instructions: 9e7, irPerRequest: 100_000 },
      { window: 2, requests: 10, instructions: 1e6, irPerRequest: 100_000, problem: '4 socket errors' },
    ],
    irPerRequest: figure(55_000),
  },
  { scenario: 'hello-json', framework: 'fastify', windows: [], irPerRequest: figure(60_000) },
  { scenario: 'routes-1000', framework: 'fastify', windows: [], irPerRequest: null, problem: 'exited (code 1)' },
];

describe('withRatios', () => {
  it('divides raw node’s and Fastify’s Ir/req in the same scenario by each subject’s', () => {
    const [node, lean, fastify, routes] = withRatios(measured);
    expect(node).toMatchObject({ nodeRatio: 1, fastifyRatio: 1.2 });
    expect(lean!.nodeRatio).toBeCloseTo(50 / 55, 6);
    expect(lean!.fastifyRatio).toBeCloseTo(60 / 55, 6);
    expect(fastify).toMatchObject({ nodeRatio: 50 / 60, fastifyRatio: 1 });
    // Another scenario's node does not count, and a subject without a figure has no ratio.
    expect(routes).toMatchObject({ nodeRatio: null, fastifyRatio: null });
  });
});

describe('instructionsMarkdown', () => {
  const run: InstructionsRun = {
    date: '2026-01-01T00:00:00.000Z',
    machine: { cpuModel: 'test CPU', cores: 2, memoryGb: 4, os: 'Linux', node: 'v20.20.2' },
    valgrind: 'valgrind-3.19.0',
    load: { warmupSeconds: 120, windowSeconds: 15, windows: 5, connections: 10, parallel: 2 },
    results: withRatios(measured),
  };
  const markdown = instructionsMarkdown(run, '/repo/');

  it('says what is counted and what is not', () => {
    expect(markdown).toContain('not time: cache misses');
    expect(markdown).toContain('windows 2–5');
  });

  it('gives a row per subject: median, range, node ÷ and fastify ÷', () => {
    expect(markdown).toContain('| node | 50,000 | 49,000–51,000 | 1.00 | 1.20 |');
    expect(markdown).toContain('| **baton-lean (etag, x-powered-by off)** | 55,000 | 54,000–56,000 | 0.91 | 1.09 |');
    expect(markdown).toContain('| fastify | – | – | – | – |');
  });

  it('lists invalid windows and subjects not measured under their table', () => {
    expect(markdown).toContain('- baton-lean (etag, x-powered-by off): invalid window 2 (4 socket errors)');
    expect(markdown).toContain('- fastify: not measured: exited (code 1)');
  });

  it('warns of a warm-up that served fewer requests than it takes counts to settle, only there', () => {
    expect(markdown).toContain('- baton-lean (etag, x-powered-by off): the warm-up served 31,000 requests, fewer than');
    expect(markdown).not.toContain('- node: the warm-up');
  });

  it('adds where the last window’s instructions went, with the checkout’s path left out of names', () => {
    const costs: SubjectResult = {
      ...measured[0]!,
      functionCosts: {
        groups: [{ name: 'Baton (packages/)', irPerRequest: 4000 }],
        functions: [{ name: 'JS:*setHeader file:///repo/packages/core/dist/headers.js:89:14', irPerRequest: 1234.4 }],
      },
    };
    const text = instructionsMarkdown({ ...run, results: withRatios([costs]) }, '/repo/');
    expect(text).toContain('### hello-json: node (window 5)');
    expect(text).toContain('| 4,000 | Baton (packages/) |');
    expect(text).toContain('| 1,234 | `JS:*setHeader packages/core/dist/headers.js:89:14` |');
    expect(markdown).not.toContain('Where the instructions go');
  });
});
