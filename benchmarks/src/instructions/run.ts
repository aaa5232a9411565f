// Instructions executed per request by each framework's server, counted by valgrind's callgrind:
//   npm run bench:instructions -w benchmarks -- [--scenarios hello-json] [--frameworks node,baton-lean] [--out DIR]
// CPU time per request moves by ±5 % between runs on a shared machine, more than some budgets'
// margins; an instruction count does not. See benchmarks/README.md, "Instructions per request".
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFixtures } from '../http/fixtures.js';
import { implementationOf } from '../http/frameworks.js';
import { scenarioNamed } from '../http/scenarios.js';
import { describeMachine } from '../machine.js';
import { UsageError } from '../options.js';
import { inParallel } from './in-parallel.js';
import { connections, measureSubject } from './measure-subject.js';
import { instructionsUsage, parseInstructionOptions } from './options.js';
import { type InstructionsRun, instructionsMarkdown, whatIsCounted, withRatios } from './report.js';
import { missingTools, valgrindVersion } from './required-tools.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    process.stdout.write(instructionsUsage);
    return 0;
  }
  const options = parseInstructionOptions(process.argv.slice(2));
  const missing = missingTools();
  if (missing !== undefined) {
    log(missing);
    return 2;
  }
  const jobs = options.scenarios
    .map(scenarioNamed)
    .flatMap((scenario) =>
      options.frameworks.flatMap((framework) =>
        scenario.servers[implementationOf(framework)] === undefined ? [] : [{ scenario, framework }],
      ),
    );
  const load = {
    warmupSeconds: options.warmupSeconds,
    windowSeconds: options.windowSeconds,
    windows: options.windows,
    connections,
    parallel: options.parallel,
  };
  const perSubject = load.warmupSeconds + load.windows * load.windowSeconds;
  log(whatIsCounted);
  log(
    `${jobs.length} subject(s), ${options.parallel} at a time, each about ${perSubject} s of load plus ` +
      'its start under valgrind (10–20 s)',
  );
  const controller = new AbortController();
  const interrupt = (): void => {
    log('interrupted: ending the servers and wrk');
    controller.abort();
  };
  // Ctrl-C, or a plain `kill` of this process: either way the servers under valgrind and wrk are
  // ended by PID, where an unhandled SIGTERM would leave them running.
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const scratchDir = await mkdtemp(join(tmpdir(), 'baton-instructions-'));
  try {
    const settings = {
      ...load,
      byFunction: options.byFunction,
      fixturesDir: await writeFixtures(join(scratchDir, 'fixtures')),
      scratchDir,
      signal: controller.signal,
      log,
    };
    const measured = await inParallel(
      jobs,
      options.parallel,
      (job) => measureSubject(job.scenario, job.framework, settings),
      controller.signal,
    );
    const run: InstructionsRun = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      valgrind: valgrindVersion(),
      load,
      results: withRatios(measured),
    };
    const markdown = instructionsMarkdown(run, repositoryRoot);
    process.stdout.write(markdown);
    if (options.out !== undefined) {
      const out = resolve(options.out);
      await mkdir(out, { recursive: true });
      await writeFile(join(out, 'instructions.json'), `${JSON.stringify(run, null, 2)}\n`);
      await writeFile(join(out, 'instructions.md'), markdown);
      log(`wrote ${join(out, 'instructions.json')} and instructions.md`);
    }
    const unmeasured = run.results.filter((result) => result.irPerRequest === null);
    if (unmeasured.length > 0) log(`${unmeasured.length} subject(s) without a figure`);
    return unmeasured.length > 0 ? 1 : 0;
  } catch (error) {
    if (controller.signal.aborted) return 130;
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await rm(scratchDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) log(`${error.message}\n\n${instructionsUsage}`);
    else log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
