import type { RequestHandler } from 'batonjs';
import { cacheControl } from 'batonjs/cache';

/** The Cache-Control of the API's reads. */
export interface CachePolicy {
  /** One blog or author: `public, max-age=<maxAge>` (and `Expires`). */
  readonly item: RequestHandler;
  /**
   * The list: `public, no-cache`, so a new post shows at once; the ETag makes each revalidation
   * a cheap 304 while nothing changed.
   */
  readonly list: RequestHandler;
}

/**
 * @example
 * const policy = createCachePolicy(60);
 * router.get('/:id', policy.item, handler);
 */
export function createCachePolicy(maxAge: number): CachePolicy {
  return {
    item: cacheControl({ public: true, maxAge }),
    list: cacheControl({ public: true, noCache: true }),
  };
}
