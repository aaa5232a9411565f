import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callgrindSummary, parseCallgrindProfile } from '../src/instructions/callgrind-profile.js';

// Hand-written: a call from uv_run to memcpy whose inclusive cost (700) is not uv_run's own,
// JIT code named by address, one function in two blocks, a compressed position (+2).
const tiny = readFileSync(new URL('./support/callgrind-tiny.out', import.meta.url), 'utf8');

describe('parseCallgrindProfile', () => {
  it('counts self cost only: the cost line after calls= is the callee’s, not the caller’s', () => {
    const { functions } = parseCallgrindProfile(tiny);
    expect(functions).toEqual([
      { object: '/usr/bin/node', name: 'uv_run', instructions: 160 },
      { object: '/usr/bin/node', name: 'Builtins_LoadIC', instructions: 300 },
      { object: '???', name: '0x0000000000001010', instructions: 350 },
      { object: '/usr/lib/x86_64-linux-gnu/libc.so.6', name: "memcpy'2", instructions: 200 },
    ]);
  });

  it('adds up to the summary line when every cost is self cost', () => {
    const { summary, functions } = parseCallgrindProfile(tiny);
    expect(summary).toBe(1010);
    expect(functions.reduce((sum, cost) => sum + cost.instructions, 0)).toBe(summary);
  });

  it('reads the Ir column wherever events: puts it', () => {
    const text = 'positions: line\nevents: Dr Ir\nsummary: 7 90\nob=a\nfn=f\n3 5 60\n4 2 30\n';
    expect(parseCallgrindProfile(text)).toEqual({
      summary: 90,
      functions: [{ object: 'a', name: 'f', instructions: 90 }],
    });
  });
});

describe('callgrindSummary', () => {
  it('reads the summary line’s Ir', () => {
    expect(callgrindSummary(tiny)).toBe(1010);
  });

  it('throws when the dump has no summary or no Ir event', () => {
    expect(() => callgrindSummary('events: Ir\n')).toThrow(/summary/);
    expect(() => callgrindSummary('events: Dr\nsummary: 5\n')).toThrow(/Ir/);
  });
});
