import { parseArgs } from 'node:util';
import type { ExpressDefaults } from '../http/express-defaults.js';
import { UsageError } from '../options.js';

/** What `compare --base` was asked to do. */
export interface CompareOptions {
  /** The git revision measured as `baton@base`. */
  readonly base: string;
  /**
   * What is measured as `baton@head`: a git revision, a directory holding a built checkout (another
   * worktree), or undefined for this checkout as it is built.
   */
  readonly head: string | undefined;
  readonly scenarios: readonly string[];
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly connections: number;
  /** Keep the exported checkouts (printed) instead of removing them at the end. */
  readonly keep: boolean;
  /** Also write the rounds' figures as JSON here. */
  readonly json: string | undefined;
  /** Express's defaults both revisions' Baton runs with: on (as shipped, the default) or off. */
  readonly defaults: ExpressDefaults;
}

/** `compare --help` text. */
export const compareUsage = `node benchmarks/dist/compare.js --base <rev> [options]   (npm run compare -w benchmarks -- …)
  --base REV           the revision measured as baton@base (exported with git archive, built)
  --head REV|DIR       baton@head: a revision, or a built checkout's directory; default: this checkout
  --scenarios a,b      HTTP scenarios (default: hello-json,middleware-10,routes-1000); h2c and h2-tls
                       add HTTP/2 under h2load (node:http2 as the yardstick)
  --defaults on|off    Express's etag and x-powered-by in both revisions' Baton (default on); off is
                       how issue 28's goal is measured. off and h2c/h2-tls need both revisions'
                       harness to have them (benchmarks/src/http/express-defaults.ts)
  --rounds N           interleaved rounds (default 7)
  --seconds N          measured seconds per server per round (default 2)
  --warmup N           warm-up seconds before each measurement (default 1)
  --connections N      wrk connections (default 50)
  --json FILE          also write every round's figures to FILE
  --keep               keep the exported checkouts
node benchmarks/dist/compare.js <before.json> <after.json>   two results files of bench runs
`;

/** The scenarios a before/after figure in a commit message is about: the budgets' three. */
export const defaultCompareScenarios = ['hello-json', 'middleware-10', 'routes-1000'] as const;

function positiveInteger(name: string, text: string | undefined, fallback: number, allowZero = false): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new UsageError(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${text}"`);
  }
  return value;
}

/**
 * Parses `compare --base …`; throws UsageError on anything unknown or malformed. Which scenario
 * names exist is checked against `known`.
 *
 * @example
 * parseCompareOptions(['--base', 'main', '--rounds', '9'], ['hello-json']);
 */
export function parseCompareOptions(argv: readonly string[], known: readonly string[]): CompareOptions {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.base === undefined || values.base === '') throw new UsageError('--base <rev> is required');
  const scenarios = values.scenarios?.split(',').filter((name) => name !== '') ?? [...defaultCompareScenarios];
  const unknown = scenarios.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown scenario(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }
  if (scenarios.length === 0) throw new UsageError('--scenarios names no scenario');
  return {
    base: values.base,
    head: values.head === '' ? undefined : values.head,
    scenarios,
    rounds: positiveInteger('rounds', values.rounds, 7),
    warmupSeconds: positiveInteger('warmup', values.warmup, 1, true),
    seconds: positiveInteger('seconds', values.seconds, 2),
    connections: positiveInteger('connections', values.connections, 50),
    keep: values.keep,
    json: values.json,
    defaults: expressDefaults(values.defaults),
  };
}

function expressDefaults(text: string | undefined): ExpressDefaults {
  if (text === undefined || text === 'on') return 'on';
  if (text === 'off') return 'off';
  throw new UsageError(`--defaults must be on or off, got "${text}"`);
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      scenarios: { type: 'string' },
      rounds: { type: 'string' },
      warmup: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      json: { type: 'string' },
      defaults: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}
