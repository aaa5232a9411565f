// The benchmark command: HTTP scenarios under wrk, then the in-process micro benchmarks, then
// the results JSON, docs/benchmarks.md and its charts. See benchmarks/README.md.
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFixtures } from './http/fixtures.js';
import { choosePinning, type HttpResult, type LoadSettings, runLoad } from './http/load-run.js';
import { scenarioNamed, scenarios } from './http/scenarios.js';
import { collectMicro, type MicroModuleOutcome } from './in-process/collect-micro.js';
import { microOptions } from './in-process/sampling.js';
import { describeMachine } from './machine.js';
import { parseRunOptions, UsageError, usage } from './options.js';
import { checkBudgets } from './report/budgets.js';
import { type OutputPaths, repositoryOutputs, writeReport } from './report/write-report.js';
import type { BenchResults } from './results.js';

const loadByMode = {
  full: { rounds: 5, warmupSeconds: 2, seconds: 5, connections: 50 },
  // Five rounds: the median of three moved by a tenth between runs of the same code on a busy machine.
  quick: { rounds: 5, warmupSeconds: 1, seconds: 2, connections: 50 },
  smoke: { rounds: 1, warmupSeconds: 0, seconds: 1, connections: 10 },
} as const;

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

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(usage);
    return;
  }
  const options = parseRunOptions(process.argv.slice(2));
  const scratchDir = await mkdtemp(join(tmpdir(), 'baton-bench-'));
  const load = loadByMode[options.mode];
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
    micro,
    budgets: checkBudgets(http, micro),
  };
  // A smoke run proves the harness works; its figures must never replace the committed ones.
  const out = options.out ?? (options.mode === 'smoke' ? join(scratchDir, 'out') : undefined);
  const paths: OutputPaths = repositoryOutputs(out ?? repositoryRoot);
  const written = await writeReport(results, paths);
  log(`wrote ${written.length} files: ${paths.reportFile}, ${written[0]}`);
  for (const budget of results.budgets)
    log(`budget ${budget.budget}: ${budget.status} (${budget.value?.toFixed(2) ?? '–'})`);
  const missing = http.filter((result) => result.requestsPerSecond === null);
  const failedMicro = micro.filter((outcome) => outcome.error !== undefined);
  if (missing.length > 0 || failedMicro.length > 0) {
    log(`${missing.length} HTTP figure(s) missing, ${failedMicro.length} micro module(s) failed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) log(`${error.message}\n\n${usage}`);
  else log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
