import { describe, expect, it } from 'vitest';
import type { CallgrindProfile } from '../src/instructions/callgrind-profile.js';
import { builtinsGroup, functionCosts, nameOf, unmappedGroup } from '../src/instructions/function-costs.js';
import { parsePerfMap } from '../src/instructions/perf-map.js';

const map = parsePerfMap(
  [
    '1000 100 JS:*setHeader file:///repo/packages/core/dist/headers.js:89:14',
    '2000 100 JS:*_storeHeader node:_http_outgoing:410:22',
    '3000 100 JS:*etag /repo/node_modules/etag/index.js:1:1',
    '4000 100 BytecodeHandler:LdaZero',
    '5000 100 JS:~handler file:///repo/benchmarks/dist/http/scenarios/hello-json.js:3:1',
  ].join('\n'),
);

const jit = (name: string, instructions: number) => ({ object: '???', name, instructions });

describe('nameOf', () => {
  it('names JIT code through the perf map and groups it by where it comes from', () => {
    expect(nameOf(jit('0x0000000000001010', 1), map)).toEqual({
      name: 'JS:*setHeader file:///repo/packages/core/dist/headers.js:89:14',
      group: 'Baton (packages/)',
    });
    expect(nameOf(jit('0x2000', 1), map).group).toBe('node internals (node:)');
    expect(nameOf(jit('0x3000', 1), map).group).toBe('node_modules');
    expect(nameOf(jit('0x4000', 1), map).group).toBe(builtinsGroup);
    expect(nameOf(jit('0x5000', 1), map).group).toBe('other JS and V8 code');
  });

  it('keeps an address the perf map does not cover as it is, in a group of its own', () => {
    expect(nameOf(jit('0x9000', 1), map)).toEqual({ name: '0x9000 (unmapped)', group: unmappedGroup });
  });

  it('names native code with its object file; V8 builtins embedded in node join the builtins group', () => {
    expect(nameOf({ object: '/usr/lib/libc.so.6', name: 'memcpy', instructions: 1 }, map)).toEqual({
      name: 'memcpy [libc.so.6]',
      group: 'native libc.so.6',
    });
    expect(nameOf({ object: '/usr/bin/node', name: 'Builtins_LoadIC', instructions: 1 }, map)).toEqual({
      name: 'Builtins_LoadIC [node]',
      group: builtinsGroup,
    });
  });

  it("takes a recursion level (name'2) for the function itself", () => {
    expect(nameOf({ object: '/usr/bin/node', name: "uv_run'2", instructions: 1 }, map).name).toBe('uv_run [node]');
    expect(nameOf(jit("0x1010'3", 1), map).group).toBe('Baton (packages/)');
  });
});

describe('functionCosts', () => {
  const profile: CallgrindProfile = {
    summary: 10_000,
    functions: [
      jit('0x1000', 3000),
      // The same function compiled twice: one row.
      jit('0x1050', 1000),
      jit('0x2000', 2000),
      { object: '/usr/bin/node', name: 'Builtins_LoadIC', instructions: 2500 },
      { object: '/usr/bin/node', name: "Builtins_LoadIC'2", instructions: 500 },
      { object: '/usr/lib/libc.so.6', name: 'memcpy', instructions: 1000 },
    ],
  };

  it('gives self instructions per request by function, costliest first, at most top', () => {
    const { functions } = functionCosts(profile, map, 100, 2);
    expect(functions).toEqual([
      { name: 'JS:*setHeader file:///repo/packages/core/dist/headers.js:89:14', irPerRequest: 40 },
      { name: 'Builtins_LoadIC [node]', irPerRequest: 30 },
    ]);
  });

  it('gives every group, adding up to the whole dump per request', () => {
    const { groups } = functionCosts(profile, map, 100, 1);
    expect(groups).toEqual([
      { name: 'Baton (packages/)', irPerRequest: 40 },
      { name: builtinsGroup, irPerRequest: 30 },
      { name: 'node internals (node:)', irPerRequest: 20 },
      { name: 'native libc.so.6', irPerRequest: 10 },
    ]);
  });
});
