// Throughput of a JSON-RPC call against the same work as a REST route, on Baton, measured as the
// server's CPU time per request in one run with the subjects interleaved round by round.
//   node benchmarks/dist/rpc/run.js [--seconds 3] [--rounds 3] [--connections 32]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CpuSample, interleavedRounds } from '../interleaved-rounds.js';
import { cpuSeconds } from '../process-cpu.js';
import { median } from '../stats.js';
import { load } from './load.js';
import { type Subject, subjectRequests, subjects } from './subjects.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
  },
});
const settings = { seconds: Number(values.seconds), connections: Number(values.connections) };
const rounds = Number(values.rounds);
if (![settings.seconds, settings.connections, rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: run.js [--seconds N] [--rounds N] [--connections N] (positive integers)');
  process.exit(2);
}

const serverScript = fileURLToPath(new URL('./server.js', import.meta.url));

async function measure(subject: Subject): Promise<CpuSample> {
  const child = spawn(process.execPath, [serverScript, subject], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const origin = `http://127.0.0.1:${Number.parseInt(chunk.toString(), 10)}`;
    const pid = child.pid as number;
    // A short warm-up so both subjects are measured with optimised code.
    await load(origin, subjectRequests[subject], { ...settings, seconds: 1 });
    const before = cpuSeconds(pid);
    const result = await load(origin, subjectRequests[subject], settings);
    const cpu = cpuSeconds(pid) - before;
    if (result.wrong > 0 || result.completed === 0) throw new Error(`${subject}: ${result.wrong} wrong answers`);
    return { rps: result.completed / result.seconds, cpuUs: (cpu / result.completed) * 1e6 };
  } finally {
    child.kill();
  }
}

const samples = await interleavedRounds(subjects, rounds, measure);

const cpuOf = (s: Subject): number => median((samples.get(s) ?? []).map((x) => x.cpuUs));
const rpsOf = (s: Subject): number => median((samples.get(s) ?? []).map((x) => x.rps));
console.log(
  `Baton, NODE_ENV=production; ${settings.connections} connections, ${settings.seconds} s per subject per round, median of ${rounds} rounds`,
);
console.log('| request | server CPU µs/req | × REST | req/s |');
console.log('| --- | ---: | ---: | ---: |');
for (const [rest, call] of [
  ['rest-post', 'rpc-post'],
  ['rest-get', 'rpc-get'],
] as const) {
  for (const subject of [rest, call]) {
    const { method, path } = subjectRequests[subject];
    console.log(
      `| \`${method} ${decodeURIComponent(path)}\` | ${cpuOf(subject).toFixed(1)} | ${(cpuOf(subject) / cpuOf(rest)).toFixed(2)} | ${rpsOf(subject).toFixed(0)} |`,
    );
  }
}
