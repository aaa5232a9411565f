// HTTP/2 throughput: Baton against raw node:http2 (compatibility API) and Fastify's HTTP/2 mode,
// over cleartext h2c, or TLS with --tls (a throwaway self-signed certificate from openssl),
// measured with h2load in one run. Subjects alternate round by round so a load swing on a shared
// machine hits each alike; the server CPU per request is compared within each round. Runs on its own:
//   node benchmarks/dist/http2/run.js [--tls] [--seconds 5] [--rounds 5] [--clients 10] [--streams 10]
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CpuSample, interleavedRounds } from '../interleaved-rounds.js';
import { cpuSeconds } from '../process-cpu.js';
import { formatSpread } from '../round-ratios.js';
import { median, spread } from '../stats.js';
import { hasH2load, runH2load } from './h2load.js';
import { type Subject, subjects } from './subjects.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    tls: { type: 'boolean', default: false },
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

// A throwaway self-signed certificate for 127.0.0.1; h2load does not verify it.
function makeCertificate(): { dir: string; files: [string, string] } {
  const dir = mkdtempSync(join(tmpdir(), 'baton-h2-tls-'));
  const files: [string, string] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      files[0],
      '-out',
      files[1],
    ]),
    { stdio: 'ignore' },
  );
  return { dir, files };
}
const certificate = values.tls ? makeCertificate() : undefined;
const scheme = certificate === undefined ? 'http' : 'https';

async function measure(subject: Subject): Promise<CpuSample> {
  const child = spawn(process.execPath, [serverScript, subject, ...(certificate?.files ?? [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number.parseInt(chunk.toString(), 10);
    const pid = child.pid as number;
    const url = `${scheme}://127.0.0.1:${port}/`;
    // A warm-up run of its own, outside the CPU reading: JIT compilation is not a per-request cost.
    runH2load(url, { ...load, seconds: 1 });
    const before = cpuSeconds(pid);
    const result = runH2load(url, load);
    const cpu = cpuSeconds(pid) - before;
    if (result.failed > 0 || result.succeeded === 0) throw new Error(`${subject}: ${result.failed} requests failed`);
    return { rps: result.rps, cpuUs: (cpu / result.succeeded) * 1e6 };
  } finally {
    child.kill();
  }
}

let samples: Map<Subject, CpuSample[]>;
try {
  samples = await interleavedRounds(subjects, rounds, measure);
} finally {
  if (certificate !== undefined) rmSync(certificate.dir, { recursive: true, force: true });
}

const of = (s: Subject): CpuSample[] => samples.get(s) ?? [];
// Round i of every subject ran in the same stretch of time: ratios are taken within a round.
const sameRound = (s: Subject, ratio: (x: CpuSample, base: CpuSample) => number) =>
  spread(
    of(s).flatMap((x, i) => {
      const base = of('node:http2')[i];
      return base === undefined ? [] : [ratio(x, base)];
    }),
  );
console.log(
  `${certificate === undefined ? 'h2c' : 'HTTP/2 over TLS'} GET / → {"hello":"world"}; h2load -D ${load.seconds} -c ${load.clients} -m ${load.streams}, ${rounds} interleaved rounds; median (min–max) of same-round ratios`,
);
console.log('| subject | server CPU µs/req | node:http2 CPU ÷ CPU | req/s | × node:http2 req/s |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const subject of subjects) {
  const cpu = median(of(subject).map((x) => x.cpuUs));
  const rps = median(of(subject).map((x) => x.rps));
  const cpuRatio = formatSpread(sameRound(subject, (x, base) => base.cpuUs / x.cpuUs));
  const rpsRatio = formatSpread(sameRound(subject, (x, base) => x.rps / base.rps));
  console.log(`| ${subject} | ${cpu.toFixed(1)} | ${cpuRatio} | ${rps.toFixed(0)} | ${rpsRatio} |`);
}
