// Server memory with many idle keep-alive connections, on its own, as a console table; the main
// run (`run.js`) measures it the same way into the report. See measure-memory.ts.
//   node benchmarks/dist/memory/run.js [--connections 10000] [--batch 500] [--rounds 3] [--frameworks node,baton,fastify]
// Needs a file-descriptor limit above the connection count in this process and the server's
// (`ulimit -n`); the command says so when it is too low.
import { parseArgs } from 'node:util';
import { isFramework } from '../http/frameworks.js';
import { formatSpread } from '../round-ratios.js';
import { measureMemory } from './measure-memory.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    batch: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
    frameworks: { type: 'string', default: 'node,baton,fastify' },
  },
});
const count = Number(values.connections);
const batch = Number(values.batch);
const rounds = Number(values.rounds);
const frameworks = values.frameworks.split(',').filter(isFramework);
if (![count, batch, rounds].every((n) => Number.isInteger(n) && n > 0) || !frameworks.includes('node')) {
  console.error(
    'usage: run.js [--connections N] [--batch N] [--rounds N] [--frameworks node,…] (node is the yardstick)',
  );
  process.exit(2);
}

const run = await measureMemory({ connections: count, batch, rounds, frameworks, log: (line) => console.error(line) });
console.log(
  `${count} idle keep-alive connections (one request each), median of ${rounds} rounds; RSS from /proc; × node: same-round ratio, median (min–max)`,
);
console.log(
  '| framework | RSS before | RSS with the connections | × node | bytes per connection | fewest still open |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of run.results) {
  const mb = (kb: number | null): string => (kb === null ? '–' : `${(kb / 1024).toFixed(1)} MB`);
  console.log(
    `| ${row.framework} | ${mb(row.beforeKb)} | ${mb(row.afterKb)} | ${formatSpread(row.ratioToNode)} | ${row.bytesPerConnection?.toFixed(0) ?? '–'} | ${row.fewestOpen ?? '–'} |`,
  );
}
