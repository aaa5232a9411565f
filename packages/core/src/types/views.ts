/**
 * A template engine as Express defines it (`app.engine(ext, fn)`, a module's `__express`): render
 * the file at `path` with `options` (the merged locals) and call back with the HTML. Baton also
 * accepts engines that return a promise of the HTML instead of calling back.
 *
 * @example
 * const plain: ViewEngine = (path, options, callback) =>
 *   readFile(path, 'utf8').then((text) => callback(null, text.replaceAll('{{name}}', String(options.name))), callback);
 */
export type ViewEngine = (
  path: string,
  options: Record<string, unknown>,
  callback: (err: Error | null, html?: string) => void,
) => unknown;

/**
 * Called once with the HTML, or with the error that prevented it (then `html` is undefined at run
 * time; typed `string` as in `@types/express`, so `res.send(html)` after an error check compiles).
 *
 * @example
 * app.render('email', { name: 'Ada' }, (err, html) => (err ? next(err) : mail(html)));
 */
export type RenderCallback = (err: Error | null, html: string) => void;
