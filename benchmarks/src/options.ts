import { parseArgs } from 'node:util';
import { type Framework, frameworks, isFramework } from './http/frameworks.js';
import type { Mode } from './in-process/sampling.js';

/** What the command line asked for. */
export interface RunOptions {
  readonly mode: Mode;
  readonly http: boolean;
  readonly micro: boolean;
  /** Scenario names to run; undefined runs all. */
  readonly scenarios: readonly string[] | undefined;
  readonly frameworks: readonly Framework[];
  /** Write outputs under this directory instead of the committed locations. */
  readonly out: string | undefined;
}

/** `--help` text. */
export const usage = `node benchmarks/dist/run.js [options]
  --quick              fewer rounds, shorter loads and fewer samples (npm run bench:quick)
  --smoke              one round, one second per scenario, a few samples; writes to a temp dir (CI)
  --no-http            skip the HTTP scenarios
  --no-micro           skip the in-process benchmarks
  --scenarios a,b      only these HTTP scenarios
  --frameworks a,b     only these frameworks (node is always added as the yardstick)
  --out DIR            write results/, benchmarks.md and charts under DIR instead of the repository
`;

/**
 * Parses the command line; throws with the usage text on anything unknown.
 *
 * @example
 * const options = parseRunOptions(['--quick', '--frameworks', 'baton,express']);
 */
export function parseRunOptions(argv: readonly string[]): RunOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      'no-http': { type: 'boolean', default: false },
      'no-micro': { type: 'boolean', default: false },
      scenarios: { type: 'string' },
      frameworks: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (values.quick && values.smoke) throw new Error(`--quick and --smoke exclude each other\n${usage}`);
  const chosen = values.frameworks?.split(',').filter((name) => name !== '');
  const unknown = chosen?.filter((name) => !isFramework(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`unknown framework(s): ${unknown.join(', ')}; known: ${frameworks.join(', ')}`);
  return {
    mode: values.smoke ? 'smoke' : values.quick ? 'quick' : 'full',
    http: !values['no-http'],
    micro: !values['no-micro'],
    scenarios: values.scenarios?.split(',').filter((name) => name !== ''),
    frameworks:
      chosen === undefined ? frameworks : frameworks.filter((name) => name === 'node' || chosen.includes(name)),
    out: values.out,
  };
}
