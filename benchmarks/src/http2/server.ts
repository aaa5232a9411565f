// One HTTP/2 subject in its own process, so the load generator and the other subjects do not
// share its event loop: `node server.js <node|baton|fastify> [key.pem cert.pem]`, spawned by the
// harness (spawnServerProcess) and reporting its port over IPC; with a key and certificate it
// serves HTTP/2 over TLS, otherwise h2c. `baton-lean` is `baton` started with
// BATON_BENCH_EXPRESS_DEFAULTS=off (express-defaults.ts).
import { readFileSync } from 'node:fs';
import { serveOverIpc } from '../http/serve-over-ipc.js';
import { isSubject, startSubject } from './subjects.js';

serveOverIpc(async () => {
  const [name, keyFile, certFile] = process.argv.slice(2);
  if (!isSubject(name) || name === 'baton-lean') throw new Error(`unknown HTTP/2 subject "${name}"`);
  const tls =
    keyFile === undefined || certFile === undefined
      ? undefined
      : { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  return startSubject(name, tls);
});
