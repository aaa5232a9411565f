// HTTP/2 throughput on its own: Baton with Express's defaults on and off against raw node:http2
// (compatibility API) and Fastify's HTTP/2 mode, over cleartext h2c, or TLS with --tls (a
// throwaway self-signed certificate from openssl), loaded by h2load, as a console table. The
// main run (`run.js`) measures both transports the same way into the report. See load-http2.ts.
// --user-server adds baton-lean with its app handed to node's own http2.createServer(app), which
// Baton adopts on the first request (docs/transports.md).
//   node benchmarks/dist/http2/run.js [--tls] [--user-server] [--seconds 5] [--warmup 1] [--rounds 5] [--clients 10] [--streams 10]
import { parseArgs } from 'node:util';
import { formatSpread } from '../round-ratios.js';
import { type Certificate, makeCertificate } from './certificate.js';
import { hasH2load } from './h2load.js';
import { http2Subject, runHttp2Rounds, summariseHttp2, transportTitles } from './load-http2.js';
import { subjectLabel, subjects, USER_SERVER_ENV } from './subjects.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '5' },
    tls: { type: 'boolean', default: false },
    'user-server': { type: 'boolean', default: false },
    clients: { type: 'string', default: '10' },
    streams: { type: 'string', default: '10' },
  },
});
const load = {
  rounds: Number(values.rounds),
  warmupSeconds: Number(values.warmup),
  seconds: Number(values.seconds),
  clients: Number(values.clients),
  streams: Number(values.streams),
};
if (![load.seconds, load.clients, load.streams, load.rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'usage: run.js [--tls] [--user-server] [--seconds N] [--warmup N] [--rounds N] [--clients N] [--streams N]',
  );
  process.exit(2);
}
if (!hasH2load()) {
  console.error('h2load not found: install it with `apt-get install -y nghttp2-client`');
  process.exit(2);
}

const transport = values.tls ? 'h2-tls' : 'h2c';
const certificate: Certificate | undefined = values.tls ? makeCertificate() : undefined;
let results: ReturnType<typeof summariseHttp2>;
try {
  const figures = await runHttp2Rounds(
    [transport],
    [
      ...subjects.map((subject) => http2Subject(subject)),
      ...(values['user-server']
        ? [
            http2Subject('baton-lean', {
              label: `baton-lean on http2.${values.tls ? 'createSecureServer' : 'createServer'}(app)`,
              env: { [USER_SERVER_ENV]: 'on' },
            }),
          ]
        : []),
    ],
    load,
    certificate,
    (line) => console.error(line),
  );
  results = summariseHttp2(figures, subjectLabel('node'));
} finally {
  certificate?.remove();
}

console.log(
  `${transportTitles[transport]} GET / → {"hello":"world"}; h2load -D ${load.seconds} -c ${load.clients} -m ${load.streams}, ${load.rounds} interleaved rounds; median (min–max) of same-round ratios`,
);
console.log('| subject | server CPU µs/req | node:http2 CPU ÷ CPU | req/s | × node:http2 req/s | invalid rounds |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of results) {
  const invalid = row.rounds.filter((figure) => figure.problem !== undefined);
  console.log(
    `| ${row.subject} | ${row.cpuUsPerRequest?.toFixed(1) ?? '–'} | ${formatSpread(row.cpuRatioToNode)} | ${row.requestsPerSecond?.toFixed(0) ?? '–'} | ${formatSpread(row.rpsRatioToNode)} | ${invalid.length === 0 ? '0' : `${invalid.length}: ${invalid[0]!.problem}`} |`,
  );
}
