// One subject in its own process, so the load generator does not share its event loop:
// `node server.js <subject>` prints the port, then serves until killed.
import type { AddressInfo } from 'node:net';
import { startSubject, subjects } from './subjects.js';

const subject = subjects.find((s) => s === process.argv[2]);
if (subject === undefined) {
  console.error(`usage: server.js <${subjects.join('|')}>`);
  process.exit(2);
}
const server = await startSubject(subject);
process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
