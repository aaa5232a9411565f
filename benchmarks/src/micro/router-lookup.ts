import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { modeOf } from '../in-process/sampling.js';
import { median } from '../stats.js';
import type { MicroBenchmark, MicroResult } from './types.js';

/** Table sizes measured; flat cost from the first to the last is the budget. */
export const routeCounts = [10, 100, 1000, 10_000] as const;

/** The shapes of route table measured. */
export const tableKinds = ['static', 'param', 'mixed'] as const;
export type TableKind = (typeof tableKinds)[number];

/**
 * The group name of one table kind and size, as the report and the budgets read it.
 *
 * @example
 * lookupGroup('param', 1000); // 'router lookup: param, 1000 routes'
 */
export function lookupGroup(kind: TableKind, count: number): string {
  return `router lookup: ${kind}, ${count} routes`;
}

// Rounds per mode: every table is measured once per round, in a fresh process.
const roundsByMode = { full: 7, quick: 5, smoke: 1 } as const;

const childEntry = fileURLToPath(new URL('../in-process/lookup-child.js', import.meta.url));
const run$ = promisify(execFile);

async function measureInChild(kind: TableKind, count: number, mode: keyof typeof roundsByMode): Promise<MicroResult[]> {
  const { stdout } = await run$(process.execPath, [childEntry, kind, String(count), mode], {
    timeout: 300_000,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as MicroResult[];
}

/** One row per group and subject from its rounds: medians of the rounds' figures, and the rounds kept. */
function combine(rounds: readonly MicroResult[][]): MicroResult[] {
  const byKey = new Map<string, MicroResult[]>();
  for (const row of rounds.flat()) {
    const key = `${row.group}\u0000${row.subject}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.values()].map((rows) => {
    const first = rows[0] as MicroResult;
    return {
      group: first.group,
      subject: first.subject,
      medianNs: median(rows.map((row) => row.medianNs)),
      p25Ns: median(rows.map((row) => row.p25Ns)),
      p75Ns: median(rows.map((row) => row.p75Ns)),
      samples: rows.reduce((sum, row) => sum + row.samples, 0),
      roundsNs: rows.map((row) => row.medianNs),
    };
  });
}

/**
 * Router lookup for the last-registered route at 10 to 10,000 routes: static paths, `:param`
 * paths, and params mixed with prefix middleware, each router dispatching a plain-object request.
 *
 * Each table is timed in a process of its own, in rounds that visit every table (starting one
 * table later each round). Timed one after another in one process, the same table measured
 * 0.45–1.3 µs from run to run: V8's code for the router depended on which tables had run before
 * and when the collector last ran, which made the 10,000 ÷ 10 budget pass or fail by luck. Rows
 * carry every round's median (`roundsNs`) so that the budget takes its ratio within a round.
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const tables = tableKinds.flatMap((kind) => routeCounts.map((count) => [kind, count] as const));
  const rounds: MicroResult[][] = [];
  for (let round = 0; round < roundsByMode[mode]; round++) {
    const rows = new Map<number, MicroResult[]>();
    for (let k = 0; k < tables.length; k++) {
      const at = (k + round) % tables.length;
      const [kind, count] = tables[at] as (typeof tables)[number];
      rows.set(at, await measureInChild(kind, count, mode));
    }
    // Rows in the report's order (kind, then size), whatever order they were timed in.
    rounds.push(tables.flatMap((_, at) => rows.get(at) ?? []));
  }
  return combine(rounds);
};
