import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import baton from 'batonjs';
import { createApp } from '../src/app.js';

/**
 * Starts the app on a free port of the loopback interface, for real HTTP requests. `close`
 * shuts it down as src/server.ts does: in-flight requests finish, idle connections close.
 */
export async function startServer(): Promise<{ origin: string; close: () => Promise<unknown> }> {
  const server = createApp().listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => baton.shutdown(server, { timeout: 1_000 }),
  };
}
