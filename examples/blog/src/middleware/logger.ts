import type { RequestHandler } from 'batonjs';

export interface LoggerOptions {
  /** Where lines go; default `process.stdout`. Tests pass a stream of their own to read them. */
  readonly stream?: { write(line: string): unknown } | undefined;
}

/**
 * Logs `<prefix> <method> <url> <status> <ms>ms` once per request, when the response has finished
 * (or the connection closed first: then the status is `-`). The URL is the one the client sent
 * (`req.originalUrl`), not the part left after a mount point.
 *
 * @example
 * app.use(logger('[blog]')); // [blog] GET /api/blogs?limit=2 200 1.4ms
 */
export function logger(prefix: string, options: LoggerOptions = {}): RequestHandler {
  const stream = options.stream ?? process.stdout;
  return (req, res, next) => {
    const start = performance.now();
    const url = req.originalUrl || req.url || '';
    let logged = false;
    const log = (): void => {
      if (logged) return;
      logged = true;
      const status = res.writableFinished ? String(res.statusCode) : '-';
      stream.write(`${prefix} ${req.method} ${url} ${status} ${(performance.now() - start).toFixed(1)}ms\n`);
    };
    res.once('finish', log);
    res.once('close', log);
    next();
  };
}
