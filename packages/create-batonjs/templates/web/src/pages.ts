import { STATUS_CODES } from 'node:http';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import baton, { type Application, type ErrorRequestHandler, type RequestHandler, type Router } from 'batonjs';
import { Eta } from 'eta';
import { HttpError } from './http-error.js';

// Read at run time, not compiled: the same folder from src/ (dev, tests) and dist/ (start).
const VIEWS_DIR = fileURLToPath(new URL('../views/', import.meta.url));

/**
 * Makes eta the view engine: `res.render('index', data)` renders views/index.eta. eta escapes
 * every `<%= %>`; only `<%~ %>` writes raw HTML. Templates are cached in production only, so an
 * edit shows on the next request while developing.
 */
export function useViews(app: Application): void {
  const eta = new Eta({ views: VIEWS_DIR, autoEscape: true, cache: app.get('env') === 'production' });
  app.set('views', VIEWS_DIR);
  app.set('view engine', 'eta');
  // eta looks names up inside its own views folder; Baton hands the engine absolute paths.
  app.engine('eta', (path: string, options: object) => eta.renderAsync(`./${relative(VIEWS_DIR, path)}`, options));
}

/** The pages. The home page's list of items is filled in by public/app.js from the JSON API. */
export function pagesRouter(): Router {
  const router = baton.Router();
  router.get('/', (_req, res) => {
    res.render('index', { title: '{{name}}' });
  });
  return router;
}

/** A path nothing answered: the 404 page. */
export const pageNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `Nothing at ${req.originalUrl.split('?')[0]}`));
};

/** Errors outside /api as an HTML page; a 5xx is logged and shown with its title only. */
export const pageErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const err = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  const status = typeof err.status === 'number' && err.status >= 400 && err.status <= 599 ? err.status : 500;
  if (status >= 500 && req.app.get('env') !== 'test') console.error(error);
  const title = STATUS_CODES[status] ?? 'Error';
  const message = status < 500 && typeof err.message === 'string' ? err.message : title;
  res.status(status).render('error', { title, status, message });
};
