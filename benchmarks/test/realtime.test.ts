import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRealtime, realtimeTable } from '../src/realtime/run.js';
import { type ChildSources, transpileChildSources } from './support/child-sources.js';

// The realtime benchmark in its smallest form, from the current sources, as `run.js --smoke`
// would: both servers start, every subscriber gets every event, and the table has one row per
// framework. Nothing is timed or compared here.
let sources: ChildSources;
beforeAll(async () => {
  sources = await transpileChildSources();
});
afterAll(() => sources.remove());

describe('realtime benchmark (smoke)', () => {
  it('measures memory per idle stream and delivery to every subscriber for node and baton', async () => {
    const entry = join(sources.entry, '..', '..', 'realtime', 'server-child.js');
    const figures = await measureRealtime(
      { streams: 50, subscribers: 20, events: 3, frameworks: ['node', 'baton'], batch: 25 },
      { entry },
    );
    expect(figures.map((f) => f.framework)).toEqual(['node', 'baton']);
    for (const f of figures) {
      expect(f).toMatchObject({ streams: 50, subscribers: 20, events: 3 });
      expect(Number.isFinite(f.bytesPerStream)).toBe(true);
      expect(f.p50Ms).toBeGreaterThan(0);
      expect(f.p99Ms).toBeGreaterThanOrEqual(f.p50Ms);
    }
    const table = realtimeTable(figures).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\| node \| 50 \| -?\d+ \| 20 \| 3 \| [\d.]+ ms \| [\d.]+ ms \|$/);
    expect(table[3]).toMatch(/^\| baton \| 50 \|/);
  }, 60_000);
});
