import { parseArgs } from 'node:util';
import { type Framework, frameworks, isFramework } from '../http/frameworks.js';
import { scenarios } from '../http/scenarios.js';
import { transports } from '../http2/load-http2.js';
import { UsageError } from '../options.js';

/** What `bench:instructions` was asked to measure, and how long. */
export interface InstructionOptions {
  /** HTTP/1.1 scenario names, in report order. */
  readonly scenarios: readonly string[];
  /** The subjects, in the standard order (raw node first). */
  readonly frameworks: readonly Framework[];
  readonly warmupSeconds: number;
  readonly windowSeconds: number;
  /** Measured windows per subject; the first is left out of the figures. */
  readonly windows: number;
  /** Subjects under valgrind at once. */
  readonly parallel: number;
  /** Top functions by self instructions per request to report per subject; undefined reports none. */
  readonly byFunction: number | undefined;
  /** Directory for instructions.json and instructions.md; undefined writes to stdout only. */
  readonly out: string | undefined;
}

/** The scenarios the budgets are set on: the fixed cost, the chain, the route table. */
export const defaultScenarios = ['hello-json', 'middleware-10', 'routes-1000'] as const;

/** Raw node as the yardstick, Baton with Express's defaults on and off, Fastify as the peer to beat. */
export const defaultFrameworks = ['node', 'baton', 'baton-lean', 'fastify'] as const satisfies readonly Framework[];

/** `--help` text. */
export const instructionsUsage = `node benchmarks/dist/instructions/run.js [options]
Instructions executed per request (valgrind callgrind's Ir) by each framework's server: a count
of work, repeatable on a busy machine; not time (cache misses, frequency and contention are invisible).
  --scenarios a,b      HTTP/1.1 scenarios (default ${defaultScenarios.join(',')})
  --frameworks a,b     subjects (default ${defaultFrameworks.join(',')}); the ratios need node and fastify
  --warmup S           seconds of wrk before the first window (default 120): V8 optimises slowly under valgrind
  --window S           seconds of wrk per window (default 15)
  --windows N          windows per subject, 2 to 50 (default 5); the first is left out of the figures
  --parallel K         subjects under valgrind at once (default 2)
  --by-function N      also the top N functions by self instructions per request, from the last window
  --out DIR            write instructions.json and instructions.md into DIR (the Markdown goes to stdout too)
`;

const maxSeconds = 600;
const maxWindows = 50;
// Each subject under valgrind holds a core and several hundred megabytes.
const maxParallel = 8;
const maxTopFunctions = 1000;

function wholeNumber(option: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!(/^\d+$/.test(text) && value >= min && value <= max)) {
    throw new UsageError(`--${option} takes a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

function names(option: string, text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const list = text.split(',').filter((name) => name !== '');
  if (list.length === 0) throw new UsageError(`--${option} names none`);
  return list;
}

function chosenScenarios(text: string | undefined): string[] {
  const chosen = names('scenarios', text) ?? [...defaultScenarios];
  const http2 = chosen.filter((name) => (transports as readonly string[]).includes(name));
  if (http2.length > 0) {
    throw new UsageError(`${http2.join(', ')}: HTTP/2 is not measured here, only HTTP/1.1 scenarios under wrk`);
  }
  const known = scenarios.map((scenario) => scenario.name);
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown scenario(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }
  return known.filter((name) => chosen.includes(name));
}

function chosenFrameworks(text: string | undefined): Framework[] {
  const chosen = names('frameworks', text) ?? [...defaultFrameworks];
  const unknown = chosen.filter((name) => !isFramework(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown framework(s): ${unknown.join(', ')}; known: ${frameworks.join(', ')}`);
  }
  return frameworks.filter((name) => chosen.includes(name));
}

/**
 * Parses `bench:instructions`'s command line; throws a UsageError on an unknown option, name or
 * out-of-range number.
 *
 * @example
 * const options = parseInstructionOptions(['--scenarios', 'hello-json', '--windows', '3']);
 */
export function parseInstructionOptions(argv: readonly string[]): InstructionOptions {
  const { values } = parseArgsOrUsage(argv);
  const byFunction = values['by-function'];
  return {
    scenarios: chosenScenarios(values.scenarios),
    frameworks: chosenFrameworks(values.frameworks),
    warmupSeconds: wholeNumber('warmup', values.warmup, 120, 1, maxSeconds),
    windowSeconds: wholeNumber('window', values.window, 15, 1, maxSeconds),
    // Two at least: the first window is always left out.
    windows: wholeNumber('windows', values.windows, 5, 2, maxWindows),
    parallel: wholeNumber('parallel', values.parallel, 2, 1, maxParallel),
    byFunction: byFunction === undefined ? undefined : wholeNumber('by-function', byFunction, 0, 1, maxTopFunctions),
    out: values.out,
  };
}

function parseArgsOrUsage(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        scenarios: { type: 'string' },
        frameworks: { type: 'string' },
        warmup: { type: 'string' },
        window: { type: 'string' },
        windows: { type: 'string' },
        parallel: { type: 'string' },
        'by-function': { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
