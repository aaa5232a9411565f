import type { ServerResponse } from 'node:http';
import { htmlPage } from '@batonjs/http';

/**
 * Ends `res` with a small HTML page under the headers send uses for its own pages: a strict
 * Content-Security-Policy and `nosniff`, so the page can never run script or be re-typed.
 * `body` must already be escaped.
 *
 * @example
 * endWithHtml(res, 404, 'Error', 'Not Found');
 */
export function endWithHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const doc = htmlPage(title, body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(doc));
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(doc);
}
