// The floor of node:http: the hello-world JSON response written the ways node:http allows
// (floor/variants.ts), each in its own server process, with restana and Baton with Express's
// defaults on and off (floor/baton-variants.ts), in interleaved rounds with wrk, reported as server CPU per request against the scenarios' raw node:http. Runs on its own:
//   node benchmarks/dist/floor/run.js [--rounds 5] [--seconds 2] [--warmup 1] [--connections 50]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { choosePinning, frameworkSubject, type LoadSubject, runRounds } from '../http/load-run.js';
import { helloJson } from '../http/scenarios/hello-json.js';
import { spawnServerProcess } from '../http/spawn-server.js';
import { subjectTable } from '../report/subject-table.js';
import { batonVariants } from './baton-variants.js';
import { rawVariants } from './variants.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
  },
});
const settings = {
  rounds: Number(values.rounds),
  seconds: Number(values.seconds),
  warmupSeconds: Number(values.warmup),
  connections: Number(values.connections),
  scratchDir: await mkdtemp(join(tmpdir(), 'baton-floor-')),
  log: (line: string) => process.stderr.write(`${line}\n`),
};
if (![settings.rounds, settings.seconds, settings.connections].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: run.js [--rounds N] [--seconds N] [--warmup N] [--connections N] (positive integers)');
  process.exit(2);
}

const entry = fileURLToPath(new URL('./server.js', import.meta.url));
const batonEntry = fileURLToPath(new URL('./baton-server.js', import.meta.url));
const cpu = choosePinning().server;
const subjects: LoadSubject[] = [
  ...rawVariants.map((variant) => ({
    label: variant.name,
    serves: () => true,
    start: () => spawnServerProcess({ entry, args: [variant.name], cpu }),
  })),
  // restana in the same rounds: the framework that beat the first variant in issue 18.
  frameworkSubject('restana', { fixturesDir: settings.scratchDir }),
  // What Express's defaults cost Baton: the same app with ETag and X-Powered-By on and off.
  ...batonVariants.map((variant) => ({
    label: variant.name,
    serves: () => true,
    start: () => spawnServerProcess({ entry: batonEntry, args: [variant.name], cpu }),
  })),
];
let figures: Awaited<ReturnType<typeof runRounds>>;
try {
  figures = await runRounds([helloJson], subjects, settings);
} finally {
  await rm(settings.scratchDir, { recursive: true, force: true });
}
const described = [...rawVariants, ...batonVariants];
process.stdout.write(`${described.map((variant) => `- \`${variant.name}\`: ${variant.description}`).join('\n')}\n\n`);
process.stdout.write(subjectTable(figures, rawVariants[0]!.name));
