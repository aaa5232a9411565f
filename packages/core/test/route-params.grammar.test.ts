import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PathToken, parsePath } from '../src/router/path-syntax.js';
import { compileTypes, type TypeProperty } from './helpers/type-program.js';

// One path grammar for the types and the runtime: RouteParams<'/path'> (the type-level scanner)
// must name exactly the params the path parser finds, each optional exactly when it sits in an
// optional group, string[] exactly for a splat. Paths are generated from an alphabet that mixes
// ASCII, Unicode identifier characters (é, 中, the middle dot that only continues a name) and
// non-identifier ones (€); a path the parser refuses is not compared.

const nameStart = fc.constantFrom('a', 'z', 'A', '_', '$', 'é', 'ü', '中', 'ñ');
const nameRest = fc.constantFrom('a', 'Z', '0', '9', '_', '$', 'é', '中', '·');
const name = fc.tuple(nameStart, fc.array(nameRest, { maxLength: 4 })).map(([first, rest]) => first + rest.join(''));
const literal = fc
  .array(fc.constantFrom('/', '.', '-', '~', ',', ';', '@', 'x', 'é', '€', '%20', '\\:', '\\{'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((chars) => chars.join(''));
const quoted = fc
  .array(fc.constantFrom('a', ' ', '-', 'é', '\\"', '/'), { minLength: 1, maxLength: 4 })
  .map((chars) => `"${chars.join('')}"`);

const token: fc.Memo<string> = fc.memo((depth) => {
  const leaves = [
    { weight: 3, arbitrary: literal },
    { weight: 3, arbitrary: name.map((n) => `:${n}`) },
    { weight: 1, arbitrary: name.map((n) => `*${n}`) },
    { weight: 1, arbitrary: quoted.map((q) => `:${q}`) },
  ];
  if (depth <= 1) return fc.oneof(...leaves);
  const group = fc.array(token(depth - 1), { minLength: 1, maxLength: 3 }).map((t) => `{${t.join('')}}`);
  return fc.oneof(...leaves, { weight: 1, arbitrary: group });
});
const path = fc.array(token(3), { minLength: 1, maxLength: 5 }).map((tokens) => `/${tokens.join('')}`);

/** The params the runtime parser finds, as the type should show them. */
function runtimeParams(tokens: readonly PathToken[], optional = false, into = new Map<string, TypeProperty>()) {
  for (const t of tokens) {
    if (t.type === 'group') runtimeParams(t.tokens, true, into);
    else if (t.type === 'param' || t.type === 'wildcard') {
      into.set(t.name, { name: t.name, optional, type: t.type === 'param' ? 'string' : 'string[]' });
    }
  }
  return into;
}

/** The path parsed, or undefined when the parser refuses it or a name repeats (a separate rule). */
function parsed(p: string): Map<string, TypeProperty> | undefined {
  let tokens: PathToken[];
  try {
    tokens = parsePath(p);
  } catch {
    return undefined;
  }
  const names: string[] = [];
  const collect = (list: readonly PathToken[]): void => {
    for (const t of list) {
      if (t.type === 'group') collect(t.tokens);
      else if (t.type !== 'text') names.push(t.name);
    }
  };
  collect(tokens);
  return new Set(names).size === names.length ? runtimeParams(tokens) : undefined;
}

describe('route params: the types and the path parser read one grammar', () => {
  it('agree on the names, optionality and kind of every param of generated paths', () => {
    const samples = fc.sample(path, { numRuns: 400, seed: 20261127 });
    const compared = samples.map((p) => ({ path: p, expected: parsed(p) })).filter((s) => s.expected !== undefined);
    // Enough of the sample must register for the comparison to mean something, and some must be
    // refused (the €-after-a-name rule) for the alphabet to be doing its job.
    expect(compared.length).toBeGreaterThan(150);
    expect(compared.length).toBeLessThan(samples.length);
    const source = [
      "import type { RouteParams } from '../src/types/route-params.js';",
      ...compared.map((s, i) => `export type P${i} = RouteParams<${JSON.stringify(s.path)}>;`),
    ].join('\n');
    const { diagnostics, aliases } = compileTypes(source);
    expect(diagnostics).toEqual([]);
    const mismatches = compared.flatMap((s, i) => {
      const typed = [...(aliases.get(`P${i}`) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
      const expected = [...(s.expected ?? new Map()).values()].sort((a, b) => a.name.localeCompare(b.name));
      return JSON.stringify(typed) === JSON.stringify(expected) ? [] : [{ path: s.path, typed, expected }];
    });
    expect(mismatches).toEqual([]);
  });

  it('refuses a name followed by a non-ASCII character that is not an identifier character', () => {
    expect(() => parsePath('/:a€')).toThrow(
      expect.objectContaining({ code: 'BATON_INVALID_ROUTE_PATH', message: expect.stringContaining('quote the name') }),
    );
    expect(() => parsePath('/:"a"€')).not.toThrow();
    expect(parsePath('/:café/x')).toEqual([
      { type: 'text', value: '/' },
      { type: 'param', name: 'café' },
      { type: 'text', value: '/x' },
    ]);
  });
});
