// The process the harness spawns for one framework and one scenario:
//   node server-child.js <scenario> <framework> <fixtures-dir>
// (with BATON_BENCH_EXPRESS_DEFAULTS=off, Baton's servers run with Express's defaults off).
// It listens on 127.0.0.1, port 0, reports the port over IPC, answers peak-RSS queries, and exits
// when its parent disconnects or kills it. One process per server keeps each framework's memory
// and JIT state apart from the others'.
import { isImplementation } from './frameworks.js';
import { scenarioNamed } from './scenarios.js';
import { serveOverIpc } from './serve-over-ipc.js';

serveOverIpc(async () => {
  const [scenarioName = '', framework, fixturesDir = ''] = process.argv.slice(2);
  // baton-lean is `baton` started with Express's defaults off by the environment (spawn-server.ts).
  if (!isImplementation(framework)) throw new Error(`unknown framework "${framework}"`);
  const start = scenarioNamed(scenarioName).servers[framework];
  if (start === undefined) throw new Error(`scenario "${scenarioName}" has no ${framework} implementation`);
  return start('127.0.0.1', { fixturesDir });
});
