import { routerSubjects } from '../in-process/routers.js';
import { measureRow, modeOf } from '../in-process/sampling.js';
import type { MicroBenchmark, MicroResult } from './types.js';

/** Middleware counts measured; 0 is the bare route each hop is measured against. */
export const chainLengths = [0, 1, 10, 50] as const;

/** The group of whole-request rows for `count` middleware. */
export function chainGroup(count: number): string {
  return `chain: one request through ${count} middleware`;
}

/** The group of per-hop rows. */
export const perHopGroup = 'chain: ns per middleware hop';

/**
 * One request through 0, 1, 10 and 50 pass-through middleware before its route, for every router
 * that has middleware; then the cost per hop, (t(n) − t(0)) / n, from the medians of this run
 * (the spread shown for a hop is that of t(n), shifted and scaled the same way).
 *
 * @example
 * const rows = await run({ quick: false });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const rows: MicroResult[] = [];
  const perHop: MicroResult[] = [];
  for (const subject of routerSubjects) {
    let bare: MicroResult | undefined;
    for (const count of chainLengths) {
      const router = await subject.create();
      if (router.middleware === undefined) break;
      let hits = 0;
      router.middleware(count);
      router.route('/', () => {
        hits++;
      });
      const unmatched = (error?: unknown): void => {
        throw new Error(`${subject.name} did not route / through ${count} middleware: ${String(error ?? 'no match')}`);
      };
      router.dispatch('/', unmatched);
      if (hits !== 1) throw new Error(`${subject.name} did not reach / through ${count} middleware synchronously`);
      const row = await measureRow(chainGroup(count), subject.name, () => router.dispatch('/', unmatched), mode);
      rows.push(row);
      if (count === 0) bare = row;
      else if (bare !== undefined) {
        perHop.push({
          group: perHopGroup,
          subject: `${subject.name}, ${count} middleware`,
          medianNs: (row.medianNs - bare.medianNs) / count,
          p25Ns: (row.p25Ns - bare.medianNs) / count,
          p75Ns: (row.p75Ns - bare.medianNs) / count,
          samples: row.samples,
        });
      }
    }
  }
  return [...rows, ...perHop];
};
