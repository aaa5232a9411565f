// Which garbage-collection regime each HTTP/2 subject's server process settles into under h2load,
// process after process: a fresh server per subject and process (subjects interleaved), started
// with `node --trace-gc-nvp`, warmed up, then loaded with a fixed count of requests whose
// collections are summed. See docs/benchmarks.md, "Issue 28, third session": over h2c a process
// either promotes almost nothing per scavenge or ~1.3–1.6 MiB, and the second costs ~3 µs more
// per request, the size of the h2c gap.
//   node benchmarks/dist/http2/gc-regime.js [--processes 5] [--subjects node,baton-lean,fastify]
//     [--warmup-requests 100000] [--requests 200000] [--clients 10] [--streams 10]
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { frameworkEnvironment, implementationOf } from '../http/frameworks.js';
import { choosePinning } from '../http/load-run.js';
import { spawnServerProcess } from '../http/spawn-server.js';
import { promotingKib, summariseGcTrace } from '../profile/gc-trace.js';
import { hasH2load, runH2load } from './h2load.js';
import { isSubject, type Subject, subjectLabel } from './subjects.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '5' },
    subjects: { type: 'string', default: 'node,baton-lean,fastify' },
    'warmup-requests': { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200000' },
    clients: { type: 'string', default: '10' },
    streams: { type: 'string', default: '10' },
  },
});
const counts = [values.processes, values['warmup-requests'], values.requests, values.clients, values.streams].map(
  Number,
);
const chosen = values.subjects.split(',');
if (!counts.every((n) => Number.isInteger(n) && n > 0) || !chosen.every(isSubject)) {
  console.error(
    'usage: gc-regime.js [--processes N] [--subjects node,baton,baton-lean,fastify] [--warmup-requests N] [--requests N] [--clients N] [--streams N]',
  );
  process.exit(2);
}
if (!hasH2load()) {
  console.error('h2load not found: install it with `apt-get install -y nghttp2-client`');
  process.exit(2);
}
const [processes, warmupRequests, requests, clients, streams] = counts as [number, number, number, number, number];
const entry = fileURLToPath(new URL('./server.js', import.meta.url));
const pinning = choosePinning();

const traceDir = mkdtempSync(join(tmpdir(), 'baton-gc-regime-'));
const traceFile = join(traceDir, 'trace.txt');
const readTrace = (): string => readFileSync(traceFile, 'utf8');

async function measure(subject: Subject): Promise<string> {
  const fd = openSync(traceFile, 'w');
  const server = await spawnServerProcess({
    entry,
    args: [implementationOf(subject)],
    env: frameworkEnvironment(subject),
    execArgv: ['--trace-gc-nvp'],
    cpu: pinning.server,
    stdout: fd,
  }).finally(() => closeSync(fd));
  try {
    const url = `http://127.0.0.1:${server.port}/`;
    const load = { clients, streams, cpu: pinning.wrk };
    runH2load(url, { ...load, requests: warmupRequests });
    // The trace of the warm-up (start-up, JIT compilation) is left out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const from = readTrace().length;
    const result = runH2load(url, { ...load, requests });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gc = summariseGcTrace(readTrace().slice(from));
    const usPerRequest = ((gc.scavengeMs + gc.fullMs) * 1000) / Math.max(result.succeeded, 1);
    const regime = gc.promotedKibPerScavenge > promotingKib ? 'promoting' : 'young dies young';
    return `| ${subjectLabel(subject)} | ${gc.scavenges} | ${gc.scavengeMs.toFixed(0)} | ${gc.promotedKibPerScavenge.toFixed(0)} | ${gc.fullCollections} | ${gc.fullMs.toFixed(0)} | ${usPerRequest.toFixed(2)} | ${regime} |`;
  } finally {
    await server.stop();
  }
}

console.log(
  `h2c GET / → {"hello":"world"}, h2load -n ${requests} -c ${clients} -m ${streams} after ${warmupRequests} requests of warm-up; one fresh server per row`,
);
console.log(
  '| subject | scavenges | scavenge ms | promoted KiB per scavenge (median) | full GCs | full GC ms | GC µs/req | regime |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
try {
  for (let round = 0; round < processes; round++) {
    for (const subject of chosen) console.log(await measure(subject));
  }
} finally {
  rmSync(traceDir, { recursive: true, force: true });
}
