import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFixtures } from '../http/fixtures.js';
import { choosePinning, frameworkSubject, type LoadSubject, runRounds } from '../http/load-run.js';
import { scenarioNamed } from '../http/scenarios.js';
import { spawnScenarioServer } from '../http/spawn-server.js';
import { builtCheckout, type Checkout, prepareCheckout, resolveCommit } from './checkout.js';
import type { CompareOptions } from './options.js';
import { baseLabel, headLabel, revisionReport } from './report.js';

function batonOf(checkout: Checkout, label: string, fixturesDir: string): LoadSubject {
  const cpu = choosePinning().server;
  return {
    label,
    serves: (scenario) => scenario.servers.baton !== undefined,
    start: (scenario) =>
      spawnScenarioServer({
        entry: checkout.serverEntry,
        scenario: scenario.name,
        framework: 'baton',
        fixturesDir,
        cpu,
      }),
  };
}

/**
 * Runs Baton of two revisions, with raw node:http as the yardstick, as three subjects of the same
 * interleaved rounds, and returns the report (revisions/report.ts). `root` is this checkout, which
 * also serves as the head when `options.head` is unset; it must be built.
 *
 * @example
 * process.stdout.write(await compareRevisions('/work/wt/perf', options, log));
 */
export async function compareRevisions(
  root: string,
  options: CompareOptions,
  log: (line: string) => void,
): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'baton-compare-'));
  try {
    const base = prepareCheckout(root, resolveCommit(root, options.base), join(scratch, 'base'), log);
    const head =
      options.head === undefined
        ? builtCheckout(root, 'working tree')
        : /^[./]/.test(options.head)
          ? builtCheckout(options.head, options.head)
          : prepareCheckout(root, resolveCommit(root, options.head), join(scratch, 'head'), log);
    const fixturesDir = await writeFixtures(join(scratch, 'fixtures'));
    const subjects = [
      frameworkSubject('node', { fixturesDir }),
      batonOf(base, baseLabel, fixturesDir),
      batonOf(head, headLabel, fixturesDir),
    ];
    const figures = await runRounds(options.scenarios.map(scenarioNamed), subjects, {
      ...options,
      scratchDir: scratch,
      log,
    });
    if (options.json !== undefined) {
      await writeFile(
        options.json,
        `${JSON.stringify({ base: base.description, head: head.description, figures }, null, 2)}\n`,
      );
    }
    return revisionReport(figures, { base: base.description, head: head.description, rounds: options.rounds });
  } finally {
    if (options.keep) log(`kept ${scratch}`);
    else await rm(scratch, { recursive: true, force: true });
  }
}
