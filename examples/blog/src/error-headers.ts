import type { Response } from 'batonjs';

/**
 * Sets the response headers an error asks for (`Retry-After` on a 429, `Allow` on a 405), as
 * http-errors' `headers` property carries them, whatever the error page's format.
 *
 * @example
 * setErrorHeaders(res, blogError('RATE_LIMITED', '…', { headers: { 'Retry-After': '30' } }));
 */
export function setErrorHeaders(res: Response, err: unknown): void {
  const headers = (err as { headers?: unknown } | null)?.headers;
  if (typeof headers !== 'object' || headers === null) return;
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || typeof value === 'number') res.setHeader(name, value);
  }
}
