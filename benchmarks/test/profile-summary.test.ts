import { describe, expect, it } from 'vitest';
import { type CpuProfile, summariseProfile } from '../src/profile/summarise.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe('summariseProfile', () => {
  it('sums self time per function, leaves idle out of the total, and names files briefly', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('handle', 'file:///work/packages/core/dist/router.js', 9) },
        { id: 3, callFrame: frame('(garbage collector)') },
        { id: 4, callFrame: frame('', 'node:_http_outgoing', 99) },
        { id: 5, callFrame: frame('handle', 'file:///work/packages/core/dist/router.js', 9) },
      ],
      samples: [1, 2, 3, 2, 4, 5, 1],
      timeDeltas: [500, 10, 20, 30, 40, 20, 900],
    };
    expect(summariseProfile(profile)).toEqual([
      { function: 'handle (@batonjs/core/router.js:10)', selfUs: 60, percent: 50 },
      { function: '(anonymous) (_http_outgoing:100)', selfUs: 40, percent: (40 / 120) * 100 },
      { function: '(garbage collector)', selfUs: 20, percent: (20 / 120) * 100 },
    ]);
  });
});
