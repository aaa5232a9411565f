// The browser entry must load in a browser as it is: every module it reaches, transitively, may
// import only relative files (no bare package names, nothing from node:). Checked on the built
// files a static server would serve, and on the sources they come from.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module `entry` reaches and every specifier found on the way. */
function closure(entry: string, resolve: (from: string, specifier: string) => string) {
  const files = new Set<string>();
  const specifiers: string[] = [];
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      // Type-only imports vanish from the JavaScript.
      if (/^\s*(?:import|export)\s+type\s/.test(match[0].trimStart())) continue;
      specifiers.push(specifier);
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
    }
  };
  visit(entry);
  return { files: [...files].map((file) => file.slice(root.length)), specifiers };
}

describe('@batonjs/rpc/client is browser-safe', () => {
  it('the source closure of src/client.ts imports only relative files', () => {
    const { files, specifiers } = closure(join(root, 'src/client.ts'), (from, specifier) =>
      join(dirname(from), specifier.replace(/\.js$/, '.ts')),
    );
    expect(specifiers.filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
    expect(files.sort()).toEqual([
      'src/client.ts',
      'src/create-client.ts',
      'src/json-rpc-codes.ts',
      'src/rpc-error.ts',
      'src/rpc-http-error.ts',
    ]);
  });

  it.runIf(existsSync(join(root, 'dist/client.js')))('so does the built dist/client.js', () => {
    const { files, specifiers } = closure(join(root, 'dist/client.js'), (from, specifier) =>
      join(dirname(from), specifier),
    );
    expect(specifiers.filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
    expect(files.length).toBe(5);
    for (const file of files)
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/\bprocess\.|\bBuffer\b|require\(/);
  });
});
