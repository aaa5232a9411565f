import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../src/http/load-run.js';
import { renderReport } from '../src/report/markdown.js';
import type { BenchResults } from '../src/results.js';

const node: HttpResult = {
  scenario: 'hello-json',
  framework: 'node',
  rounds: [{ round: 1, requestsPerSecond: 20_000, p99Us: 2500, maxRssKb: 51_200, cpuUsPerRequest: 30 }],
  requestsPerSecond: 20_000,
  p99Us: 2500,
  ratioToNode: 1,
  peakRssKb: 51_200,
  cpuUsPerRequest: 30,
  cpuRatioToNode: { median: 1, min: 1, max: 1 },
  rpsRatioToNode: { median: 1, min: 1, max: 1 },
};

const results: BenchResults = {
  date: '2026-11-22T09:00:00.000Z',
  mode: 'quick',
  machine: { cpuModel: 'Test CPU', cores: 2, memoryGb: 8, os: 'Linux 6', node: 'v20.20.2', loadAverage: [9.1, 8, 7.5] },
  revision: 'abc1234',
  load: { rounds: 3, warmupSeconds: 1, seconds: 3, connections: 50, pinned: true },
  http: [
    node,
    {
      ...node,
      framework: 'baton',
      rounds: [
        { round: 1, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: '7 socket errors' },
        { round: 2, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: 'x' },
      ],
      requestsPerSecond: null,
      p99Us: null,
      ratioToNode: null,
      peakRssKb: null,
      cpuUsPerRequest: null,
      cpuRatioToNode: null,
      rpsRatioToNode: null,
    },
  ],
  micro: [
    {
      module: 'chain',
      results: [
        {
          group: 'chain: ns per middleware hop',
          subject: 'baton, 10 middleware',
          medianNs: 42,
          p25Ns: 40,
          p75Ns: 45,
          samples: 9,
        },
      ],
    },
    { module: 'graphql', results: [], error: 'boom' },
  ],
  budgets: [
    { budget: 'hello-world JSON vs raw node:http', measure: 'm', limit: '≥ 0.95', value: null, status: 'no figure' },
    { budget: '10 middleware vs none', measure: 'm', limit: '≥ 0.9', value: 0.8, status: 'fail' },
  ],
};

describe('renderReport', () => {
  const { markdown, charts } = renderReport(results, 'benchmarks');

  it('states the machine, Node version, date, revision and load settings', () => {
    expect(markdown).toContain('Measured 2026-11-22T09:00:00.000Z (quick run, revision `abc1234`)');
    expect(markdown).toContain('Test CPU, 2 cores, 8 GB, Linux 6, Node v20.20.2.');
    expect(markdown).toContain(
      'Load average when the run ended: 9.1, 8, 7.5 (1, 5, 15 min) on 2 cores: **the machine was shared and busy**',
    );
    expect(markdown).toContain('50 keep-alive connections, 1 s warm-up');
    expect(markdown).toContain('`apt-get install -y wrk nghttp2-client`');
  });

  it('calls the machine busy only for load beyond the benchmark’s own two processes', () => {
    const withLoad = (loadAverage: [number, number, number], cores: number): string =>
      renderReport({ ...results, machine: { ...results.machine, cores, loadAverage } }, 'benchmarks').markdown;
    // 2 cores: server and wrk alone give a load of ~2; more than 3 means other work.
    expect(withLoad([2.2, 1.8, 1.6], 2)).toContain(
      'Load average when the run ended: 2.2, 1.8, 1.6 (1, 5, 15 min) on 2 cores (the benchmark itself keeps about 2 processes runnable).',
    );
    expect(withLoad([3.1, 2, 1.6], 2)).toContain('on 2 cores: **the machine was shared and busy**');
    expect(withLoad([1, 3.2, 2], 2)).toContain('on 2 cores: **the machine was shared and busy**');
    expect(withLoad([5.9, 5, 4], 8)).not.toContain('busy');
    expect(withLoad([6.1, 5, 4], 8)).toContain('on 8 cores: **the machine was shared and busy**');
  });

  it('lists each budget with its result', () => {
    expect(markdown).toContain('| hello-world JSON vs raw node:http | m | ≥ 0.95 | – | no figure |');
    expect(markdown).toContain('| 10 middleware vs none | m | ≥ 0.9 | 0.80 | **fail** |');
  });

  it('tables HTTP figures with CPU per request, ratios with their range, p99 and RSS, and shows why a figure is invalid', () => {
    expect(markdown).toContain('| node | 30.0 | 1.00 (1.00–1.00) | 20,000 | 1.00 (1.00–1.00) | 2.5 ms | 50 MB | 0 |');
    expect(markdown).toContain('| **baton** | – | – | no valid figure | – | – | – | 2: 7 socket errors |');
    expect(markdown).toContain('![hello world JSON](benchmarks/http-hello-json.svg)');
  });

  it('keeps a long reason for an invalid round to one short line without pipes', () => {
    const problem = `scenario server failed: Error: ${'x'.repeat(100)} | y\n    at stack`;
    const long: BenchResults = {
      ...results,
      http: [{ ...node, rounds: [{ round: 1, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem }] }],
    };
    const row = renderReport(long, 'benchmarks')
      .markdown.split('\n')
      .find((line) => line.startsWith('| node |'))!;
    const cell = row.split(' | ').at(-1)!.replace(/ \|$/, '');
    expect(cell).toMatch(/^1: scenario server failed: Error: x+…$/);
    expect(cell.length).toBe('1: '.length + 80);
  });

  it('gives each framework’s own middleware and routes ratios, with a dash where a scenario is missing', () => {
    expect(markdown).toContain('| node | – | – |');
  });

  it('tables micro rows, charts them, and names modules that failed', () => {
    expect(markdown).toContain('| **baton, 10 middleware** | 42 ns | 40 ns – 45 ns | 9 |');
    expect(markdown).toContain('- `graphql`: boom');
    expect([...charts.keys()].sort()).toEqual(['http-hello-json.svg', 'micro-chain-ns-per-middleware-hop.svg']);
    expect(charts.get('http-hello-json.svg')).toContain('>no figure<');
  });

  it('labels Baton with Express’s defaults off and sets both Baton rows in bold', () => {
    const lean = renderReport({ ...results, http: [node, { ...node, framework: 'baton-lean' }] }, 'benchmarks');
    expect(lean.markdown).toContain('| **baton-lean (etag, x-powered-by off)** | 30.0 | 1.00 (1.00–1.00) |');
    expect(lean.markdown).toContain("`baton-lean` with\n`app.set('etag', false)` and `app.disable('x-powered-by')`");
  });

  it('tables and charts each HTTP/2 transport against raw node:http2, and the memory run against raw node', () => {
    const row = (transport: 'h2c' | 'h2-tls', subject: string, cpu: number) => ({
      transport,
      subject,
      rounds: [{ round: 1, requestsPerSecond: 1e6 / cpu, cpuUsPerRequest: cpu }],
      requestsPerSecond: 1e6 / cpu,
      cpuUsPerRequest: cpu,
      cpuRatioToNode: { median: 25 / cpu, min: 25 / cpu, max: 25 / cpu },
      rpsRatioToNode: { median: 25 / cpu, min: 25 / cpu, max: 25 / cpu },
    });
    const { markdown, charts } = renderReport(
      {
        ...results,
        http2: {
          load: { rounds: 5, warmupSeconds: 1, seconds: 2, clients: 10, streams: 10, pinned: true },
          results: [row('h2c', 'node:http2', 25), row('h2c', 'baton-lean', 20), row('h2-tls', 'fastify', 50)],
        },
        memory: {
          connections: 10_000,
          rounds: 3,
          results: [
            {
              framework: 'baton',
              rounds: [{ round: 1, beforeKb: 61_440, afterKb: 153_600, open: 10_000 }],
              beforeKb: 61_440,
              afterKb: 153_600,
              bytesPerConnection: 9437,
              ratioToNode: { median: 1.1, min: 1.08, max: 1.13 },
              fewestOpen: 9998,
            },
          ],
        },
      },
      'benchmarks',
    );
    expect(markdown).toContain(
      'h2load, 10 connections × 10 concurrent streams, 1 s warm-up then\n2 s measured per server, 5 round(s)',
    );
    expect(markdown).toContain('### HTTP/2 cleartext (h2c)');
    expect(markdown).toContain('| node:http2 | 25.0 | 1.00 (1.00–1.00) | 40,000 | 1.00 (1.00–1.00) | 0 |');
    expect(markdown).toContain('| **baton-lean** | 20.0 | 1.25 (1.25–1.25) | 50,000 | 1.25 (1.25–1.25) | 0 |');
    expect(markdown).toContain('### HTTP/2 over TLS');
    expect(markdown).toContain('| fastify | 50.0 | 0.50 (0.50–0.50) | 20,000 | 0.50 (0.50–0.50) | 0 |');
    expect(charts.get('http2-h2c.svg')).toContain('1.25×');
    expect(charts.has('http2-h2-tls.svg')).toBe(true);
    expect(markdown).toContain('## Memory: 10,000 idle keep-alive connections');
    expect(markdown).toContain('| **baton** | 60.0 MB | 150.0 MB | 1.10 (1.08–1.13) | 9437 | 9998 | 0 |');
  });

  it('says why HTTP/2 was skipped', () => {
    const { markdown } = renderReport(
      {
        ...results,
        http2: {
          load: { rounds: 1, warmupSeconds: 0, seconds: 1, clients: 10, streams: 10, pinned: false },
          results: [],
          skipped: 'h2load not found (apt-get install -y nghttp2-client): HTTP/2 skipped',
        },
      },
      'benchmarks',
    );
    expect(markdown).toContain('Skipped: h2load not found (apt-get install -y nghttp2-client): HTTP/2 skipped.');
    expect(markdown).not.toContain('## Memory');
  });
});
