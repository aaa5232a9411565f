import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { cpuSeconds } from '../process-cpu.js';
import { type RoundSample, summariseRounds } from '../round-ratios.js';
import type { Spread } from '../stats.js';
import { answerProblem } from './check-answer.js';
import { type ExpressDefaults, expressDefaultsProblem } from './express-defaults.js';
import { frameworks as allFrameworks, expressDefaultsOf, type Framework, implementationOf } from './frameworks.js';
import type { Scenario } from './scenario.js';
import { type ScenarioServer, type SpawnServerOptions, spawnScenarioServer } from './spawn-server.js';
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
  /**
   * The server process's CPU time (all threads, user + system) during the measured period divided
   * by the requests wrk completed in it, microseconds. Absent in results written before it existed.
   */
  readonly cpuUsPerRequest?: number;
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
  /** Median over the valid rounds of the server's CPU µs per request. */
  readonly cpuUsPerRequest?: number | null;
  /**
   * Raw node's CPU per request divided by this framework's, per round, then median and range over
   * rounds: 1.0 is as cheap as raw node:http, above 1 cheaper. The figure the budgets steer by.
   */
  readonly cpuRatioToNode?: Spread | null;
  /** The same-round req/s ratio to node (`ratioToNode`) with its range over rounds. */
  readonly rpsRatioToNode?: Spread | null;
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

/**
 * One server the rounds measure: the name its figures go under and how to start it for a
 * scenario. A framework of this checkout is one; `compare` adds Baton from another checkout.
 */
export interface LoadSubject {
  readonly label: string;
  /** Whether the subject has a server for `scenario`. */
  serves(scenario: Scenario): boolean;
  start(scenario: Scenario, round: number): Promise<ScenarioServer>;
  /**
   * What is wrong with the headers of the check request's answer for this subject beyond the
   * scenario's own expectations (a Baton server must show the defaults it was started with).
   */
  headersProblem?(headers: Headers): string | undefined;
}

/**
 * Every round's figure of one subject in one scenario; wrk's figures by default, h2load's (an
 * HTTP/2 transport counts as a scenario) as RoundSample.
 */
export interface SubjectFigures<T extends RoundSample = RoundFigure> {
  readonly scenario: string;
  readonly label: string;
  readonly rounds: readonly T[];
}

/** How long and how often each subject is loaded, for runRounds. */
export type RoundSettings = Pick<
  LoadSettings,
  'rounds' | 'warmupSeconds' | 'seconds' | 'connections' | 'scratchDir' | 'log'
>;

function invalid(round: number, problem: string): RoundFigure {
  return { round, requestsPerSecond: 0, p99Us: 0, maxRssKb: 0, problem };
}

async function measureOnce(
  scenario: Scenario,
  subject: LoadSubject,
  server: ScenarioServer,
  round: number,
  settings: RoundSettings,
  pinning: Pinning,
  script: string | undefined,
): Promise<RoundFigure> {
  const url = `http://127.0.0.1:${server.port}${scenario.request.path}`;
  const wrong = await answerProblem(scenario, url, (headers) => subject.headersProblem?.(headers));
  if (wrong !== undefined) return invalid(round, wrong);
  const wrk = { url, connections: settings.connections, cpu: pinning.wrk, script };
  if (settings.warmupSeconds > 0) await runWrk({ ...wrk, seconds: settings.warmupSeconds });
  // Read from /proc around the measured run only: the check request, start-up and warm-up (JIT
  // compilation) are not the per-request cost.
  const cpuBefore = cpuSeconds(server.pid);
  const { figures } = await runWrk({ ...wrk, seconds: settings.seconds });
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
  const maxRssKb = await server.peakRssKb();
  const figure = {
    round,
    requestsPerSecond: figures.requestsPerSecond,
    p99Us: figures.latencyUs.p99,
    maxRssKb,
    cpuUsPerRequest: figures.requests === 0 ? 0 : (cpuUsed / figures.requests) * 1e6,
  };
  const errors = socketErrorCount(figures);
  if (figures.non2xx > 0) return { ...figure, problem: `${figures.non2xx} non-2xx/3xx responses` };
  if (errors > 0) return { ...figure, problem: `${errors} socket errors` };
  if (figures.requests === 0) return { ...figure, problem: 'no request completed' };
  return figure;
}

function summarise(
  scenario: string,
  framework: Framework,
  rounds: readonly RoundFigure[],
  node: readonly RoundFigure[],
): HttpResult {
  const summary = summariseRounds(rounds, node);
  const valid = rounds.filter((figure) => figure.problem === undefined);
  return {
    scenario,
    framework,
    rounds,
    requestsPerSecond: summary.requestsPerSecond,
    p99Us: summary.p99Us,
    ratioToNode: summary.rpsRatio?.median ?? null,
    peakRssKb: valid.length === 0 ? null : Math.max(...valid.map((figure) => figure.maxRssKb)),
    cpuUsPerRequest: summary.cpuUsPerRequest,
    cpuRatioToNode: summary.cpuRatio,
    rpsRatioToNode: summary.rpsRatio,
  };
}

/**
 * Loads every scenario's subjects with wrk, round after round. Within a round each scenario runs
 * every subject back to back, starting from a different subject each round, so that drift in the
 * machine's load hits all of them alike; the figures are kept per round for same-round ratios.
 *
 * @example
 * const figures = await runRounds([helloJson], [nodeSubject, batonSubject], settings);
 */
export async function runRounds(
  scenarios: readonly Scenario[],
  subjects: readonly LoadSubject[],
  settings: RoundSettings,
): Promise<SubjectFigures[]> {
  const pinning = choosePinning();
  const log = settings.log ?? (() => undefined);
  const figures = new Map<string, RoundFigure[]>();
  const key = (scenario: string, label: string): string => `${scenario}\u0000${label}`;
  for (let round = 1; round <= settings.rounds; round++) {
    for (const scenario of scenarios) {
      const script = await requestScript(scenario.request, settings.scratchDir, scenario.name);
      const available = subjects.filter((subject) => subject.serves(scenario));
      const shift = (round - 1) % Math.max(available.length, 1);
      for (const subject of [...available.slice(shift), ...available.slice(0, shift)]) {
        let figure: RoundFigure;
        try {
          const server = await subject.start(scenario, round);
          try {
            figure = await measureOnce(scenario, subject, server, round, settings, pinning, script);
          } finally {
            await server.stop();
          }
        } catch (error) {
          figure = invalid(round, error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
        const list = figures.get(key(scenario.name, subject.label)) ?? [];
        list.push(figure);
        figures.set(key(scenario.name, subject.label), list);
        const cpu = figure.cpuUsPerRequest === undefined ? '' : `, ${figure.cpuUsPerRequest.toFixed(1)} µs CPU/req`;
        const shown = figure.problem ?? `${Math.round(figure.requestsPerSecond)} req/s${cpu}, p99 ${figure.p99Us} us`;
        log(`round ${round}/${settings.rounds} ${scenario.name} ${subject.label}: ${shown}`);
      }
    }
  }
  return scenarios.flatMap((scenario) =>
    subjects.flatMap((subject) => {
      const rounds = figures.get(key(scenario.name, subject.label));
      return rounds === undefined ? [] : [{ scenario: scenario.name, label: subject.label, rounds }];
    }),
  );
}

/**
 * Checks that a Baton server answered with the Express defaults it was started with.
 *
 * @example
 * const subject = { label: 'baton-lean', serves, start, headersProblem: defaultsCheck('off') };
 */
export function defaultsCheck(defaults: ExpressDefaults): (headers: Headers) => string | undefined {
  return (headers) => expressDefaultsProblem(defaults, headers.get('x-powered-by'));
}

/**
 * The subject for `framework` in this checkout: the scenario's server for it, in its own process
 * pinned to the server CPU, profiled when `settings.profileDir` is set; a Baton subject's answer
 * is checked for the Express defaults it runs with.
 *
 * @example
 * const subjects = frameworks.map((framework) => frameworkSubject(framework, settings));
 */
export function frameworkSubject(
  framework: Framework,
  settings: Pick<LoadSettings, 'fixturesDir' | 'server' | 'profileDir'>,
  label: string = framework,
): LoadSubject {
  const cpu = choosePinning().server;
  const defaults = expressDefaultsOf(framework);
  return {
    label,
    serves: (scenario) => scenario.servers[implementationOf(framework)] !== undefined,
    ...(defaults === undefined ? {} : { headersProblem: defaultsCheck(defaults) }),
    start: (scenario, round) => {
      const profile =
        settings.profileDir === undefined
          ? []
          : [
              '--cpu-prof',
              `--cpu-prof-dir=${settings.profileDir}`,
              `--cpu-prof-name=${scenario.name}-${label}-${round}.cpuprofile`,
            ];
      return spawnScenarioServer({
        ...settings.server,
        execArgv: [...(settings.server?.execArgv ?? []), ...profile],
        scenario: scenario.name,
        framework,
        fixturesDir: settings.fixturesDir,
        cpu,
      });
    },
  };
}

/**
 * Loads every scenario's servers with wrk, round after round (see runRounds), and summarises each
 * framework against raw node:http in the same round: req/s, CPU per request, and their ratios.
 *
 * @example
 * const results = await runLoad(scenarios, { rounds: 3, warmupSeconds: 2, seconds: 5, connections: 50, fixturesDir, scratchDir });
 */
export async function runLoad(scenarios: readonly Scenario[], settings: LoadSettings): Promise<HttpResult[]> {
  const chosen = settings.frameworks ?? allFrameworks;
  const figures = await runRounds(
    scenarios,
    chosen.map((framework) => frameworkSubject(framework, settings)),
    settings,
  );
  const of = (scenario: string, label: string): readonly RoundFigure[] | undefined =>
    figures.find((entry) => entry.scenario === scenario && entry.label === label)?.rounds;
  return scenarios.flatMap((scenario) =>
    chosen.flatMap((framework) => {
      const rounds = of(scenario.name, framework);
      return rounds === undefined ? [] : [summarise(scenario.name, framework, rounds, of(scenario.name, 'node') ?? [])];
    }),
  );
}
