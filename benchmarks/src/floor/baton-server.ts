// One Baton variant of the floor run in its own process: `node baton-server.js <variant>`; answers
// GET / with the hello document through res.json, and speaks the scenario servers' IPC messages.
import { startBaton } from '../http/framework-servers.js';
import { serveOverIpc } from '../http/serve-over-ipc.js';
import { batonVariantNamed, setUpBatonVariant } from './baton-variants.js';

serveOverIpc(() => {
  const variant = batonVariantNamed(process.argv[2] ?? '');
  return startBaton('127.0.0.1', (app) => setUpBatonVariant(app, variant));
});
