// One benchmark subject in its own process, so the load generator and the other subjects do not
// share its event loop: `node server.js <subject> [key.pem cert.pem]` prints the port, then serves
// until killed; with a key and certificate it serves HTTP/2 over TLS, otherwise h2c.
import { readFileSync } from 'node:fs';
import { startSubject, subjects } from './subjects.js';

const subject = subjects.find((s) => s === process.argv[2]);
if (subject === undefined) {
  console.error(`usage: server.js <${subjects.join('|')}> [key.pem cert.pem]`);
  process.exit(2);
}
const [keyFile, certFile] = process.argv.slice(3);
const tls =
  keyFile === undefined || certFile === undefined
    ? undefined
    : { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
const port = await startSubject(subject, tls);
process.stdout.write(`${port}\n`);
