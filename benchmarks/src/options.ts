import { parseArgs } from 'node:util';
import { type Framework, frameworks, isFramework } from './http/frameworks.js';
import { scenarios } from './http/scenarios.js';
import { type Transport, transports } from './http2/load-http2.js';
import type { Mode } from './in-process/sampling.js';

/** The `--scenarios` name of the idle-connections memory run. */
export const memoryScenario = 'memory';

/** What the command line asked for. */
export interface RunOptions {
  readonly mode: Mode;
  readonly http: boolean;
  readonly micro: boolean;
  /** HTTP/1.1 scenario names to run; undefined runs all. */
  readonly scenarios: readonly string[] | undefined;
  /** HTTP/2 transports to run (h2load): both unless `--scenarios` names some, none with `--no-http`. */
  readonly http2: readonly Transport[];
  /** Whether to run the idle keep-alive connections memory run. */
  readonly memory: boolean;
  readonly frameworks: readonly Framework[];
  /** Write outputs under this directory instead of the committed locations. */
  readonly out: string | undefined;
  /** Write a CPU profile of every scenario server into this directory. */
  readonly cpuProf: string | undefined;
  /** Rounds of the HTTP/1.1 and HTTP/2 loads instead of the mode's; undefined keeps the mode's. */
  readonly rounds: number | undefined;
}

/**
 * A command line the harness cannot run: reported with the usage text, without a stack.
 *
 * @example
 * throw new UsageError('unknown framework(s): rails');
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The most rounds `--rounds` takes: 100 rounds of all scenarios already run for days. */
const maxRounds = 100;

/** `--help` text. */
export const usage = `node benchmarks/dist/run.js [options]
  --quick              fewer rounds, shorter loads and fewer samples (npm run bench:quick)
  --smoke              one round, one second per scenario, a few samples; writes to a temp dir (CI)
  --no-http            skip everything over sockets: HTTP/1.1 scenarios, HTTP/2 and memory
  --no-micro           skip the in-process benchmarks
  --scenarios a,b      only these: HTTP/1.1 scenarios, h2c and h2-tls (HTTP/2, h2load), memory
                       (10,000 idle keep-alive connections); default all
  --frameworks a,b     only these frameworks (node is always added as the yardstick); baton-lean is
                       Baton with Express's etag and x-powered-by off
  --out DIR            write results/, benchmarks.md and charts under DIR instead of the repository
  --cpu-prof DIR       write a V8 CPU profile of every scenario server into DIR (open in Chrome DevTools)
  --rounds N           N interleaved rounds of the HTTP/1.1 and HTTP/2 loads instead of the mode's 5
                       (the memory run keeps its own): a narrower median where a budget sits near its limit
`;

/**
 * Parses the command line; throws with the usage text on anything unknown.
 *
 * @example
 * const options = parseRunOptions(['--quick', '--frameworks', 'baton,express']);
 */
export function parseRunOptions(argv: readonly string[]): RunOptions {
  const { values } = parseArgsOrUsage(argv);
  if (values.quick && values.smoke) throw new UsageError('--quick and --smoke exclude each other');
  const chosen = values.frameworks?.split(',').filter((name) => name !== '');
  const unknown = chosen?.filter((name) => !isFramework(name)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(`unknown framework(s): ${unknown.join(', ')}; known: ${frameworks.join(', ')}`);
  }
  const names = values.scenarios?.split(',').filter((name) => name !== '');
  const known = [...scenarios.map((scenario) => scenario.name), ...transports, memoryScenario];
  const unknownScenarios = names?.filter((name) => !known.includes(name)) ?? [];
  if (unknownScenarios.length > 0) {
    throw new UsageError(`unknown scenario(s): ${unknownScenarios.join(', ')}; known: ${known.join(', ')}`);
  }
  const sockets = !values['no-http'];
  const rounds = values.rounds === undefined ? undefined : Number(values.rounds);
  // Bounded: every round loads every chosen server for seconds.
  if (rounds !== undefined && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= maxRounds)) {
    throw new UsageError(`--rounds takes a whole number from 1 to ${maxRounds}, not ${values.rounds}`);
  }
  return {
    mode: values.smoke ? 'smoke' : values.quick ? 'quick' : 'full',
    http: sockets,
    micro: !values['no-micro'],
    scenarios: names?.filter((name) => scenarios.some((scenario) => scenario.name === name)),
    http2: sockets ? transports.filter((transport) => names === undefined || names.includes(transport)) : [],
    memory: sockets && (names === undefined || names.includes(memoryScenario)),
    frameworks:
      chosen === undefined ? frameworks : frameworks.filter((name) => name === 'node' || chosen.includes(name)),
    out: values.out,
    cpuProf: values['cpu-prof'],
    rounds,
  };
}

function parseArgsOrUsage(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        quick: { type: 'boolean', default: false },
        smoke: { type: 'boolean', default: false },
        'no-http': { type: 'boolean', default: false },
        'no-micro': { type: 'boolean', default: false },
        scenarios: { type: 'string' },
        frameworks: { type: 'string' },
        out: { type: 'string' },
        'cpu-prof': { type: 'string' },
        rounds: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
