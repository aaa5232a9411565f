import { describe, expect, it } from 'vitest';
import { KEPT_MARKER, withKeptSection } from '../src/report/kept-section.js';

describe('withKeptSection', () => {
  it('appends the kept part of the old report to the new one', () => {
    const old = `# Benchmarks\n\nold figures\n\n${KEPT_MARKER}\n\n## Typed RPC client\n\n| a |\n`;
    expect(withKeptSection('# Benchmarks\n\nnew figures\n', old)).toBe(
      `# Benchmarks\n\nnew figures\n\n${KEPT_MARKER}\n\n## Typed RPC client\n\n| a |\n`,
    );
  });

  it('leaves the new report alone when there is no old one or no marker', () => {
    expect(withKeptSection('new\n', undefined)).toBe('new\n');
    expect(withKeptSection('new\n', 'old without marker\n')).toBe('new\n');
  });
});
