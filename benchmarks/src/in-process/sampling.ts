import { measure } from 'mitata';
import type { MicroBenchmark, MicroResult } from '../micro/types.js';

/** How much sampling a run affords: full, quick (bench:quick) or smoke (CI: a few samples only). */
export type Mode = 'full' | 'quick' | 'smoke';

/**
 * The options handed to every micro benchmark. `smoke` rides along beyond MicroBenchmark's own
 * `quick` so that modules which know it can sample even less; the others see `quick: true`.
 */
export interface MicroOptions {
  readonly quick: boolean;
  readonly smoke?: boolean;
}

/**
 * The options a micro benchmark receives in a mode.
 *
 * @example
 * await run(microOptions('smoke')); // { quick: true, smoke: true }
 */
export function microOptions(mode: Mode): MicroOptions {
  return mode === 'full' ? { quick: false } : mode === 'quick' ? { quick: true } : { quick: true, smoke: true };
}

/**
 * The mode a micro benchmark was called in.
 *
 * @example
 * export const run: MicroBenchmark = async (options) => measureAll(modeOf(options));
 */
export function modeOf(options: Parameters<MicroBenchmark>[0]): Mode {
  if ('smoke' in options && options.smoke === true) return 'smoke';
  return options.quick ? 'quick' : 'full';
}

// mitata's defaults (642 ms of samples per subject) for full runs; a tenth of that for quick, in
// batches of 32,768 calls for operations under 65 µs rather than mitata's 4,096. With 4,096 a
// quick run's dozen batches of a router dispatch (~0.3 µs) lasted 1–2 ms each: some ran before V8
// had optimised Baton's router and some caught a scavenge, so one table read 0.36–2.3 µs between
// batches and its median 0.7–0.8 µs. Batches eight times longer amortise both: 0.25–0.33 µs in
// six runs, each batch within ±15 % of its median.
const samplingByMode = {
  full: {},
  quick: { min_cpu_time: 64e6, batch_samples: 32_768, min_samples: 8 },
  smoke: { min_samples: 3, max_samples: 3, min_cpu_time: 0, batch_samples: 16, warmup_samples: 1 },
} as const;

// Calls `fn` in a plain loop for up to 50 ms (200,000 calls at most) before mitata samples it.
// Without it a fresh process's router lookup read 0.34-4.07 µs from run to run for the same
// 10-route table (median of mitata's batches, quick mode), and 0.26-0.41 µs with it: V8 had not
// always optimised the code under test by the time the batches began (the first plain batch of
// 32,768 calls runs at ~1.5 µs each, the later ones at ~0.27). A slow subject (Express's 10,000
// routes, ms per call) stops at the time bound after a few calls.
function warmUp(fn: () => void): void {
  const deadline = performance.now() + 50;
  for (let n = 0; n < 200_000 && performance.now() < deadline; n++) fn();
}

/**
 * Times `fn` with mitata (warm-up, batching, enough samples for a median and spread) and returns
 * one row of the report.
 *
 * @example
 * const row = await measureRow('router lookup', 'find-my-way', () => router.find('GET', path), 'quick');
 */
export async function measureRow(group: string, subject: string, fn: () => void, mode: Mode): Promise<MicroResult> {
  if (mode !== 'smoke') warmUp(fn);
  const stats = await measure(fn, samplingByMode[mode]);
  return { group, subject, medianNs: stats.p50, p25Ns: stats.p25, p75Ns: stats.p75, samples: stats.samples.length };
}
