import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Public interfaces live in src/types/, apart from the files that build the prototypes, so that
// the implementation does not import itself in a circle. The one circle allowed is the mutual
// recursion of App, Request, Response and Router, and only among type declarations.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Each file's relative imports and re-exports (type-only ones included), as files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gs)].map((m) =>
        resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts')),
      );
      return [file, targets.filter((t) => known.has(t))];
    }),
  );
}

/** Strongly connected components with more than one file (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.map((f) => relative(src, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('core import graph', () => {
  const found = circles(importGraph(sourceFiles(src)));

  it('has one circle, and it holds only type declarations', () => {
    expect(found).toHaveLength(1);
    expect(found[0]?.every((file) => file.startsWith('types/'))).toBe(true);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    const c = join(src, 'c.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a, c]],
          [c, []],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
