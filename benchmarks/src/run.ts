// The benchmark command: HTTP scenarios under wrk, HTTP/2 under h2load, server memory with idle
// keep-alive connections, then the in-process micro benchmarks, then the results JSON,
// docs/benchmarks.md and its charts. See benchmarks/README.md.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFixtures } from './http/fixtures.js';
import { choosePinning, type HttpResult, type LoadSettings, runLoad } from './http/load-run.js';
import { scenarioNamed, scenarios } from './http/scenarios.js';
import { type Certificate, makeCertificate } from './http2/certificate.js';
import { hasH2load } from './http2/h2load.js';
import { type Http2Load, http2Subject, runHttp2Rounds, summariseHttp2, type Transport } from './http2/load-http2.js';
import { isSubject, subjectLabel } from './http2/subjects.js';
import { collectMicro, type MicroModuleOutcome } from './in-process/collect-micro.js';
import { microOptions } from './in-process/sampling.js';
import { describeMachine } from './machine.js';
import { type MemoryRun, type MemorySettings, measureMemory } from './memory/measure-memory.js';
import { parseRunOptions, type RunOptions, UsageError, usage } from './options.js';
import { checkBudgets } from './report/budgets.js';
import { type OutputPaths, repositoryOutputs, writeReport } from './report/write-report.js';
import type { BenchResults, Http2Run } from './results.js';

const loadByMode = {
  full: { rounds: 5, warmupSeconds: 2, seconds: 5, connections: 50 },
  // Five rounds: the median of three moved by a tenth between runs of the same code on a busy machine.
  quick: { rounds: 5, warmupSeconds: 1, seconds: 2, connections: 50 },
  smoke: { rounds: 1, warmupSeconds: 0, seconds: 1, connections: 10 },
} as const;

// h2load's 10 connections × 10 streams, as issue 28's figures were measured.
const http2ByMode: Readonly<Record<RunOptions['mode'], Http2Load>> = {
  full: { rounds: 5, warmupSeconds: 1, seconds: 5, clients: 10, streams: 10 },
  quick: { rounds: 5, warmupSeconds: 1, seconds: 2, clients: 10, streams: 10 },
  smoke: { rounds: 1, warmupSeconds: 0, seconds: 1, clients: 10, streams: 10 },
};

// 10,000 connections as the goal states it; a smoke run only proves the harness with a few.
const memoryByMode: Readonly<Record<RunOptions['mode'], Omit<MemorySettings, 'frameworks' | 'log'>>> = {
  full: { connections: 10_000, batch: 500, rounds: 3 },
  quick: { connections: 10_000, batch: 500, rounds: 3 },
  smoke: { connections: 200, batch: 100, rounds: 1 },
};

// The memory budget is Baton's, against raw node; Fastify for context. Express's defaults change
// nothing an idle connection holds, so baton-lean is left out to keep the run short.
const memoryFrameworks = ['node', 'baton', 'fastify'] as const;

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

function revision(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

async function runHttp2(chosen: readonly Transport[], options: RunOptions): Promise<Http2Run | undefined> {
  if (chosen.length === 0) return undefined;
  const load = {
    ...http2ByMode[options.mode],
    ...(options.rounds === undefined ? {} : { rounds: options.rounds }),
    pinned: choosePinning().server !== undefined,
  };
  if (!hasH2load()) {
    const skipped = 'h2load not found (apt-get install -y nghttp2-client): HTTP/2 skipped';
    log(skipped);
    return { load, results: [], skipped };
  }
  log(`HTTP/2 (${chosen.join(', ')})…`);
  const certificate: Certificate | undefined = chosen.includes('h2-tls') ? makeCertificate() : undefined;
  try {
    const subjects = options.frameworks.filter(isSubject).map((subject) => http2Subject(subject));
    const figures = await runHttp2Rounds(chosen, subjects, load, certificate, log);
    return { load, results: summariseHttp2(figures, subjectLabel('node')) };
  } finally {
    certificate?.remove();
  }
}

function runMemory(options: RunOptions): Promise<MemoryRun> | undefined {
  if (!options.memory) return undefined;
  log('memory with idle keep-alive connections…');
  const frameworks = memoryFrameworks.filter((framework) => options.frameworks.includes(framework));
  return measureMemory({ ...memoryByMode[options.mode], frameworks, log });
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(usage);
    return;
  }
  const options = parseRunOptions(process.argv.slice(2));
  const scratchDir = await mkdtemp(join(tmpdir(), 'baton-bench-'));
  try {
    await measureAndReport(options, scratchDir);
  } finally {
    await removeScratch(scratchDir);
  }
}

/**
 * Removes what a run put in its scratch directory (fixtures, wrk scripts), which only its servers
 * and load generators read: every run used to leave ~1.3 MB behind in the temporary directory.
 * A smoke run's report, written there since it must never replace the committed one, is kept:
 * the log says where it is.
 */
async function removeScratch(scratchDir: string): Promise<void> {
  const entries = await readdir(scratchDir).catch((): string[] => []);
  if (!entries.includes(SMOKE_OUT)) {
    await rm(scratchDir, { recursive: true, force: true });
    return;
  }
  for (const entry of entries) {
    if (entry !== SMOKE_OUT) await rm(join(scratchDir, entry), { recursive: true, force: true });
  }
}

/** The folder of the scratch directory a smoke run writes its report to. */
const SMOKE_OUT = 'out';

async function measureAndReport(options: RunOptions, scratchDir: string): Promise<void> {
  const load = { ...loadByMode[options.mode], ...(options.rounds === undefined ? {} : { rounds: options.rounds }) };
  const settings: LoadSettings = {
    ...load,
    fixturesDir: await writeFixtures(join(scratchDir, 'fixtures')),
    scratchDir,
    frameworks: options.frameworks,
    log,
    profileDir: options.cpuProf === undefined ? undefined : resolve(options.cpuProf),
  };
  const chosen = options.scenarios === undefined ? scenarios : options.scenarios.map(scenarioNamed);
  const http: HttpResult[] = options.http ? await runLoad(chosen, settings) : [];
  const http2 = await runHttp2(options.http2, options);
  const memory = await runMemory(options);
  const micro: MicroModuleOutcome[] = [];
  if (options.micro) {
    log('in-process benchmarks…');
    micro.push(...(await collectMicro(new URL('./micro/', import.meta.url), microOptions(options.mode))));
    for (const outcome of micro)
      if (outcome.error !== undefined) log(`micro ${outcome.module} failed: ${outcome.error}`);
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    mode: options.mode,
    machine: describeMachine(),
    revision: revision(),
    load: { ...load, pinned: choosePinning().server !== undefined },
    http,
    ...(http2 === undefined ? {} : { http2 }),
    ...(memory === undefined ? {} : { memory }),
    micro,
    budgets: checkBudgets(http, micro, http2?.results ?? [], memory),
  };
  // A smoke run proves the harness works; its figures must never replace the committed ones.
  const out = options.out ?? (options.mode === 'smoke' ? join(scratchDir, SMOKE_OUT) : undefined);
  const paths: OutputPaths = repositoryOutputs(out ?? repositoryRoot);
  const written = await writeReport(results, paths);
  log(`wrote ${written.length} files: ${paths.reportFile}, ${written[0]}`);
  for (const budget of results.budgets)
    log(`budget ${budget.budget}: ${budget.status} (${budget.value?.toFixed(2) ?? '–'})`);
  const missing = [
    ...http.filter((result) => result.requestsPerSecond === null),
    ...(http2?.results ?? []).filter((result) => result.requestsPerSecond === null),
    ...(memory?.results ?? []).filter((result) => result.afterKb === null),
  ];
  const failedMicro = micro.filter((outcome) => outcome.error !== undefined);
  if (missing.length > 0 || failedMicro.length > 0) {
    log(`${missing.length} HTTP, HTTP/2 or memory figure(s) missing, ${failedMicro.length} micro module(s) failed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) log(`${error.message}\n\n${usage}`);
  else log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
