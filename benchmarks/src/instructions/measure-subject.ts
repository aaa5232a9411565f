import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { answerProblem } from '../http/check-answer.js';
import { expressDefaultsOf, type Framework } from '../http/frameworks.js';
import { defaultsCheck } from '../http/load-run.js';
import type { Scenario } from '../http/scenario.js';
import { requestScript, runWrk } from '../http/wrk.js';
import type { Spread } from '../stats.js';
import { callgrindSummary, parseCallgrindProfile } from './callgrind-profile.js';
import { type CallgrindServer, startCallgrindServer } from './callgrind-server.js';
import { type FunctionCosts, functionCosts } from './function-costs.js';
import { parsePerfMap } from './perf-map.js';
import { irPerRequest, settledAfterRequests, type WindowFigure, windowFigure } from './windows.js';

/** wrk's load: one thread, ten keep-alive connections, as the method was set up. */
export const connections = 10;

/** How one subject is loaded and measured. */
export interface SubjectSettings {
  readonly warmupSeconds: number;
  readonly windowSeconds: number;
  readonly windows: number;
  /** Report this many functions from the last window; undefined reports none. */
  readonly byFunction: number | undefined;
  readonly fixturesDir: string;
  /** The subject's dumps and wrk script go into a directory of its own made here. */
  readonly scratchDir: string;
  /** Ends the server and wrk, and makes measureSubject reject. */
  readonly signal: AbortSignal;
  readonly log: (line: string) => void;
}

/** One framework in one scenario: every window, and the figure made of them. */
export interface SubjectResult {
  readonly scenario: string;
  readonly framework: Framework;
  /** The requests wrk completed during the warm-up; absent when the subject got no warm-up. */
  readonly warmupRequests?: number;
  readonly windows: readonly WindowFigure[];
  /** Median and range over the counted windows (windows.ts); null when none counted. */
  readonly irPerRequest: Spread | null;
  /** Why the subject was not measured at all (it did not start, or answered wrongly). */
  readonly problem?: string;
  /** Where the last window's instructions went, when asked for. */
  readonly functionCosts?: FunctionCosts;
}

function unmeasured(scenario: Scenario, framework: Framework, problem: string): SubjectResult {
  return { scenario: scenario.name, framework, windows: [], irPerRequest: null, problem };
}

async function lastWindowCosts(
  dump: string,
  server: CallgrindServer,
  figure: WindowFigure,
  top: number,
): Promise<FunctionCosts | undefined> {
  if (figure.requests === 0) return undefined;
  const map = parsePerfMap(await readFile(server.perfMapPath, 'utf8'));
  return functionCosts(parseCallgrindProfile(dump), map, figure.requests, top);
}

/** The longest a warm-up goes on for its requests, in seconds. */
const maxWarmupSeconds = 900;
/** The warm-up's wrk runs, so that the request count is looked at between them. */
const warmupChunkSeconds = 30;

/**
 * Loads the server for at least `seconds`, then on until it has served `settledAfterRequests`
 * requests (or {@link maxWarmupSeconds} have passed): a time alone serves fewer requests when the
 * machine is busy, and the counts fall until V8 has optimised what those requests run. Returns
 * the requests served.
 */
async function warmUp(wrk: Omit<Parameters<typeof runWrk>[0], 'seconds'>, seconds: number): Promise<number> {
  let served = 0;
  let elapsed = 0;
  while (elapsed < seconds || (served < settledAfterRequests && elapsed < maxWarmupSeconds)) {
    const chunk = Math.min(warmupChunkSeconds, Math.max(seconds - elapsed, 1));
    const { figures } = await runWrk({ ...wrk, seconds: chunk });
    served += figures.requests;
    elapsed += chunk;
  }
  return served;
}

async function measureWindows(
  scenario: Scenario,
  framework: Framework,
  server: CallgrindServer,
  dir: string,
  settings: SubjectSettings,
): Promise<SubjectResult> {
  const label = `${scenario.name} ${framework}`;
  const url = `http://127.0.0.1:${server.port}${scenario.request.path}`;
  const defaults = expressDefaultsOf(framework);
  const wrong = await answerProblem(scenario, url, defaults === undefined ? undefined : defaultsCheck(defaults));
  if (wrong !== undefined) return unmeasured(scenario, framework, wrong);
  const script = await requestScript(scenario.request, dir, scenario.name);
  const wrk = { url, connections, script, signal: settings.signal };
  settings.log(`${label}: warming up for ${settings.warmupSeconds} s and ${settledAfterRequests} requests`);
  const warmupRequests = await warmUp(wrk, settings.warmupSeconds);
  settings.log(`${label}: warm-up served ${warmupRequests} requests`);
  const windows: WindowFigure[] = [];
  let costs: FunctionCosts | undefined;
  for (let window = 1; window <= settings.windows; window++) {
    await server.zero();
    const { figures } = await runWrk({ ...wrk, seconds: settings.windowSeconds });
    const file = await server.dump();
    const dump = await readFile(file, 'utf8');
    // A dump is megabytes; only the last one is read again, and from memory.
    await rm(file);
    const figure = windowFigure(window, figures, callgrindSummary(dump));
    windows.push(figure);
    const shown = figure.problem ?? `${Math.round(figure.irPerRequest).toLocaleString('en-US')} Ir/req`;
    settings.log(`${label}: window ${window}/${settings.windows}: ${shown} over ${figure.requests} requests`);
    if (window === settings.windows && settings.byFunction !== undefined) {
      costs = await lastWindowCosts(dump, server, figure, settings.byFunction);
    }
  }
  return {
    scenario: scenario.name,
    framework,
    warmupRequests,
    windows,
    irPerRequest: irPerRequest(windows),
    ...(costs === undefined ? {} : { functionCosts: costs }),
  };
}

/**
 * Starts `framework`'s server for `scenario` under callgrind, checks its answer, warms it up with
 * wrk, then measures each window: zero the counters, load for the window, dump, divide the dump's
 * instructions by the requests wrk completed. The server is ended by PID whatever happens. A
 * failure is reported in the result; only an abort rejects.
 *
 * @example
 * const result = await measureSubject(helloJson, 'fastify', settings);
 * result.irPerRequest?.median; // 57_500
 */
export async function measureSubject(
  scenario: Scenario,
  framework: Framework,
  settings: SubjectSettings,
): Promise<SubjectResult> {
  const dir = await mkdtemp(join(settings.scratchDir, `${scenario.name}-${framework}-`));
  const perfMap = settings.byFunction !== undefined;
  let server: CallgrindServer | undefined;
  try {
    server = await startCallgrindServer({
      scenario: scenario.name,
      framework,
      fixturesDir: settings.fixturesDir,
      dumpDir: dir,
      perfMap,
      signal: settings.signal,
    });
    settings.log(`${scenario.name} ${framework}: started under callgrind, PID ${server.pid}`);
    return await measureWindows(scenario, framework, server, dir, settings);
  } catch (error) {
    if (settings.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return unmeasured(scenario, framework, message.split('\n')[0]!);
  } finally {
    await server?.stop();
    if (server !== undefined && perfMap) await rm(server.perfMapPath, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
}
