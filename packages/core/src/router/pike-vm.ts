import { textAt } from './fold-case.js';

/**
 * A matcher for route patterns that are not segment-aligned (`/:a-:b`, `/*a/*b/:c`, `/:file{.:ext}`).
 *
 * Express 5 turns such patterns into backtracking regular expressions; a long hostile path can make
 * those slow. This is a Pike VM (Thompson NFA simulation with ordered threads): it gives exactly the
 * submatches a backtracking engine would (leftmost, greedy, first alternative first) while visiting
 * each (position, instruction) pair at most once, so matching is O(path length × pattern size).
 */

/** One instruction of the program. Captures are pairs of slots [2k, 2k+1]. */
export type Instruction =
  /** Consume the single character `char` (compared case-insensitively unless sensitive). */
  | { readonly op: 'char'; readonly char: string }
  /** Consume one character, unless the input at this position starts with one of `exclude`. */
  | { readonly op: 'class'; readonly exclude: readonly string[] }
  /** Try `first`, and with lower priority `second`. */
  | { readonly op: 'split'; readonly first: number; readonly second: number }
  | { readonly op: 'jump'; readonly to: number }
  | { readonly op: 'save'; readonly slot: number }
  /** Continue only at the end of the input. */
  | { readonly op: 'end' }
  /** Accept; with `prefix`, only at the end of the input or before a '/'. */
  | { readonly op: 'match'; readonly prefix: boolean };

interface Thread {
  readonly pc: number;
  readonly caps: ReadonlyArray<number>;
}

/** The result of a run: the end of the match and the capture slots (-1 where unset). */
export interface VmMatch {
  readonly end: number;
  readonly caps: ReadonlyArray<number>;
}

/**
 * Runs `program` anchored at the start of `input`.
 *
 * @example
 * runProgram(compileVm(alternatives, options).program, '/x-y-z', 4, false) // { end: 6, caps: [1, 4, 5, 6] }
 */
export function runProgram(
  program: readonly Instruction[],
  input: string,
  slots: number,
  sensitive: boolean,
): VmMatch | null {
  let current: Thread[] = [];
  let next: Thread[] = [];
  // Generation marks: an instruction already added at this position is not added again. That is
  // what bounds the work, and the first (highest-priority) thread to reach it is the one kept.
  const seen = new Int32Array(program.length).fill(-1);
  let matched: VmMatch | null = null;

  // Follows the instructions that consume nothing, depth first in priority order. `pos` is where
  // the thread stands; consuming instructions are queued into `list` to run at that position.
  const add = (list: Thread[], pc: number, caps: ReadonlyArray<number>, pos: number): void => {
    if (seen[pc] === pos) return;
    seen[pc] = pos;
    const ins = program[pc] as Instruction;
    switch (ins.op) {
      case 'jump':
        add(list, ins.to, caps, pos);
        return;
      case 'split':
        add(list, ins.first, caps, pos);
        add(list, ins.second, caps, pos);
        return;
      case 'save': {
        const copy = caps.slice();
        copy[ins.slot] = pos;
        add(list, pc + 1, copy, pos);
        return;
      }
      case 'end':
        if (pos === input.length) add(list, pc + 1, caps, pos);
        return;
      default:
        list.push({ pc, caps });
    }
  };

  add(current, 0, new Array<number>(slots).fill(-1), 0);
  for (let pos = 0; current.length > 0; pos++) {
    for (const thread of current) {
      const ins = program[thread.pc] as Instruction;
      if (ins.op === 'match') {
        if (!ins.prefix || pos === input.length || input.charCodeAt(pos) === 47) {
          matched = { end: pos, caps: thread.caps };
          // Every thread after this one has lower priority than the match: drop them.
          break;
        }
        continue;
      }
      if (pos >= input.length) continue;
      if (ins.op === 'char') {
        if (textAt(input, pos, ins.char, sensitive)) add(next, thread.pc + 1, thread.caps, pos + 1);
      } else if (ins.op === 'class') {
        let ok = true;
        for (const ex of ins.exclude) {
          if (textAt(input, pos, ex, sensitive)) {
            ok = false;
            break;
          }
        }
        if (ok) add(next, thread.pc + 1, thread.caps, pos + 1);
      }
    }
    [current, next] = [next, []];
  }
  return matched;
}
