import baton, { type Response, type Router } from 'batonjs';
import type { BlogStore } from '../store/blog-store.js';

export interface HealthOptions {
  readonly store: BlogStore;
  /** True once this process has begun to drain: it should get no new traffic. */
  readonly isDraining: () => boolean;
  /** How long `/readyz` waits for the database before calling it down. Default 2000 ms. */
  readonly timeoutMs?: number | undefined;
}

function answer(res: Response, status: number, body: Record<string, string>): void {
  // A probe wants the state now, never a cached copy.
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * The probes of load balancers and orchestrators, outside `/api` (plain JSON, no problem
 * responses, no rate limit, no request log):
 * - `GET /healthz`: liveness, 200 while the process serves; it does not touch the database, so a
 *   database outage does not get every process restarted;
 * - `GET /readyz`: readiness, 200 when the database answers `SELECT 1` within the timeout, 503
 *   when it does not or while the process drains (so traffic moves elsewhere first).
 *
 * @example
 * app.use(healthRouter({ store, isDraining: () => draining }));
 */
export function healthRouter(options: HealthOptions): Router {
  const timeoutMs = options.timeoutMs ?? 2000;
  const router = baton.Router();
  router.get('/healthz', (_req, res) => answer(res, 200, { status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    if (options.isDraining()) return answer(res, 503, { status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([options.store.ping(), timeout]);
      answer(res, 200, { status: 'ready' });
    } catch (err) {
      answer(res, 503, { status: 'database unreachable', detail: err instanceof Error ? err.message : String(err) });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
