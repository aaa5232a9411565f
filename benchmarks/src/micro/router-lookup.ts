import { type RouterUnderTest, routerSubjects } from '../in-process/routers.js';
import { measureRow, modeOf } from '../in-process/sampling.js';
import type { MicroBenchmark, MicroResult } from './types.js';

/** Table sizes measured; flat cost from the first to the last is the budget. */
export const routeCounts = [10, 100, 1000, 10_000] as const;

/** The shapes of route table measured. */
export const tableKinds = ['static', 'param', 'mixed'] as const;
type TableKind = (typeof tableKinds)[number];

/**
 * The group name of one table kind and size, as the report and the budgets read it.
 *
 * @example
 * lookupGroup('param', 1000); // 'router lookup: param, 1000 routes'
 */
export function lookupGroup(kind: TableKind, count: number): string {
  return `router lookup: ${kind}, ${count} routes`;
}

// Fills `router` with `count` routes of `kind` and returns the path of the last-registered one.
// 'mixed' puts prefix middleware (that never matches the request) before every tenth route.
function fill(router: RouterUnderTest, kind: TableKind, count: number, handler: () => void): string | undefined {
  if (kind === 'mixed' && router.use === undefined) return undefined;
  for (let i = 0; i < count; i++) {
    if (kind === 'static') router.route(`/static-${i}/items`, handler);
    else if (kind === 'param') router.route(`/param-${i}/:id`, handler);
    else {
      if (i % 10 === 0) router.use?.(`/mw-${i}`);
      router.route(`/mixed-${i}/:id`, handler);
    }
  }
  const last = count - 1;
  return kind === 'static' ? `/static-${last}/items` : `/${kind}-${last}/42`;
}

/**
 * Router lookup for the last-registered route at 10 to 10,000 routes: static paths, `:param`
 * paths, and params mixed with prefix middleware, each router dispatching a plain-object request.
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const rows: MicroResult[] = [];
  for (const kind of tableKinds) {
    for (const count of routeCounts) {
      for (const subject of routerSubjects) {
        const router = await subject.create();
        let hits = 0;
        const path = fill(router, kind, count, () => {
          hits++;
        });
        if (path === undefined) continue;
        const unmatched = (error?: unknown): void => {
          throw new Error(`${subject.name} did not route ${path}: ${String(error ?? 'no match')}`);
        };
        router.dispatch(path, unmatched);
        // Timing only means something if the route ran, and ran before dispatch returned.
        if (hits !== 1) throw new Error(`${subject.name} did not reach ${path} synchronously`);
        rows.push(
          await measureRow(lookupGroup(kind, count), subject.name, () => router.dispatch(path, unmatched), mode),
        );
      }
    }
  }
  return rows;
};
