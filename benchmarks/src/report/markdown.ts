import { type Framework, frameworkLabel, frameworks } from '../http/frameworks.js';
import type { HttpResult } from '../http/load-run.js';
import { scenarios } from '../http/scenarios.js';
import { transports, transportTitles } from '../http2/load-http2.js';
import { perHopGroup } from '../micro/chain.js';
import type { MicroResult } from '../micro/types.js';
import type { BenchResults, Http2Run } from '../results.js';
import { formatSpread } from '../round-ratios.js';
import { sameRoundRatio } from './budgets.js';
import { type BarChart, renderBarChart } from './svg-bar-chart.js';

/** The generated page and the charts it links to (file name → SVG document). */
export interface Report {
  readonly markdown: string;
  readonly charts: ReadonlyMap<string, string>;
}

function digits(value: number): string {
  return Number(value.toPrecision(3)).toLocaleString('en-US');
}

function duration(ns: number): string {
  if (Math.abs(ns) >= 1e6) return `${digits(ns / 1e6)} ms`;
  if (Math.abs(ns) >= 1e3) return `${digits(ns / 1e3)} µs`;
  return `${digits(ns)} ns`;
}

function latencyUs(us: number): string {
  return us >= 1000 ? `${digits(us / 1000)} ms` : `${digits(us)} µs`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// A reason fit for a table cell: one line, no pipes, at most 80 characters.
function shorten(problem: string): string {
  const line = problem.split('\n')[0]!.replaceAll('|', '/');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

// Baton's rows stand out, with Express's defaults on and off.
function isBaton(subject: string): boolean {
  return subject === 'baton' || subject === 'baton-lean';
}

function subjectCell(framework: Framework): string {
  const label = frameworkLabel(framework);
  return isBaton(framework) ? `**${label}**` : label;
}

function invalidCell(rounds: readonly { readonly problem?: string }[]): string {
  const invalid = rounds.filter((figure) => figure.problem !== undefined);
  return invalid.length === 0 ? '0' : `${invalid.length}: ${shorten(invalid[0]!.problem!)}`;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function httpSection(results: readonly HttpResult[], chartsPath: string, charts: Map<string, string>): string[] {
  const lines = ['## Over HTTP', ''];
  for (const scenario of scenarios) {
    const rows = results.filter((result) => result.scenario === scenario.name);
    if (rows.length === 0) continue;
    lines.push(`### ${scenario.title}`, '', scenario.description, '');
    lines.push(
      table(
        [
          'framework',
          'CPU µs/req',
          'node CPU ÷ CPU (range)',
          'req/s (median)',
          '× node:http req/s (range)',
          'p99 latency',
          'peak RSS',
          'invalid rounds',
        ],
        rows.map((row) => {
          return [
            subjectCell(row.framework),
            row.cpuUsPerRequest == null ? '–' : row.cpuUsPerRequest.toFixed(1),
            formatSpread(row.cpuRatioToNode),
            row.requestsPerSecond === null ? 'no valid figure' : digits(row.requestsPerSecond),
            row.rpsRatioToNode === undefined ? (row.ratioToNode?.toFixed(2) ?? '–') : formatSpread(row.rpsRatioToNode),
            row.p99Us === null ? '–' : latencyUs(row.p99Us),
            row.peakRssKb === null ? '–' : `${digits(row.peakRssKb / 1024)} MB`,
            invalidCell(row.rounds),
          ];
        }),
      ),
      '',
    );
    const file = `http-${scenario.name}.svg`;
    const chart: BarChart = {
      title: `${scenario.title}: raw node:http's CPU per request ÷ the framework's (higher is better)`,
      unit: 'same-round ratio, median of rounds; 1.00 = as cheap as raw node:http',
      bars: rows.map((row) => ({
        label: row.framework,
        value: row.cpuRatioToNode?.median ?? 0,
        text:
          row.cpuRatioToNode == null
            ? 'no figure'
            : `${row.cpuRatioToNode.median.toFixed(2)}× (${row.cpuUsPerRequest?.toFixed(1) ?? '–'} µs)`,
        highlight: isBaton(row.framework),
      })),
    };
    charts.set(file, renderBarChart(chart));
    lines.push(`![${scenario.title}](${chartsPath}/${file})`, '');
  }
  return lines;
}

function http2Section(run: Http2Run | undefined, chartsPath: string, charts: Map<string, string>): string[] {
  if (run === undefined) return [];
  const { load } = run;
  const lines = [
    '## Over HTTP/2',
    '',
    `h2load, ${load.clients} connections × ${load.streams} concurrent streams, ${load.warmupSeconds} s warm-up then`,
    `${load.seconds} s measured per server, ${load.rounds} round(s) with the subjects interleaved in each round;`,
    load.pinned ? 'server pinned to CPU 0 and h2load to CPU 1.' : 'server and h2load not pinned.',
    '`GET /` answered with {"hello":"world"}: raw node:http2\'s compatibility API (`writeHead` with',
    'Content-Length, `end`), Baton (`baton.createServer(app, { http2: true[, tls] })`, `res.json`) with',
    "Express's defaults on and off, Fastify 5 (`http2: true[, https]`). CPU per request and its ratios as",
    'over HTTP/1.1, against raw node:http2 in the same round.',
    '',
  ];
  if (run.skipped !== undefined) return [...lines, `Skipped: ${run.skipped}.`, ''];
  for (const transport of transports) {
    const rows = run.results.filter((result) => result.transport === transport);
    if (rows.length === 0) continue;
    const title = transportTitles[transport];
    lines.push(`### ${title}`, '');
    lines.push(
      table(
        [
          'subject',
          'CPU µs/req',
          'node:http2 CPU ÷ CPU (range)',
          'req/s (median)',
          '× node:http2 req/s (range)',
          'invalid rounds',
        ],
        rows.map((row) => [
          isBaton(row.subject) ? `**${row.subject}**` : row.subject,
          row.cpuUsPerRequest === null ? '–' : row.cpuUsPerRequest.toFixed(1),
          formatSpread(row.cpuRatioToNode),
          row.requestsPerSecond === null ? 'no valid figure' : digits(row.requestsPerSecond),
          formatSpread(row.rpsRatioToNode),
          invalidCell(row.rounds),
        ]),
      ),
      '',
    );
    const file = `http2-${transport}.svg`;
    charts.set(
      file,
      renderBarChart({
        title: `${title}: raw node:http2's CPU per request ÷ the subject's (higher is better)`,
        unit: 'same-round ratio, median of rounds; 1.00 = as cheap as raw node:http2',
        bars: rows.map((row) => ({
          label: row.subject,
          value: row.cpuRatioToNode?.median ?? 0,
          text:
            row.cpuRatioToNode === null
              ? 'no figure'
              : `${row.cpuRatioToNode.median.toFixed(2)}× (${row.cpuUsPerRequest?.toFixed(1) ?? '–'} µs)`,
          highlight: isBaton(row.subject),
        })),
      }),
    );
    lines.push(`![${title}](${chartsPath}/${file})`, '');
  }
  return lines;
}

function memorySection(run: BenchResults['memory']): string[] {
  if (run === undefined) return [];
  const mb = (kb: number | null): string => (kb === null ? '–' : `${(kb / 1024).toFixed(1)} MB`);
  return [
    `## Memory: ${run.connections.toLocaleString('en-US')} idle keep-alive connections`,
    '',
    `Each framework's hello-json server; ${run.connections.toLocaleString('en-US')} connections to 127.0.0.1, each makes`,
    'one request, reads the answer and stays open; VmRSS before and 0.5 s after the last one; medians of',
    `${run.rounds} round(s), frameworks interleaved. × node: RSS with the connections ÷ raw node's in the same round.`,
    '',
    table(
      [
        'framework',
        'RSS before',
        'RSS with the connections',
        '× node (range)',
        'bytes per connection',
        'fewest still open',
        'invalid rounds',
      ],
      run.results.map((row) => [
        subjectCell(row.framework),
        mb(row.beforeKb),
        mb(row.afterKb),
        formatSpread(row.ratioToNode),
        row.bytesPerConnection === null ? '–' : row.bytesPerConnection.toFixed(0),
        row.fewestOpen === null ? '–' : String(row.fewestOpen),
        invalidCell(row.rounds),
      ]),
    ),
    '',
  ];
}

// How much each framework loses to 10 middleware and to 1,000 routes, against its own hello-world
// in the same round: the budgets' ratios, for every framework, for context.
function scalingSection(results: readonly HttpResult[]): string[] {
  const measured = frameworks.filter((framework) =>
    results.some((result) => result.framework === framework && result.scenario === 'hello-json'),
  );
  const ratio = (scenario: string, framework: Framework): string =>
    formatSpread(sameRoundRatio(results, scenario, 'hello-json', framework));
  if (measured.length === 0) return [];
  return [
    '### Cost of middleware and routes, per framework',
    '',
    "Each framework's CPU per request in its own hello-world ÷ in the scenario, same round (1.00: no cost; range over rounds).",
    '',
    table(
      ['framework', '10 middleware ÷ hello', '1,000 routes ÷ hello'],
      measured.map((framework) => [
        subjectCell(framework),
        ratio('middleware-10', framework),
        ratio('routes-1000', framework),
      ]),
    ),
    '',
  ];
}

function microSection(results: BenchResults['micro'], chartsPath: string, charts: Map<string, string>): string[] {
  const lines = ['## In-process (no sockets)', ''];
  const rows = results.flatMap((outcome) => outcome.results);
  const groups = [...new Set(rows.map((row) => row.group))];
  const chartGroups = new Map<string, MicroResult[]>();
  for (const group of groups) {
    const members = rows.filter((row) => row.group === group);
    lines.push(`### ${group}`, '');
    lines.push(
      table(
        ['subject', 'median', 'p25 – p75', 'samples'],
        members.map((row) => [
          row.subject === 'baton' || row.subject.startsWith('baton,') ? `**${row.subject}**` : row.subject,
          duration(row.medianNs),
          `${duration(row.p25Ns)} – ${duration(row.p75Ns)}`,
          String(row.samples),
        ]),
      ),
      '',
    );
    // Router lookups chart per table kind (all sizes on one chart shows flatness); others per group.
    const kind = /^router lookup: (\w+),/.exec(group)?.[1];
    const key = kind === undefined ? group : `router lookup: ${kind} paths`;
    const labelled = members.map((row) => ({
      ...row,
      subject: kind === undefined ? row.subject : `${row.subject}, ${/(\d+) routes/.exec(group)?.[1]}`,
    }));
    chartGroups.set(key, [...(chartGroups.get(key) ?? []), ...labelled]);
  }
  for (const [group, members] of chartGroups) {
    if (group.startsWith('chain: one request')) continue;
    const file = `micro-${slug(group)}.svg`;
    charts.set(
      file,
      renderBarChart({
        title: `${group}: median time (lower is better)`,
        unit: group === perHopGroup ? 'ns per hop, median' : 'time per operation, median',
        scale: group.startsWith('router lookup') ? 'log' : 'linear',
        bars: members.map((row) => ({
          label: row.subject,
          value: row.medianNs,
          text: duration(row.medianNs),
          highlight: row.subject.startsWith('baton'),
        })),
      }),
    );
    lines.push(`![${group}](${chartsPath}/${file})`, '');
  }
  const failures = results.filter((outcome) => outcome.error !== undefined);
  if (failures.length > 0) {
    lines.push(
      '### Modules that failed',
      '',
      ...failures.map((outcome) => `- \`${outcome.module}\`: ${outcome.error}`),
      '',
    );
  }
  return lines;
}

// The harness's own runnable processes while it measures: the server under load and wrk.
const OWN_LOAD = 2;

// Whether other work shared the CPUs, from the load average when the run ended. The run itself
// keeps about two processes runnable, so only what is above that counts as other work: with the
// old rule (load above 0.75 × cores) every run on this 2-core machine called itself busy.
function loadNote(machine: BenchResults['machine']): string[] {
  const load = machine.loadAverage;
  if (load === undefined) return [];
  const [one, five, fifteen] = load;
  const busy = Math.max(one, five) - OWN_LOAD > machine.cores * 0.5;
  return [
    `Load average when the run ended: ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${machine.cores} cores${
      busy
        ? ': **the machine was shared and busy** (other work, such as other engineers’ builds and tests, ran during the measurement), so req/s moved a lot between rounds; read the CPU ratios and their ranges.'
        : ` (the benchmark itself keeps about ${OWN_LOAD} processes runnable).`
    }`,
  ];
}

/**
 * Builds `docs/benchmarks.md` and its charts from one run's results. `chartsPath` is how the
 * page links to the charts (relative to the page).
 *
 * @example
 * const { markdown, charts } = renderReport(results, 'benchmarks');
 */
export function renderReport(results: BenchResults, chartsPath: string): Report {
  const charts = new Map<string, string>();
  const { machine, load } = results;
  const lines = [
    '# Benchmarks',
    '',
    '<!-- Generated by benchmarks/src/run.ts (`npm run bench`); edit the generator, not this file. -->',
    '',
    `Measured ${results.date} (${results.mode} run${results.revision === undefined ? '' : `, revision \`${results.revision}\``}) on`,
    `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}.`,
    ...loadNote(machine),
    '',
    `HTTP: wrk, 1 thread, ${load.connections} keep-alive connections, ${load.warmupSeconds} s warm-up then`,
    `${load.seconds} s measured per server, ${load.rounds} round(s) with the frameworks interleaved in each round;`,
    load.pinned
      ? 'server pinned to CPU 0 and wrk to CPU 1 (`taskset`).'
      : 'server and wrk not pinned (taskset or a second CPU missing).',
    "CPU µs/req is the server process's CPU time (all threads, user + system, from /proc) during the measured",
    'period divided by the requests wrk completed. Ratios compare figures from the same round, then take the',
    'median over rounds; the range over rounds follows in brackets. The budgets steer by the CPU ratio: req/s',
    'swings with the load of a shared machine, CPU per request much less. A round with non-2xx responses or',
    'socket errors is invalid and left out of the medians.',
    '',
    'Baton runs twice: `baton` as Express ships (weak ETag, `X-Powered-By`) and `baton-lean` with',
    "`app.set('etag', false)` and `app.disable('x-powered-by')`, as Fastify has neither; the budgets measure",
    'both ways, as issue 28 states them.',
    '',
    'Install the load generators once with `apt-get install -y wrk nghttp2-client` (Debian/Ubuntu), then',
    '`npm run bench` (about 45 minutes) or `npm run bench:quick`. See `benchmarks/README.md`.',
    '',
    '## Budgets (DESIGN.md)',
    '',
    table(
      ['budget', 'measure', 'limit', 'measured', 'result'],
      results.budgets.map((budget) => [
        budget.budget,
        budget.measure,
        budget.limit,
        budget.value === null ? '–' : budget.spread == null ? budget.value.toFixed(2) : formatSpread(budget.spread),
        budget.status === 'pass' ? 'pass' : budget.status === 'fail' ? '**fail**' : 'no figure',
      ]),
    ),
    '',
    ...httpSection(results.http, chartsPath, charts),
    ...scalingSection(results.http),
    ...http2Section(results.http2, chartsPath, charts),
    ...memorySection(results.memory),
    ...microSection(results.micro, chartsPath, charts),
  ];
  return { markdown: `${lines.join('\n').trimEnd()}\n`, charts };
}
