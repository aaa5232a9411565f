import { STATUS_CODES } from 'node:http';
import { escapeHtml } from '@batonjs/static';
import type { Response } from '../response.js';
import { assertUnsent } from './already-sent.js';

/**
 * A link is only offered for targets a browser navigates to harmlessly: relative references and
 * http(s). A `javascript:` or `data:` target stays plain (escaped) text, since the page is shown
 * exactly when the client did not follow the redirect.
 */
const SAFE_LINK = /^(?:https?:|[^:/?#]*(?:[/?#]|$))/i;

/**
 * `res.redirect([status,] url)`: redirects with `status` (302 by default) to `url`, which is set
 * as an encoded `Location` (see `res.location`). The body follows `Accept`: a short `text/plain`
 * sentence, or a small HTML page with an escaped link, or empty when neither is acceptable. HEAD
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
      const href = escapeHtml(address);
      const target = SAFE_LINK.test(address) ? `<a href="${href}">${href}</a>` : href;
      body = `<!DOCTYPE html><head><title>${reason}</title></head><body><p>${reason}. Redirecting to ${target}</p></body>`;
    },
    default: () => {
      body = '';
    },
  });
  this.setHeader('Content-Length', Buffer.byteLength(body));
  if (this.req.method === 'HEAD') this.end();
  else this.end(body);
}
