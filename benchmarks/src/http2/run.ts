// HTTP/2 throughput: Baton against raw node:http2 (compatibility API) and Fastify's HTTP/2 mode,
// all over cleartext h2c, measured with h2load in one run. Subjects alternate round by round so a
// load swing on a shared machine hits each alike. Runs on its own:
//   node benchmarks/dist/http2/run.js [--seconds 5] [--rounds 3] [--clients 10] [--streams 10]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CpuSample, interleavedRounds } from '../interleaved-rounds.js';
import { cpuSeconds } from '../process-cpu.js';
import { hasH2load, runH2load } from './h2load.js';
import { type Subject, subjects } from './subjects.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '10' },
    streams: { type: 'string', default: '10' },
  },
});
const load = { seconds: Number(values.seconds), clients: Number(values.clients), streams: Number(values.streams) };
const rounds = Number(values.rounds);
if (![load.seconds, load.clients, load.streams, rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: run.js [--seconds N] [--rounds N] [--clients N] [--streams N] (positive integers)');
  process.exit(2);
}
if (!hasH2load()) {
  console.error('h2load not found: install it with `apt-get install -y nghttp2-client`');
  process.exit(2);
}

const serverScript = fileURLToPath(new URL('./server.js', import.meta.url));

async function measure(subject: Subject): Promise<CpuSample> {
  const child = spawn(process.execPath, [serverScript, subject], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number.parseInt(chunk.toString(), 10);
    const pid = child.pid as number;
    const before = cpuSeconds(pid);
    const result = runH2load(`http://127.0.0.1:${port}/`, load);
    const cpu = cpuSeconds(pid) - before;
    if (result.failed > 0 || result.succeeded === 0) throw new Error(`${subject}: ${result.failed} requests failed`);
    // The warm-up's requests are not counted by h2load but its CPU is: a small overestimate, alike for all.
    return { rps: result.rps, cpuUs: (cpu / result.succeeded) * 1e6 };
  } finally {
    child.kill();
  }
}

const samples = await interleavedRounds(subjects, rounds, measure);

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const rpsOf = (s: Subject): number[] => (samples.get(s) ?? []).map((x) => x.rps);
const cpuOf = (s: Subject): number[] => (samples.get(s) ?? []).map((x) => x.cpuUs);
const baseRps = median(rpsOf('node:http2'));
const baseCpu = median(cpuOf('node:http2'));
console.log(
  `h2c GET / → {"hello":"world"}; h2load -D ${load.seconds} -c ${load.clients} -m ${load.streams}, median of ${rounds} rounds`,
);
console.log('| subject | req/s | × node:http2 | server CPU µs/req | × node:http2 | req/s per round |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const subject of subjects) {
  const rps = median(rpsOf(subject));
  const cpu = median(cpuOf(subject));
  const perRound = rpsOf(subject)
    .map((x) => x.toFixed(0))
    .join(', ');
  console.log(
    `| ${subject} | ${rps.toFixed(0)} | ${(rps / baseRps).toFixed(2)} | ${cpu.toFixed(0)} | ${(cpu / baseCpu).toFixed(2)} | ${perRound} |`,
  );
}
