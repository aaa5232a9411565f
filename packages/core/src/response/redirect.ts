import { STATUS_CODES } from 'node:http';
import { escapeHtml } from '@batonjs/http';
import type { Response } from '../types/response.js';
import { assertUnsent } from './already-sent.js';

/**
 * `res.redirect([status,] url)`: redirects with `status` (302 by default) to `url`, which is set
 * as an encoded `Location` (see `res.location`). The body follows `Accept`: a short `text/plain`
 * sentence, or a small HTML page naming the escaped address, or empty when neither is acceptable. HEAD
 * gets headers only.
 *
 * @example
 * res.redirect('/login');
 * res.redirect(301, 'https://example.com/new-home');
 */
export function redirect(this: Response, ...args: [url: string] | [status: number, url: string]): void {
  assertUnsent(this, 'res.redirect()');
  const [code, target] = args.length === 1 ? [302, args[0]] : args;
  // Validate before touching a header, so a bad status leaves nothing half set.
  this.status(code);
  const address = String(this.location(String(target)).getHeader('Location'));
  const reason = STATUS_CODES[code] ?? String(code);
  let body = '';
  this.format({
    text: () => {
      body = `${reason}. Redirecting to ${address}`;
    },
    html: () => {
      // The address as escaped text, not a link, as Express 5 has it: a link would make a
      // `javascript:` target clickable on the page shown when a client does not follow the redirect.
      const text = escapeHtml(address);
      body = `<!DOCTYPE html><head><title>${reason}</title></head><body><p>${reason}. Redirecting to ${text}</p></body>`;
    },
    default: () => {
      body = '';
    },
  });
  this.setHeader('Content-Length', Buffer.byteLength(body));
  if (this.req.method === 'HEAD') this.end();
  else this.end(body);
}
