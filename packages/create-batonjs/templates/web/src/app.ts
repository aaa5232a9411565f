import { fileURLToPath } from 'node:url';
import baton, { type Application } from 'batonjs';
import { pageErrorHandler, pageNotFound, pagesRouter, useViews } from './pages.js';
import { notFound, problemHandler } from './problem.js';
import { itemsRouter } from './routes/items.js';

// Read at run time, not compiled: the same folder from src/ (dev, tests) and dist/ (start).
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/**
 * The app, without a server: src/server.ts listens with it, the tests start it on a free port.
 * Middleware and routes run in the order they are added; error handlers come last. The JSON API
 * under /api answers errors as problem JSON, the pages as HTML.
 */
export function createApp(): Application {
  const app = baton();
  useViews(app);

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/api', baton.json({ limit: '100kb' }), itemsRouter(), notFound, problemHandler);

  app.use(baton.static(PUBLIC_DIR, { maxAge: app.get('env') === 'production' ? '1h' : 0 }));
  app.use(pagesRouter());

  app.use(pageNotFound);
  app.use(pageErrorHandler);
  return app;
}
