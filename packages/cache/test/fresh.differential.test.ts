import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import fresh from 'fresh';
import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, formatHttpDate, parseEntityTag } from '../src/index.js';

/**
 * For the inputs both understand the same way (well-formed tags without commas, valid past dates,
 * GET, no `Cache-Control: no-cache` in the request), our 304 decision equals `fresh`, the package
 * behind Express's `req.fresh`.
 */
const NOW = Date.UTC(2025, 5, 1);
const tagText = fc.stringMatching(/^[a-z0-9]{1,3}$/);
const tag = fc.tuple(fc.boolean(), tagText).map(([weak, text]) => `${weak ? 'W/' : ''}"${text}"`);
const time = fc.integer({ min: 0, max: 10 }).map((hours) => NOW - hours * 3_600_000);

describe('evaluatePreconditions against fresh', () => {
  it('agrees on when a GET is not modified', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.oneof(
            fc.constant('*'),
            fc.array(tag, { minLength: 1, maxLength: 4 }).map((t) => t.join(', ')),
          ),
          {
            nil: undefined,
          },
        ),
        fc.option(time.map(formatHttpDate), { nil: undefined }),
        fc.option(tag, { nil: undefined }),
        fc.option(time, { nil: undefined }),
        (ifNoneMatch, ifModifiedSince, etag, lastModified) => {
          const headers: Record<string, string> = {};
          if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
          if (ifModifiedSince !== undefined) headers['if-modified-since'] = ifModifiedSince;
          const resHeaders: Record<string, string> = {};
          if (etag !== undefined) resHeaders.etag = etag;
          if (lastModified !== undefined) resHeaders['last-modified'] = formatHttpDate(lastModified);
          const ours = evaluatePreconditions(
            { method: 'GET', headers } as IncomingMessage,
            { etag: etag === undefined ? undefined : parseEntityTag(etag), lastModified, exists: true },
            NOW,
          );
          expect(ours === 'not-modified').toBe(fresh(headers, resHeaders));
        },
      ),
      { numRuns: 500 },
    );
  });
});
