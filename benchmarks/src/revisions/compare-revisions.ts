import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExpressDefaults } from '../http/express-defaults.js';
import { writeFixtures } from '../http/fixtures.js';
import {
  choosePinning,
  defaultsCheck,
  frameworkSubject,
  type LoadSubject,
  runRounds,
  type SubjectFigures,
} from '../http/load-run.js';
import { scenarioNamed } from '../http/scenarios.js';
import { spawnScenarioServer } from '../http/spawn-server.js';
import { type Certificate, makeCertificate } from '../http2/certificate.js';
import { http2Subject, runHttp2Rounds, transports } from '../http2/load-http2.js';
import type { RoundSample } from '../round-ratios.js';
import { builtCheckout, type Checkout, prepareCheckout, resolveCommit } from './checkout.js';
import type { CompareOptions } from './options.js';
import { baseLabel, headLabel, revisionReport } from './report.js';

// Baton of a checkout, with Express's defaults as asked; its answer must show them.
function batonOf(checkout: Checkout, label: string, fixturesDir: string, defaults: ExpressDefaults): LoadSubject {
  const cpu = choosePinning().server;
  return {
    label,
    serves: (scenario) => scenario.servers.baton !== undefined,
    start: (scenario) =>
      spawnScenarioServer({
        entry: checkout.serverEntry,
        scenario: scenario.name,
        framework: defaults === 'off' ? 'baton-lean' : 'baton',
        fixturesDir,
        cpu,
      }),
    headersProblem: defaultsCheck(defaults),
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
    const chosenTransports = transports.filter((transport) => options.scenarios.includes(transport));
    const stale = [base, head].filter((checkout) => !checkout.configurable);
    if (stale.length > 0 && (options.defaults === 'off' || chosenTransports.length > 0)) {
      throw new Error(
        `${stale.map((checkout) => checkout.description).join(' and ')}: its harness predates --defaults off and HTTP/2 in compare (benchmarks/src/http/express-defaults.ts); choose revisions that have it`,
      );
    }
    const fixturesDir = await writeFixtures(join(scratch, 'fixtures'));
    const subjects = [
      frameworkSubject('node', { fixturesDir }),
      batonOf(base, baseLabel, fixturesDir, options.defaults),
      batonOf(head, headLabel, fixturesDir, options.defaults),
    ];
    const http = options.scenarios.filter((name) => !chosenTransports.some((transport) => transport === name));
    const figures: SubjectFigures<RoundSample>[] = await runRounds(http.map(scenarioNamed), subjects, {
      ...options,
      scratchDir: scratch,
      log,
    });
    if (chosenTransports.length > 0) {
      const baton = options.defaults === 'off' ? 'baton-lean' : 'baton';
      const certificate: Certificate | undefined = chosenTransports.includes('h2-tls') ? makeCertificate() : undefined;
      try {
        const http2Subjects = [
          http2Subject('node', { label: 'node' }),
          http2Subject(baton, { entry: base.http2Entry, label: baseLabel }),
          http2Subject(baton, { entry: head.http2Entry, label: headLabel }),
        ];
        const load = { ...options, clients: 10, streams: 10 };
        figures.push(...(await runHttp2Rounds(chosenTransports, http2Subjects, load, certificate, log)));
      } finally {
        certificate?.remove();
      }
    }
    if (options.json !== undefined) {
      await writeFile(
        options.json,
        `${JSON.stringify({ base: base.description, head: head.description, figures }, null, 2)}\n`,
      );
    }
    return revisionReport(figures, {
      base: base.description,
      head: head.description,
      rounds: options.rounds,
      defaults: options.defaults,
    });
  } finally {
    if (options.keep) log(`kept ${scratch}`);
    else await rm(scratch, { recursive: true, force: true });
  }
}
