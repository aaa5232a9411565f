import baton, { type Application } from 'batonjs';
import { notFound, problemHandler } from './problem.js';
import { itemsRouter } from './routes/items.js';

/**
 * The app, without a server: src/server.ts listens with it, the tests start it on a free port.
 * Middleware and routes run in the order they are added; the error handler comes last.
 */
export function createApp(): Application {
  const app = baton();
  app.use(baton.json({ limit: '100kb' }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/api', itemsRouter());

  app.use(notFound);
  app.use(problemHandler);
  return app;
}
