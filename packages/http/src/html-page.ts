/**
 * The small HTML page Express's final handler and serve-static answer errors and redirects with:
 * a title and a preformatted body. `bodyHtml` must already be escaped (it may hold a link).
 *
 * @example
 * htmlPage('Error', escapeHtml('Cannot GET /missing'));
 */
export function htmlPage(title: string, bodyHtml: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<pre>${bodyHtml}</pre>\n</body>\n</html>\n`;
}
