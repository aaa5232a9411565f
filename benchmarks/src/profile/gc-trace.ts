import { median } from '../stats.js';

/**
 * What V8's garbage collector did over a stretch of a process's `--trace-gc-nvp` output: one line
 * per collection, `gc=s` for a scavenge (young generation), `gc=mc` (or `ms`) for a full
 * mark-compact, each with its `pause` in ms and the bytes it `promoted` to the old generation.
 */
export interface GcSummary {
  readonly scavenges: number;
  readonly scavengeMs: number;
  /** Median bytes promoted by one scavenge, in KiB: near 0 when young objects die young. */
  readonly promotedKibPerScavenge: number;
  readonly fullCollections: number;
  readonly fullMs: number;
}

/** A scavenge promoting more than this (median, KiB) puts the process in the promoting regime. */
export const promotingKib = 100;

/** A field of a trace line, whole-word: `promoted=` is not the end of `nodes_promoted=`. */
const fields = {
  gc: /(?:^|\s)gc=(\S+)/,
  pause: /(?:^|\s)pause=(\S+)/,
  promoted: /(?:^|\s)promoted=(\S+)/,
};

function field(line: string, name: keyof typeof fields): string | undefined {
  return fields[name].exec(line)?.[1];
}

/**
 * Sums the collections in `text` (lines of `node --trace-gc-nvp` output; other lines, such as
 * the server's own, are skipped).
 *
 * @example
 * summariseGcTrace('[1:0x1] 45 ms: pause=1.0 gc=s promoted=2048\n'); // { scavenges: 1, scavengeMs: 1, promotedKibPerScavenge: 2, ... }
 */
export function summariseGcTrace(text: string): GcSummary {
  const promoted: number[] = [];
  let scavengeMs = 0;
  let fullCollections = 0;
  let fullMs = 0;
  for (const line of text.split('\n')) {
    const kind = field(line, 'gc');
    const pause = Number(field(line, 'pause'));
    if (kind === undefined || !Number.isFinite(pause)) continue;
    if (kind === 's') {
      scavengeMs += pause;
      promoted.push(Number(field(line, 'promoted') ?? 0) / 1024);
    } else if (kind === 'mc' || kind === 'ms') {
      fullCollections += 1;
      fullMs += pause;
    }
  }
  return {
    scavenges: promoted.length,
    scavengeMs,
    promotedKibPerScavenge: promoted.length === 0 ? 0 : median(promoted),
    fullCollections,
    fullMs,
  };
}
