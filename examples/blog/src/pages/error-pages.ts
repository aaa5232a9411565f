import type { ErrorRequestHandler, RequestHandler } from 'batonjs';
import { setErrorHeaders } from '../error-headers.js';
import { blogError } from '../errors.js';
import { toProblem } from '../rest/problem-handler.js';
import type { Assets } from './assets.js';
import type { PageLocals, PageLocalsOf } from './page-locals.js';

/**
 * The last stop for paths no route answered: a 404 for the error handler below to shape.
 *
 * @example
 * app.use(notFound);
 */
export const notFound: RequestHandler = (req, _res, next) => {
  next(blogError('NOT_FOUND', `Nothing is at ${req.path}.`));
};

/**
 * One error handler for every client outside /api: a browser (HTML preferred over JSON) gets
 * the error page in the site's layout, anyone else the problem JSON of `problemJson`. Both come
 * from `toProblem`, so status, title and the withholding of 5xx details in production agree.
 *
 * @example
 * app.use(notFound, errorPages(assets, createPageLocals(store, csrf, assets), problemHandler()));
 */
export function errorPages(
  assets: Assets,
  localsOf: PageLocalsOf,
  problemJson: ErrorRequestHandler,
): ErrorRequestHandler {
  return async (err, req, res, next) => {
    if (res.headersSent || req.accepts('json', 'html') !== 'html') {
      problemJson(err, req, res, next);
      return;
    }
    const problem = toProblem(err, String(req.app.get('env')));
    if (problem.status >= 500 && req.app.get('env') !== 'test') console.error(err);
    for (const name of ['ETag', 'Last-Modified', 'Vary']) res.removeHeader(name);
    setErrorHeaders(res, err);
    res.setHeader('Cache-Control', 'no-store');
    res.status(problem.status);
    // The header shows who is logged in, as on every page; if the store is what failed, nobody.
    const locals = await localsOf(req, res).catch(
      (): PageLocals => ({ me: undefined, csrfToken: () => '', assets: assets.links }),
    );
    res.render(
      'error',
      { ...locals, title: problem.title, status: problem.status, detail: problem.detail },
      (renderError, html) => {
        // A broken template must not hide the original error behind a second one.
        if (renderError !== null && renderError !== undefined) problemJson(err, req, res, next);
        else res.send(html);
      },
    );
  };
}
