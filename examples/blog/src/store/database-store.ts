import type { CounterStore } from '../middleware/counter-store.js';
import type { BlogStore } from './blog-store.js';

/**
 * A {@link BlogStore} that also keeps the rate limiter's counters in its database, so that every
 * process using that database shares one budget per client. `close()` closes both.
 *
 * @example
 * const store = await openPostgresStore({ pool, seed: SEED_DATA });
 * createBlogApp({ store, rateLimit: { read: 600, write: 60, store: store.counters }, sessionSecret });
 */
export interface DatabaseStore extends BlogStore {
  readonly counters: CounterStore;
}
