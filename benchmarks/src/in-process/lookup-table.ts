import { lookupGroup, type TableKind } from '../micro/router-lookup.js';
import type { MicroResult } from '../micro/types.js';
import { type RouterUnderTest, routerSubjects } from './routers.js';
import { type Mode, measureRow } from './sampling.js';

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
 * Times every router's lookup of the last-registered route in one table of `count` routes of
 * `kind`: one row per router that can hold the table. The router-lookup benchmark runs this in a
 * process of its own per table (see lookup-child.ts), so each table is timed on code V8 compiled
 * for it alone.
 *
 * @example
 * const rows = await measureTable('param', 1000, 'quick');
 */
export async function measureTable(kind: TableKind, count: number, mode: Mode): Promise<MicroResult[]> {
  const rows: MicroResult[] = [];
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
    rows.push(await measureRow(lookupGroup(kind, count), subject.name, () => router.dispatch(path, unmatched), mode));
  }
  return rows;
}
