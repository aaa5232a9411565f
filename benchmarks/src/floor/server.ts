// One raw node:http variant in its own process: `node server.js <variant>`; answers GET / with the
// hello document and anything else with 404, and speaks the scenario servers' IPC messages.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '../http/listen.js';
import { serveOverIpc } from '../http/serve-over-ipc.js';
import { rawVariantNamed } from './variants.js';

serveOverIpc(async () => {
  const variant = rawVariantNamed(process.argv[2] ?? '');
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    if (variant.noDate === true) res.sendDate = false;
    if (req.method === 'GET' && req.url === '/') variant.send(res);
    else res.writeHead(404).end();
  };
  return listen(
    createServer(variant.deferred === true ? (req, res) => setImmediate(answer, req, res) : answer),
    '127.0.0.1',
  );
});
