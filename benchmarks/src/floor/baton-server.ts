// One Baton variant of the floor run in its own process: `node baton-server.js <variant>`; answers
// GET / with the hello document through res.json, and speaks the scenario servers' IPC messages.
import { startBaton } from '../http/framework-servers.js';
import { hello } from '../http/scenarios/payloads.js';
import { serveOverIpc } from '../http/serve-over-ipc.js';
import { batonVariantNamed } from './baton-variants.js';

serveOverIpc(() => {
  const variant = batonVariantNamed(process.argv[2] ?? '');
  return startBaton('127.0.0.1', (app) => {
    if (variant.noETag === true) app.set('etag', false);
    if (variant.noPoweredBy === true) app.disable('x-powered-by');
    app.get('/', (_req, res) => {
      res.json(hello);
    });
  });
});
