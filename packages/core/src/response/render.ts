import type { Response } from '../types/response.js';
import type { RenderCallback } from '../types/views.js';
import type { RenderDone } from '../view/render.js';

/**
 * `res.render(view, locals?, callback?)`: renders a view through `req.app.render` with the
 * response's `res.locals` merged under `locals`. Without a callback the HTML is sent (200,
 * `text/html`) and an error goes to `next`; with one, the callback decides.
 *
 * @example
 * res.render('users/show', { user });
 * res.render('email', { user }, (err, html) => (err ? next(err) : res.json({ html })));
 */
export function render(
  this: Response,
  view: string,
  locals?: object | RenderCallback,
  callback?: RenderCallback,
): void {
  const req = this.req;
  const options = typeof locals === 'function' || locals === undefined ? {} : locals;
  const given = typeof locals === 'function' ? (locals as RenderCallback) : callback;
  const done: RenderCallback =
    given ??
    ((err, html) => {
      // This runs later, outside the router's try/catch: a throw here (a render error, or a
      // response already sent) would be uncaught, so every failure goes to next instead.
      try {
        if (err) throw err;
        this.send(html);
      } catch (failure) {
        if (req.next !== undefined) req.next(failure);
        // Outside a router: answer 500, or cut a response already under way; never rethrow here.
        else if (this.headersSent) this.destroy();
        else this.sendStatus(500);
      }
    });
  req.app.render(view, { ...options, _locals: this.locals }, done);
}
