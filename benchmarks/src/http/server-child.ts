// The process the harness spawns for one framework and one scenario:
//   node server-child.js <scenario> <framework> <fixtures-dir>
// It listens on 127.0.0.1, port 0, reports the port over IPC, answers peak-RSS queries, and exits
// when its parent disconnects or kills it. One process per server keeps each framework's memory
// and JIT state apart from the others'.
import type { AddressInfo } from 'node:net';
import { type ChildMessage, isParentMessage } from './child-messages.js';
import { isFramework } from './frameworks.js';
import { scenarioNamed } from './scenarios.js';

function send(message: ChildMessage, then?: () => void): void {
  process.send?.(message, undefined, {}, then);
}

async function main(): Promise<void> {
  const [scenarioName = '', framework, fixturesDir = ''] = process.argv.slice(2);
  if (!isFramework(framework)) throw new Error(`unknown framework "${framework}"`);
  const start = scenarioNamed(scenarioName).servers[framework];
  if (start === undefined) throw new Error(`scenario "${scenarioName}" has no ${framework} implementation`);
  const server = await start('127.0.0.1', { fixturesDir });
  process.on('message', (message) => {
    if (isParentMessage(message)) {
      // maxRSS is in kilobytes on Linux: the peak since the process started.
      send({ type: 'rss', maxRssKb: process.resourceUsage().maxRSS });
    }
  });
  process.on('disconnect', () => process.exit(0));
  // Exit normally on the parent's SIGTERM, so that `--cpu-prof` gets to write its profile.
  process.on('SIGTERM', () => process.exit(0));
  send({ type: 'ready', port: (server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  process.exitCode = 1;
  // Disconnect only once the reason is delivered, or the parent sees a bare exit.
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () =>
    process.disconnect?.(),
  );
});
