import { basename, extname } from 'node:path';
import { contentDisposition } from '@batonjs/http';
import type { Response } from '../types/response.js';

/**
 * `res.attachment(filename?)`: marks the response as a download (`Content-Disposition:
 * attachment`, with the file's name encoded per RFC 6266/8187) and sets `Content-Type` from the
 * name's extension.
 *
 * @example
 * res.attachment('reports/2024 r\u00e9sum\u00e9.pdf').send(pdfBytes);
 * // Content-Type: application/pdf
 * // Content-Disposition: attachment; filename="2024 r?sum?.pdf"; filename*=UTF-8''2024%20r%C3%A9sum%C3%A9.pdf
 */
export function attachment(this: Response, filename?: string): Response {
  const name = filename === undefined ? undefined : basename(filename);
  if (name) this.type(extname(name));
  return this.set('Content-Disposition', contentDisposition(name));
}
