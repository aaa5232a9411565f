// The HTTP/2 rounds: every subject in its own process, pinned like the HTTP/1.1 servers, loaded by
// h2load; subjects interleaved within each round, starting one later each round; the server's
// CPU per request read from /proc around the measured run only. Used by `run.js` (the report)
// and `http2/run.js` (the console table), and by `compare` for the revisions' Baton.
import { fileURLToPath } from 'node:url';
import { type ExpressDefaults, expressDefaultsProblem } from '../http/express-defaults.js';
import { expressDefaultsOf, frameworkEnvironment, implementationOf } from '../http/frameworks.js';
import { choosePinning, type SubjectFigures } from '../http/load-run.js';
import { type ScenarioServer, spawnServerProcess } from '../http/spawn-server.js';
import { cpuSeconds } from '../process-cpu.js';
import { type RoundSample, summariseRounds } from '../round-ratios.js';
import type { Spread } from '../stats.js';
import type { Certificate } from './certificate.js';
import { getOverHttp2, http2AnswerProblem } from './check-answer.js';
import { runH2load } from './h2load.js';
import { type Subject, subjectLabel } from './subjects.js';

/** The two ways Baton serves HTTP/2: cleartext with prior knowledge, and TLS with ALPN. */
export const transports = ['h2c', 'h2-tls'] as const;

/**
 * One HTTP/2 transport; it stands where an HTTP/1.1 run has a scenario.
 *
 * @example
 * const transport: Transport = 'h2c';
 */
export type Transport = (typeof transports)[number];

/** The report's name for each transport. */
export const transportTitles: Readonly<Record<Transport, string>> = {
  h2c: 'HTTP/2 cleartext (h2c)',
  'h2-tls': 'HTTP/2 over TLS',
};

/** How long and how hard each HTTP/2 server is loaded. */
export interface Http2Load {
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** h2load's connections (`-c`) and concurrent streams on each (`-m`). */
  readonly clients: number;
  readonly streams: number;
}

/** One server the HTTP/2 rounds measure: the name its figures go under and how to start it. */
export interface Http2LoadSubject {
  readonly label: string;
  /** Starts the server over h2c, or TLS with `certificate`. */
  start(certificate: Certificate | undefined): Promise<ScenarioServer>;
  /** Express's defaults a Baton server must show in its answer; undefined for the others. */
  readonly defaults?: ExpressDefaults | undefined;
}

/** One subject over one transport, summarised against raw node:http2 in the same rounds. */
export interface Http2Result {
  readonly transport: Transport;
  /** The subject's label: `node:http2`, `baton`, `baton-lean`, `fastify`. */
  readonly subject: string;
  readonly rounds: readonly RoundSample[];
  /** Medians over the valid rounds; null when none was valid. */
  readonly requestsPerSecond: number | null;
  readonly cpuUsPerRequest: number | null;
  /** Raw node:http2's CPU per request ÷ this subject's, same round: median and range. */
  readonly cpuRatioToNode: Spread | null;
  readonly rpsRatioToNode: Spread | null;
}

const serverEntry = fileURLToPath(new URL('./server.js', import.meta.url));

/**
 * The subject `subject` of a built checkout (`entry`: its `benchmarks/dist/http2/server.js`,
 * this checkout's by default), pinned to the server CPU; `baton-lean` is Baton's server started
 * with Express's defaults off; `env` is added to the server's environment.
 *
 * @example
 * const subjects = ['node', 'baton', 'baton-lean', 'fastify'].map((s) => http2Subject(s));
 */
export function http2Subject(
  subject: Subject,
  options: { readonly entry?: string; readonly label?: string; readonly env?: Readonly<Record<string, string>> } = {},
): Http2LoadSubject {
  const cpu = choosePinning().server;
  return {
    label: options.label ?? subjectLabel(subject),
    defaults: expressDefaultsOf(subject),
    start: (certificate) =>
      spawnServerProcess({
        entry: options.entry ?? serverEntry,
        args: [
          implementationOf(subject),
          ...(certificate === undefined ? [] : [certificate.keyFile, certificate.certFile]),
        ],
        env: { ...frameworkEnvironment(subject), ...options.env },
        cpu,
      }),
  };
}

function invalid(round: number, problem: string): RoundSample {
  return { round, requestsPerSecond: 0, problem };
}

async function measureOnce(
  subject: Http2LoadSubject,
  server: ScenarioServer,
  origin: string,
  round: number,
  load: Http2Load,
): Promise<RoundSample> {
  const answer = await getOverHttp2(origin);
  const wrong =
    http2AnswerProblem(answer) ??
    (subject.defaults === undefined
      ? undefined
      : expressDefaultsProblem(subject.defaults, (answer.headers['x-powered-by'] as string | undefined) ?? null));
  if (wrong !== undefined) return invalid(round, wrong);
  const h2load = { clients: load.clients, streams: load.streams, cpu: choosePinning().wrk };
  // A warm-up run of its own, outside the CPU reading: JIT compilation is not a per-request cost.
  if (load.warmupSeconds > 0) runH2load(`${origin}/`, { ...h2load, seconds: load.warmupSeconds });
  const before = cpuSeconds(server.pid);
  const result = runH2load(`${origin}/`, { ...h2load, seconds: load.seconds });
  const cpu = cpuSeconds(server.pid) - before;
  const figure = {
    round,
    requestsPerSecond: result.rps,
    cpuUsPerRequest: result.succeeded === 0 ? 0 : (cpu / result.succeeded) * 1e6,
  };
  if (result.failed > 0) return { ...figure, problem: `${result.failed} requests failed` };
  if (result.succeeded === 0) return { ...figure, problem: 'no request completed' };
  return figure;
}

/**
 * Loads every subject over every transport with h2load, round after round, rotating the order of
 * the subjects each round; a wrong answer or a failed request invalidates that round's figure.
 * `certificate` serves the TLS transport (made by the caller, who removes it).
 *
 * @example
 * const figures = await runHttp2Rounds(['h2c'], subjects, load, undefined, log);
 */
export async function runHttp2Rounds(
  chosen: readonly Transport[],
  subjects: readonly Http2LoadSubject[],
  load: Http2Load,
  certificate: Certificate | undefined,
  log: (line: string) => void,
): Promise<SubjectFigures<RoundSample>[]> {
  const figures = new Map<string, RoundSample[]>();
  const key = (transport: Transport, label: string): string => `${transport}\u0000${label}`;
  for (let round = 1; round <= load.rounds; round++) {
    for (const transport of chosen) {
      const tls = transport === 'h2-tls' ? certificate : undefined;
      if (transport === 'h2-tls' && tls === undefined) throw new Error('the TLS transport needs a certificate');
      const shift = (round - 1) % Math.max(subjects.length, 1);
      for (const subject of [...subjects.slice(shift), ...subjects.slice(0, shift)]) {
        let figure: RoundSample;
        try {
          const server = await subject.start(tls);
          try {
            const origin = `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${server.port}`;
            figure = await measureOnce(subject, server, origin, round, load);
          } finally {
            await server.stop();
          }
        } catch (error) {
          figure = invalid(round, error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
        figures.set(key(transport, subject.label), [...(figures.get(key(transport, subject.label)) ?? []), figure]);
        const shown =
          figure.problem ??
          `${Math.round(figure.requestsPerSecond)} req/s, ${figure.cpuUsPerRequest?.toFixed(1)} µs CPU/req`;
        log(`round ${round}/${load.rounds} ${transport} ${subject.label}: ${shown}`);
      }
    }
  }
  return chosen.flatMap((transport) =>
    subjects.map((subject) => ({
      scenario: transport,
      label: subject.label,
      rounds: figures.get(key(transport, subject.label)) ?? [],
    })),
  );
}

/**
 * Each subject's figures over each transport summarised against `base` (raw node:http2) in the
 * same rounds.
 *
 * @example
 * const results = summariseHttp2(await runHttp2Rounds(transports, subjects, load, certificate, log), 'node:http2');
 */
export function summariseHttp2(figures: readonly SubjectFigures<RoundSample>[], base: string): Http2Result[] {
  return figures.flatMap((entry) => {
    const transport = transports.find((name) => name === entry.scenario);
    if (transport === undefined) return [];
    const baseRounds = figures.find((other) => other.scenario === entry.scenario && other.label === base)?.rounds ?? [];
    const summary = summariseRounds(entry.rounds, baseRounds);
    return {
      transport,
      subject: entry.label,
      rounds: entry.rounds,
      requestsPerSecond: summary.requestsPerSecond,
      cpuUsPerRequest: summary.cpuUsPerRequest,
      cpuRatioToNode: summary.cpuRatio,
      rpsRatioToNode: summary.rpsRatio,
    };
  });
}
