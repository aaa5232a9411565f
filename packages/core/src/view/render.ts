import { resolve } from 'node:path';
import { createError } from '../errors.js';
import type { ViewEngine } from '../types/views.js';
import { View, type ViewConstructor } from './view.js';

/**
 * How rendering reports back: the HTML, or the error (and no HTML). The public `RenderCallback`
 * types `html` as `string` as `@types/express` does; this is the truth it is called with.
 */
export type RenderDone = (err: Error | null, html?: string) => void;

/** What rendering needs from an app: its settings, locals, engines and view cache. */
export interface RenderHost {
  locals: object;
  engines: Record<string, ViewEngine>;
  cache: Record<string, unknown>;
  get(setting: string): unknown;
  enabled(setting: string): boolean;
}

function describeRoots(roots: readonly string[]): string {
  if (roots.length <= 1) return `directory "${roots[0] ?? ''}"`;
  return `directories "${roots.slice(0, -1).join('", "')}" or "${roots[roots.length - 1]}"`;
}

/**
 * Renders the view `name` for `app` (what `app.render` delegates to). Locals are
 * `app.locals`, then `options._locals` (the response's locals, put there by `res.render`), then
 * `options`. With `options.cache` (by default the `view cache` setting) the View found for a name
 * is kept in `app.cache`. A view that no directory holds fails with `BATON_VIEW_NOT_FOUND` (500)
 * naming every directory searched; engine errors are passed on as they are.
 *
 * @example
 * render(app, 'email/welcome', { name: 'Ada' }, (err, html) => { if (!err) mailer.send(html); });
 */
export function render(app: RenderHost, name: string, options: Record<string, unknown>, callback: RenderDone): void {
  const locals = (options._locals ?? undefined) as object | undefined;
  const renderOptions: Record<string, unknown> = { ...app.locals, ...locals, ...options };
  if (renderOptions.cache == null) renderOptions.cache = app.enabled('view cache');
  const cached = renderOptions.cache ? app.cache[name] : undefined;
  let view: View;
  if (cached !== undefined) {
    view = cached as View;
  } else {
    const ViewClass = (app.get('view') as ViewConstructor | undefined) ?? View;
    const root = (app.get('views') as string | readonly string[] | undefined) ?? resolve('views');
    try {
      view = new ViewClass(name, {
        defaultEngine: app.get('view engine') as string | undefined,
        root,
        engines: app.engines,
      });
    } catch (err) {
      callback(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (view.path === undefined) {
      const roots = typeof view.root === 'string' ? [view.root] : view.root;
      const err = createError(
        'BATON_VIEW_NOT_FOUND',
        `Failed to lookup view "${name}" in views ${describeRoots(roots)}`,
      );
      callback(Object.assign(err, { view }));
      return;
    }
    if (renderOptions.cache) app.cache[name] = view;
  }
  // A `view` class of the app's own may throw from render; Express hands that to the callback too.
  try {
    view.render(renderOptions, callback);
  } catch (err) {
    callback(err instanceof Error ? err : new Error(String(err)));
  }
}
