// Server memory with many idle keep-alive connections: each framework's hello-json server, then
// 10,000 connections to 127.0.0.1 that each made one request and stay open; the server's resident
// set size before and after. Frameworks alternate round by round. Runs on its own:
//   node benchmarks/dist/memory/run.js [--connections 10000] [--batch 500] [--rounds 3] [--frameworks node,baton,fastify]
// Needs a file-descriptor limit above the connection count in this process and the server's
// (`ulimit -n`); the command says so when it is too low.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isFramework } from '../http/frameworks.js';
import { spawnScenarioServer } from '../http/spawn-server.js';
import { median } from '../stats.js';
import { currentRssKb, openIdleConnections } from './idle-connections.js';

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

const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
// The hello body ends every answer; a chunked one is complete with its last chunk.
const answered = (text: string): boolean => text.endsWith('}') || text.endsWith('0\r\n\r\n');
const scratch = await mkdtemp(join(tmpdir(), 'baton-memory-'));
const samples = new Map<string, { before: number; after: number; open: number }[]>(frameworks.map((f) => [f, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    const order = frameworks.map((_, i) => frameworks[(i + round - 1) % frameworks.length]!);
    for (const framework of order) {
      const server = await spawnScenarioServer({ scenario: 'hello-json', framework, fixturesDir: scratch });
      try {
        // One request first, so lazily loaded code is in before the baseline is read.
        const warm = await openIdleConnections(server.port, 1, 1, request, answered);
        warm.close();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const before = currentRssKb(server.pid);
        const idle = await openIdleConnections(server.port, count, batch, request, answered);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const after = currentRssKb(server.pid);
        const open = idle.open();
        idle.close();
        samples.get(framework)?.push({ before, after, open });
        console.error(
          `round ${round}/${rounds} ${framework}: ${(before / 1024).toFixed(1)} MB → ${(after / 1024).toFixed(1)} MB with ${open} open`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const hint = /EMFILE|EADDRNOTAVAIL/.test(message) ? ' (raise `ulimit -n` above the connection count)' : '';
        console.error(`round ${round}/${rounds} ${framework}: ${message}${hint}`);
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

const summary = (framework: string) => {
  const list = samples.get(framework) ?? [];
  if (list.length === 0) return undefined;
  return {
    before: median(list.map((s) => s.before)),
    after: median(list.map((s) => s.after)),
    perConnection: median(list.map((s) => ((s.after - s.before) * 1024) / count)),
    open: Math.min(...list.map((s) => s.open)),
  };
};
const node = summary('node');
console.log(`${count} idle keep-alive connections (one request each), median of ${rounds} rounds; RSS from /proc`);
console.log(
  '| framework | RSS before | RSS with the connections | × node | bytes per connection | fewest still open |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const framework of frameworks) {
  const figures = summary(framework);
  if (figures === undefined) {
    console.log(`| ${framework} | – | – | – | – | – |`);
    continue;
  }
  const ratio = node === undefined ? '–' : (figures.after / node.after).toFixed(2);
  console.log(
    `| ${framework} | ${(figures.before / 1024).toFixed(1)} MB | ${(figures.after / 1024).toFixed(1)} MB | ${ratio} | ${figures.perConnection.toFixed(0)} | ${figures.open} |`,
  );
}
