import type { AddressInfo, Server } from 'node:net';
import { type ChildMessage, isParentMessage } from './child-messages.js';

function send(message: ChildMessage, then?: () => void): void {
  process.send?.(message, undefined, {}, then);
}

/**
 * The body of a server process the harness spawns: starts the server (node:http, node:http2 or any
 * other net.Server), reports its port over IPC,
 * answers peak-RSS queries, and exits when the parent disconnects or sends SIGTERM. A failure to
 * start is reported to the parent before the process goes.
 *
 * @example
 * serveOverIpc(() => listen(createServer(handler), '127.0.0.1'));
 */
export function serveOverIpc(start: () => Promise<Server>): void {
  start()
    .then((server) => {
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
    })
    .catch((error: unknown) => {
      process.exitCode = 1;
      // Disconnect only once the reason is delivered, or the parent sees a bare exit.
      send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () =>
        process.disconnect?.(),
      );
    });
}
