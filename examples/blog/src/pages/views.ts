import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Application } from 'batonjs';
import { Eta } from 'eta';

// Read at run time, not compiled: the same folder from src/pages/ (tests) and dist/pages/.
export const VIEWS_DIR = fileURLToPath(new URL('../../views/', import.meta.url));

/**
 * Makes eta the app's view engine through the Express settings (`views`, `view engine`) and
 * `app.engine`. eta escapes every `<%= %>` (autoEscape); only the layout's `<%~ it.body %>`, which
 * is HTML eta itself rendered, goes out raw. Templates are cached in production only, so an edit
 * shows on the next request while developing.
 *
 * @example
 * useEtaViews(app, process.env.NODE_ENV === 'production');
 */
export function useEtaViews(app: Application, production: boolean): void {
  const eta = new Eta({ views: VIEWS_DIR, autoEscape: true, cache: production });
  app.set('views', VIEWS_DIR);
  app.set('view engine', 'eta');
  // eta resolves names inside its own views folder; Baton hands the engine absolute paths.
  app.engine('eta', (path: string, options: object) => eta.renderAsync(`./${relative(VIEWS_DIR, path)}`, options));
}
