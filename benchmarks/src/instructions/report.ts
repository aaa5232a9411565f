import { type Framework, frameworkLabel } from '../http/frameworks.js';
import { scenarios } from '../http/scenarios.js';
import type { MachineInfo } from '../machine.js';
import type { Spread } from '../stats.js';
import type { CostPerRequest } from './function-costs.js';
import type { SubjectResult } from './measure-subject.js';
import { irRatio, settledAfterRequests } from './windows.js';

/** One subject's result with its ratios to the yardstick and to the peer to beat. */
export interface InstructionResult extends SubjectResult {
  /** Raw node's Ir/req ÷ this subject's (above 1: fewer instructions than node:http); null without both. */
  readonly nodeRatio: number | null;
  /** Fastify's Ir/req ÷ this subject's; null without both. */
  readonly fastifyRatio: number | null;
}

/** What `bench:instructions` writes to instructions.json. */
export interface InstructionsRun {
  readonly date: string;
  readonly machine: MachineInfo;
  readonly valgrind: string;
  readonly load: {
    readonly warmupSeconds: number;
    readonly windowSeconds: number;
    readonly windows: number;
    readonly connections: number;
    readonly parallel: number;
  };
  readonly results: readonly InstructionResult[];
}

/**
 * Adds to each result the ratios to raw node and to Fastify measured in the same scenario.
 *
 * @example
 * const results = withRatios(await inParallel(jobs, 2, measure, signal));
 */
export function withRatios(results: readonly SubjectResult[]): InstructionResult[] {
  const figureOf = (scenario: string, framework: Framework): Spread | null =>
    results.find((result) => result.scenario === scenario && result.framework === framework)?.irPerRequest ?? null;
  return results.map((result) => ({
    ...result,
    nodeRatio: irRatio(figureOf(result.scenario, 'node'), result.irPerRequest),
    fastifyRatio: irRatio(figureOf(result.scenario, 'fastify'), result.irPerRequest),
  }));
}

/** The header every output of the tool starts with: what the figure is, and what it is not. */
export const whatIsCounted =
  'Instructions the server process executed per request (valgrind callgrind’s Ir, every thread). ' +
  'A count of work, the same whatever else the machine does; not time: cache misses, CPU frequency ' +
  'and contention are invisible to it.';

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function ratio(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}

function table(header: readonly string[], align: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(align), ...rows.map(line)];
}

function subjectCell(framework: Framework): string {
  const label = frameworkLabel(framework);
  return framework === 'baton' || framework === 'baton-lean' ? `**${label}**` : label;
}

// What a reader of the table must know about a subject: why it has no figure, which windows did
// not count, and whether its warm-up was long enough to trust the figure.
function notes(result: InstructionResult): string[] {
  const label = frameworkLabel(result.framework);
  if (result.problem !== undefined) return [`${label}: not measured: ${result.problem}`];
  const found: string[] = [];
  const invalid = result.windows.filter((figure) => figure.problem !== undefined);
  if (invalid.length > 0) {
    found.push(
      `${label}: invalid ${invalid.map((figure) => `window ${figure.window} (${figure.problem})`).join(', ')}`,
    );
  }
  if (result.warmupRequests !== undefined && result.warmupRequests < settledAfterRequests) {
    found.push(
      `${label}: the warm-up served ${count(result.warmupRequests)} requests, fewer than the ` +
        `${count(settledAfterRequests)} after which counts stop falling, in the longest warm-up allowed: the figure may be high`,
    );
  }
  return found;
}

function scenarioSection(title: string, name: string, results: readonly InstructionResult[]): string[] {
  const rows = results.map((result) => {
    const figure = result.irPerRequest;
    return [
      subjectCell(result.framework),
      figure === null ? '–' : count(figure.median),
      figure === null ? '–' : `${count(figure.min)}–${count(figure.max)}`,
      ratio(result.nodeRatio),
      ratio(result.fastifyRatio),
    ];
  });
  const found = results.flatMap(notes);
  return [
    `## ${title} (\`${name}\`)`,
    '',
    ...table(
      ['subject', 'Ir/req median', 'range', 'node ÷', 'fastify ÷'],
      ['---', '---:', '---:', '---:', '---:'],
      rows,
    ),
    ...(found.length === 0 ? [] : ['', ...found.map((note) => `- ${note}`)]),
    '',
  ];
}

// A function's name in a table cell: the checkout's path left out, pipes escaped.
function functionCell(name: string, root: string): string {
  return `\`${name.replaceAll(`file://${root}`, '').replaceAll(root, '').replaceAll('|', '\\|')}\``;
}

function costRows(costs: readonly CostPerRequest[], cell: (name: string) => string): string[][] {
  return costs.map((cost) => [count(cost.irPerRequest), cell(cost.name)]);
}

function functionSection(result: InstructionResult, last: number, root: string): string[] {
  if (result.functionCosts === undefined) return [];
  const { groups, functions } = result.functionCosts;
  return [
    `### ${result.scenario}: ${frameworkLabel(result.framework)} (window ${last})`,
    '',
    ...table(
      ['Ir/req', 'group'],
      ['---:', '---'],
      costRows(groups, (name) => name),
    ),
    '',
    ...table(
      ['Ir/req', `function (top ${functions.length}, self)`],
      ['---:', '---'],
      costRows(functions, (name) => functionCell(name, root)),
    ),
    '',
  ];
}

/**
 * The run as Markdown: what is counted, how it was loaded, a table per scenario (median and
 * range of Ir/req, ratios to raw node and to Fastify), then where the last window's instructions
 * went when `--by-function` asked. `root` (the checkout's path) is left out of function names.
 *
 * @example
 * process.stdout.write(instructionsMarkdown(run, '/work/main/'));
 */
export function instructionsMarkdown(run: InstructionsRun, root: string): string {
  const { load } = run;
  const counted = load.windows === 2 ? 'window 2' : `windows 2–${load.windows}`;
  const lines = [
    '# Instructions per request',
    '',
    whatIsCounted,
    '',
    `Each subject under callgrind: wrk -t1 -c${load.connections} on 127.0.0.1 for at least ${load.warmupSeconds} s and ${count(settledAfterRequests)} requests of warm-up, ` +
      `then ${load.windows} windows of ${load.windowSeconds} s. Median and range over ${counted} ` +
      '(the first after the warm-up still counts V8 compiling), valid windows only. ' +
      'node ÷ is raw node’s Ir/req ÷ the subject’s (above 1: fewer instructions than node:http); fastify ÷ likewise against Fastify.',
    '',
    `node ${run.machine.node}, ${run.valgrind}, ${run.machine.cpuModel}, ${run.date}`,
    '',
  ];
  for (const scenario of scenarios) {
    const results = run.results.filter((result) => result.scenario === scenario.name);
    if (results.length > 0) lines.push(...scenarioSection(scenario.title, scenario.name, results));
  }
  const costs = run.results.flatMap((result) => functionSection(result, load.windows, root));
  if (costs.length > 0) lines.push('## Where the instructions go (self Ir/req, last window)', '', ...costs);
  return `${lines.join('\n').trimEnd()}\n`;
}
