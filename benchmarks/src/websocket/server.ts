// One WebSocket subject in its own process, so the clients do not share its event loop:
// `node --expose-gc server.js <subject>` prints the port, then serves until killed. Asked 'heap'
// over IPC, it collects garbage and answers with the bytes still held (JS heap and buffers).
import type { AddressInfo } from 'node:net';
import { startSubject, subjects } from './subjects.js';

const subject = subjects.find((s) => s === process.argv[2]);
if (subject === undefined) {
  console.error(`usage: server.js <${subjects.join('|')}>`);
  process.exit(2);
}
const server = await startSubject(subject);
process.on('message', (message) => {
  if (message !== 'heap') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { heapUsed, external } = process.memoryUsage();
  process.send?.(gc === undefined ? null : heapUsed + external);
});
// The IPC channel must not keep the process alive on its own.
process.channel?.unref();
process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
