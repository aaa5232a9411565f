import { basename } from 'node:path';
import type { CallgrindProfile, SelfCost } from './callgrind-profile.js';
import type { PerfMap } from './perf-map.js';

/** Instructions per request spent in one function, or in one group of functions. */
export interface CostPerRequest {
  readonly name: string;
  readonly irPerRequest: number;
}

/** Where one window's instructions went: groups of code, and the costliest functions. */
export interface FunctionCosts {
  /** Every group's self instructions per request, costliest first; they add up to the total. */
  readonly groups: readonly CostPerRequest[];
  /** The costliest functions by self instructions per request, at most the number asked for. */
  readonly functions: readonly CostPerRequest[];
}

/** The group of JIT code that the perf map does not cover (made before the map was opened, or freed). */
export const unmappedGroup = 'JIT code not in the perf map';

/**
 * V8's builtins, the interpreter's bytecode handlers among them: mostly native code embedded in
 * the node binary (`Builtins_LoadIC`), the rest in the perf map (`Builtin:`, `BytecodeHandler:`).
 */
export const builtinsGroup = 'V8 builtins';

// V8 names JIT code by kind (`JS:`, `Builtin:`, `BytecodeHandler:`, …), and JavaScript functions
// after their script (`JS:*handle file:///…/packages/core/dist/…:12:3`, `JS:~emit node:events:…`).
function groupOfCode(name: string): string {
  if (name.startsWith('Builtin:') || name.startsWith('BytecodeHandler:')) return builtinsGroup;
  // Before packages/: a package may hold its own node_modules.
  if (name.includes('/node_modules/')) return 'node_modules';
  if (name.includes('/packages/')) return 'Baton (packages/)';
  if (name.includes(' node:')) return 'node internals (node:)';
  return 'other JS and V8 code';
}

// Callgrind names a function without a symbol, which is all of V8's JIT code, by its address.
const jitAddress = /^0x[0-9a-fA-F]+$/;

/**
 * The name a function is reported under and its group: JIT code by its perf-map name, native
 * code by its symbol and object file.
 *
 * @example
 * nameOf({ object: '/usr/lib/x86_64-linux-gnu/libc.so.6', name: 'memcpy', instructions: 1 }, map);
 * // { name: 'memcpy [libc.so.6]', group: 'native libc.so.6' }
 */
export function nameOf(cost: SelfCost, map: PerfMap): { readonly name: string; readonly group: string } {
  // Callgrind tells the levels of a recursion apart as `name'2`, `name'3`: one function all the same.
  const name = cost.name.replace(/'\d+$/, '');
  if (jitAddress.test(name)) {
    const code = map.nameAt(Number.parseInt(name, 16));
    return code === undefined
      ? { name: `${name} (unmapped)`, group: unmappedGroup }
      : { name: code, group: groupOfCode(code) };
  }
  const object = basename(cost.object);
  return { name: `${name} [${object}]`, group: name.startsWith('Builtins_') ? builtinsGroup : `native ${object}` };
}

function perRequest(totals: ReadonlyMap<string, number>, requests: number): CostPerRequest[] {
  return [...totals]
    .map(([name, instructions]) => ({ name, irPerRequest: instructions / requests }))
    .sort((a, b) => b.irPerRequest - a.irPerRequest);
}

/**
 * Self instructions per request by group and by function (`top` costliest) in a dump that
 * covered `requests` requests. Functions with the same name (one JavaScript function compiled
 * more than once) are summed.
 *
 * @example
 * const costs = functionCosts(parseCallgrindProfile(text), parsePerfMap(mapText), 16_000, 30);
 */
export function functionCosts(profile: CallgrindProfile, map: PerfMap, requests: number, top: number): FunctionCosts {
  const byName = new Map<string, number>();
  const byGroup = new Map<string, number>();
  for (const cost of profile.functions) {
    const { name, group } = nameOf(cost, map);
    byName.set(name, (byName.get(name) ?? 0) + cost.instructions);
    byGroup.set(group, (byGroup.get(group) ?? 0) + cost.instructions);
  }
  return { groups: perRequest(byGroup, requests), functions: perRequest(byName, requests).slice(0, top) };
}
