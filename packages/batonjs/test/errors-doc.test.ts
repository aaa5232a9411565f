import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every `BATON_*` code declared in a package's error catalogue. */
function catalogueCodes(): string[] {
  const codes: string[] = [];
  for (const pkg of readdirSync(`${root}packages`)) {
    let source: string;
    try {
      source = readFileSync(`${root}packages/${pkg}/src/errors.ts`, 'utf8');
    } catch {
      continue;
    }
    for (const m of source.matchAll(/\b(BATON_[A-Z0-9_]+)\s*:\s*\{/g)) codes.push(m[1] as string);
  }
  return codes;
}

describe('docs/errors.md', () => {
  it('documents every code of every catalogue', () => {
    const doc = readFileSync(`${root}docs/errors.md`, 'utf8');
    const codes = catalogueCodes();
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.filter((code) => !doc.includes(`\`${code}\``))).toEqual([]);
  });
});
