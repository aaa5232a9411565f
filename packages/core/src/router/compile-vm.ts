import { type FlatToken, syntaxError } from './path-syntax.js';
import type { Instruction } from './pike-vm.js';

/** A capture in the program: its name and whether it is a `*wildcard` (a list of segments). */
export interface CaptureKey {
  readonly name: string;
  readonly wildcard: boolean;
}

export interface VmProgram {
  readonly program: readonly Instruction[];
  /** One per capture; capture k uses slots 2k and 2k+1. Alternatives have their own captures. */
  readonly keys: readonly CaptureKey[];
}

/** The characters a capture may repeat over: one option, or two alternatives tried in order. */
type CaptureShape =
  | { readonly kind: 'repeat'; readonly options: ReadonlyArray<readonly string[]>; readonly literal?: string }
  | { readonly kind: 'any' };

const DELIMITER = '/';

/**
 * Exclusions for a repeated character: it may not start `a` or `b` (empty means no restriction).
 * Express 5 forbids a parameter from running into the text that follows or precedes it inside a
 * segment; these are the same rules, so `/:a-:b` splits `x-y-z` the same way Express does.
 */
function exclude(a: string, b: string): string[] {
  return [a, b].filter((s, i, all) => s !== '' && all.indexOf(s) === i);
}

/**
 * Decides, for each capture of one alternative, which characters it may consume (path-to-regexp
 * 8's rules: a parameter after another parameter in the same segment may not contain the text
 * between them; one before a wildcard may not contain the text after it; ...).
 */
function captureShapes(tokens: readonly FlatToken[], path: string): CaptureShape[] {
  const shapes: CaptureShape[] = [];
  let backtrack = '';
  let wildcardBacktrack = '';
  let previous: 'none' | 'param' | 'wildcard' = 'none';
  let seenParam = false;
  let seenWildcard = false;

  const wildcardLaterInSegment = (from: number): boolean => {
    for (let k = from; k < tokens.length; k++) {
      const t = tokens[k] as FlatToken;
      if (t.type === 'wildcard') return true;
      if (t.type === 'text' && t.value.includes(DELIMITER)) return false;
    }
    return false;
  };
  const textAfter = (from: number): string => {
    let text = '';
    for (let k = from; k < tokens.length; k++) {
      const t = tokens[k] as FlatToken;
      if (t.type !== 'text') break;
      text += t.value;
    }
    return text;
  };

  tokens.forEach((token, index) => {
    if (token.type === 'text') {
      backtrack += token.value;
      if (previous === 'wildcard') wildcardBacktrack += token.value;
      if (token.value.includes(DELIMITER)) {
        seenParam = false;
        seenWildcard = false;
      }
      return;
    }
    if (previous !== 'none' && backtrack === '') {
      throw syntaxError(path, `Missing text before "${token.name}" ${token.type}`);
    }
    if (token.type === 'param') {
      if (seenWildcard) shapes.push({ kind: 'repeat', options: [exclude(DELIMITER, backtrack)] });
      else if (wildcardLaterInSegment(index + 1))
        shapes.push({ kind: 'repeat', options: [exclude(DELIMITER, textAfter(index + 1))] });
      else if (seenParam) shapes.push({ kind: 'repeat', options: [exclude(DELIMITER, backtrack)], literal: backtrack });
      else shapes.push({ kind: 'repeat', options: [[DELIMITER]] });
      seenParam = true;
      previous = 'param';
    } else {
      if (seenWildcard) shapes.push({ kind: 'repeat', options: [exclude(backtrack, '')] });
      else if (wildcardBacktrack !== '')
        shapes.push({ kind: 'repeat', options: [exclude(wildcardBacktrack, ''), [DELIMITER]] });
      else shapes.push({ kind: 'any' });
      wildcardBacktrack = '';
      seenWildcard = true;
      previous = 'wildcard';
    }
    backtrack = '';
  });
  return shapes;
}

/**
 * Compiles alternatives (already expanded from optional groups, in priority order) into a Pike VM
 * program equivalent to Express 5's regular expression for the same path:
 * `^(?:alt1|alt2|...)` then `(?:/$)?` unless strict, then `$` (routes) or `(?=/|$)` (middleware).
 */
export function compileVm(
  alternatives: readonly (readonly FlatToken[])[],
  options: { readonly end: boolean; readonly strict: boolean },
  path: string,
): VmProgram {
  const program: Instruction[] = [];
  const keys: CaptureKey[] = [];
  const emit = (ins: Instruction): number => program.push(ins) - 1;
  const patch = (at: number, ins: Instruction): void => {
    program[at] = ins;
  };
  const placeholder = (): number => emit({ op: 'jump', to: -1 });

  /** Emits `one or more` of a character option: loop: class; split(loop, out). */
  const emitRepeat = (exclusions: readonly string[]): void => {
    const loop = emit({ op: 'class', exclude: exclusions });
    emit({ op: 'split', first: loop, second: program.length + 1 });
  };
  const emitText = (text: string): void => {
    for (const char of text) {
      // Astral characters are two UTF-16 units, as a RegExp without the `u` flag sees them.
      for (let k = 0; k < char.length; k++) emit({ op: 'char', char: char[k] as string });
    }
  };
  /** Emits choices tried in order; each is emitted by its callback. */
  const emitChoice = (choices: ReadonlyArray<() => void>): void => {
    const exits: number[] = [];
    choices.forEach((emitOne, k) => {
      if (k < choices.length - 1) {
        const split = placeholder();
        emitOne();
        exits.push(placeholder());
        patch(split, { op: 'split', first: split + 1, second: program.length });
      } else {
        emitOne();
      }
    });
    for (const exit of exits) patch(exit, { op: 'jump', to: program.length });
  };

  emitChoice(
    alternatives.map((tokens) => () => {
      const shapes = captureShapes(tokens, path);
      let c = 0;
      for (const token of tokens) {
        if (token.type === 'text') {
          emitText(token.value);
          continue;
        }
        const shape = shapes[c++] as CaptureShape;
        const slot = keys.push({ name: token.name, wildcard: token.type === 'wildcard' }) - 1;
        emit({ op: 'save', slot: 2 * slot });
        if (shape.kind === 'any') {
          emitRepeat([]);
        } else {
          const choices = shape.options.map((ex) => () => emitRepeat(ex));
          if (shape.literal !== undefined) {
            const literal = shape.literal;
            choices.push(() => emitText(literal));
          }
          emitChoice(choices);
        }
        emit({ op: 'save', slot: 2 * slot + 1 });
      }
    }),
  );
  if (!options.strict) {
    // `(?:/$)?`: an optional trailing slash, greedy.
    const split = placeholder();
    emitText(DELIMITER);
    emit({ op: 'end' });
    patch(split, { op: 'split', first: split + 1, second: program.length });
  }
  if (options.end) emit({ op: 'end' });
  emit({ op: 'match', prefix: !options.end });
  return { program, keys };
}
