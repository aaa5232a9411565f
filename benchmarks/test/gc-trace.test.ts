import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { promotingKib, summariseGcTrace } from '../src/profile/gc-trace.js';

// Lines as node 20's --trace-gc-nvp prints them (most fields cut), among the server's own output.
const scavenge = (pause: number, promoted: number): string =>
  `[11404:0x339b7c00]     7690 ms: pause=${pause} mutator=39.6 gc=s reduce_memory=0 scavenge=0.93 promoted=${promoted} new_space_survived=1870560 promotion_rate=91.0%`;
const full = (pause: number): string =>
  `[11404:0x339b7c00]     7700 ms: pause=${pause} mutator=120.1 gc=mc reduce_memory=0 mark=4.1 promoted=1337448`;

describe('summariseGcTrace', () => {
  it('sums scavenges and full collections apart, with the median promoted per scavenge in KiB', () => {
    const text = [
      '40123',
      scavenge(3.5, 1_400_000),
      scavenge(3.25, 1_500_000),
      full(9),
      scavenge(0.5, 0),
      'a line of the server',
      full(11.5),
      '',
    ].join('\n');
    const gc = summariseGcTrace(text);
    expect(gc.scavenges).toBe(3);
    expect(gc.scavengeMs).toBeCloseTo(7.25, 6);
    expect(gc.promotedKibPerScavenge).toBeCloseTo(1_400_000 / 1024, 6);
    expect(gc.fullCollections).toBe(2);
    expect(gc.fullMs).toBeCloseTo(20.5, 6);
    expect(gc.promotedKibPerScavenge).toBeGreaterThan(promotingKib);
  });

  it('takes the middle pair for an even count, and reads nothing from text without collections', () => {
    expect(summariseGcTrace([scavenge(1, 0), scavenge(1, 2048)].join('\n')).promotedKibPerScavenge).toBe(1);
    expect(summariseGcTrace('no trace here\n[1:0x1] pause=abc gc=s\n')).toEqual({
      scavenges: 0,
      scavengeMs: 0,
      promotedKibPerScavenge: 0,
      fullCollections: 0,
      fullMs: 0,
    });
  });

  it('reads a real trace line whole', () => {
    const line = readFileSync(new URL('./support/gc-nvp-scavenge.txt', import.meta.url), 'utf8');
    const gc = summariseGcTrace(line);
    expect(gc.scavenges).toBe(1);
    expect(gc.scavengeMs).toBe(1);
    // `nodes_promoted=1` on the same line is another field, not the bytes promoted (0).
    expect(gc.promotedKibPerScavenge).toBe(0);
  });
});
