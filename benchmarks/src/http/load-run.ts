import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { median } from '../stats.js';
import type { Framework } from './frameworks.js';
import { frameworks as allFrameworks } from './frameworks.js';
import { responseProblem, type Scenario } from './scenario.js';
import { type SpawnServerOptions, spawnScenarioServer } from './spawn-server.js';
import { requestScript, runWrk } from './wrk.js';
import { socketErrorCount } from './wrk-output.js';

/** How long and how often each server is loaded. */
export interface LoadSettings {
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly connections: number;
  readonly fixturesDir: string;
  /** Where the Lua scripts for non-GET requests are written. */
  readonly scratchDir: string;
  readonly frameworks?: readonly Framework[];
  readonly log?: (line: string) => void;
  /** How to start the server processes (tests run compiled copies of the sources). */
  readonly server?: Pick<SpawnServerOptions, 'entry' | 'execArgv'>;
  /** Write a V8 CPU profile of every server into this directory (`node --cpu-prof`). */
  readonly profileDir?: string | undefined;
}

/** One server's figures in one round; `problem` says why the figure is invalid when it is. */
export interface RoundFigure {
  readonly round: number;
  readonly requestsPerSecond: number;
  readonly p99Us: number;
  readonly maxRssKb: number;
  readonly problem?: string;
}

/** One framework in one scenario over all rounds. */
export interface HttpResult {
  readonly scenario: string;
  readonly framework: Framework;
  readonly rounds: readonly RoundFigure[];
  /** Medians over the valid rounds; null when no round was valid. */
  readonly requestsPerSecond: number | null;
  readonly p99Us: number | null;
  /** Median over rounds of this round's req/s divided by raw node's in the same round. */
  readonly ratioToNode: number | null;
  /** The largest peak RSS any round's server reached, kilobytes. */
  readonly peakRssKb: number | null;
}

/** Which CPUs the server and wrk are pinned to, if pinning is possible here. */
export interface Pinning {
  readonly server: number | undefined;
  readonly wrk: number | undefined;
}

/**
 * Server on CPU 0 and wrk on CPU 1 when there are two CPUs this process may use and taskset exists;
 * otherwise unpinned.
 *
 * @example
 * const { server, wrk } = choosePinning();
 */
export function choosePinning(): Pinning {
  if (availableParallelism() < 2) return { server: undefined, wrk: undefined };
  // A container may see two CPUs yet be allowed only one: try both before relying on them.
  const allowed = [0, 1].every(
    (cpu) => spawnSync('taskset', ['-c', String(cpu), 'true'], { stdio: 'ignore' }).status === 0,
  );
  return allowed ? { server: 0, wrk: 1 } : { server: undefined, wrk: undefined };
}

async function measureOnce(
  scenario: Scenario,
  framework: Framework,
  round: number,
  settings: LoadSettings,
  pinning: Pinning,
  script: string | undefined,
): Promise<RoundFigure> {
  const profile =
    settings.profileDir === undefined
      ? []
      : [
          '--cpu-prof',
          `--cpu-prof-dir=${settings.profileDir}`,
          `--cpu-prof-name=${scenario.name}-${framework}-${round}.cpuprofile`,
        ];
  const server = await spawnScenarioServer({
    ...settings.server,
    execArgv: [...(settings.server?.execArgv ?? []), ...profile],
    scenario: scenario.name,
    framework,
    fixturesDir: settings.fixturesDir,
    cpu: pinning.server,
  });
  try {
    const url = `http://127.0.0.1:${server.port}${scenario.request.path}`;
    const init: RequestInit = { method: scenario.request.method };
    if (scenario.request.headers !== undefined) init.headers = scenario.request.headers;
    if (scenario.request.body !== undefined) init.body = scenario.request.body;
    const response = await fetch(url, init);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? undefined;
    const wrong = responseProblem(scenario, { status: response.status, contentType, body });
    if (wrong !== undefined) return { round, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem: wrong };
    const wrk = { url, connections: settings.connections, cpu: pinning.wrk, script };
    if (settings.warmupSeconds > 0) await runWrk({ ...wrk, seconds: settings.warmupSeconds });
    const { figures } = await runWrk({ ...wrk, seconds: settings.seconds });
    const maxRssKb = await server.peakRssKb();
    const figure = { round, requestsPerSecond: figures.requestsPerSecond, p99Us: figures.latencyUs.p99, maxRssKb };
    const errors = socketErrorCount(figures);
    if (figures.non2xx > 0) return { ...figure, problem: `${figures.non2xx} non-2xx/3xx responses` };
    if (errors > 0) return { ...figure, problem: `${errors} socket errors` };
    if (figures.requests === 0) return { ...figure, problem: 'no request completed' };
    return figure;
  } finally {
    await server.stop();
  }
}

function summarise(scenario: string, framework: Framework, rounds: RoundFigure[], node: RoundFigure[]): HttpResult {
  const valid = rounds.filter((figure) => figure.problem === undefined);
  const ratios = valid.flatMap((figure) => {
    const base = node.find((candidate) => candidate.round === figure.round && candidate.problem === undefined);
    return base === undefined ? [] : [figure.requestsPerSecond / base.requestsPerSecond];
  });
  return {
    scenario,
    framework,
    rounds,
    requestsPerSecond: valid.length === 0 ? null : median(valid.map((figure) => figure.requestsPerSecond)),
    p99Us: valid.length === 0 ? null : median(valid.map((figure) => figure.p99Us)),
    ratioToNode: ratios.length === 0 ? null : median(ratios),
    peakRssKb: valid.length === 0 ? null : Math.max(...valid.map((figure) => figure.maxRssKb)),
  };
}

/**
 * Loads every scenario's servers with wrk, round after round. Within a round each scenario runs
 * every framework back to back, starting from a different framework each round, so that drift in
 * the machine's load hits all of them alike; raw node:http in the same round is the yardstick.
 *
 * @example
 * const results = await runLoad(scenarios, { rounds: 3, warmupSeconds: 2, seconds: 5, connections: 50, fixturesDir, scratchDir });
 */
export async function runLoad(scenarios: readonly Scenario[], settings: LoadSettings): Promise<HttpResult[]> {
  const pinning = choosePinning();
  const log = settings.log ?? (() => undefined);
  const figures = new Map<string, RoundFigure[]>();
  const key = (scenario: string, framework: Framework): string => `${scenario}\u0000${framework}`;
  for (let round = 1; round <= settings.rounds; round++) {
    for (const scenario of scenarios) {
      const script = await requestScript(scenario.request, settings.scratchDir, scenario.name);
      const available = (settings.frameworks ?? allFrameworks).filter((name) => scenario.servers[name] !== undefined);
      const shift = (round - 1) % Math.max(available.length, 1);
      for (const framework of [...available.slice(shift), ...available.slice(0, shift)]) {
        let figure: RoundFigure;
        try {
          figure = await measureOnce(scenario, framework, round, settings, pinning, script);
        } catch (error) {
          const problem = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          figure = { round, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem };
        }
        const list = figures.get(key(scenario.name, framework)) ?? [];
        list.push(figure);
        figures.set(key(scenario.name, framework), list);
        const shown = figure.problem ?? `${Math.round(figure.requestsPerSecond)} req/s, p99 ${figure.p99Us} us`;
        log(`round ${round}/${settings.rounds} ${scenario.name} ${framework}: ${shown}`);
      }
    }
  }
  return scenarios.flatMap((scenario) => {
    const node = figures.get(key(scenario.name, 'node')) ?? [];
    return (settings.frameworks ?? allFrameworks).flatMap((framework) => {
      const rounds = figures.get(key(scenario.name, framework));
      return rounds === undefined ? [] : [summarise(scenario.name, framework, rounds, node)];
    });
  });
}
