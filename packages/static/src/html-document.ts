import type { ServerResponse } from 'node:http';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes the five characters that matter in HTML text and attribute values.
 *
 * @example
 * escapeHtml('<a href="x">'); // '&lt;a href=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The small HTML page serve-static answers redirects and errors with (its shape, our code), so
 * browsers show something readable. `body` must already be escaped.
 *
 * @example
 * htmlDocument('Error', 'Not Found');
 */
function htmlDocument(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<pre>${body}</pre>\n</body>\n</html>\n`;
}

/**
 * Ends `res` with a small HTML page under the headers send uses for its own pages: a strict
 * Content-Security-Policy and `nosniff`, so the page can never run script or be re-typed.
 * `body` must already be escaped.
 *
 * @example
 * endWithHtml(res, 404, 'Error', 'Not Found');
 */
export function endWithHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const doc = htmlDocument(title, body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(doc));
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(doc);
}
