import { foldUnit, textAt } from './fold-case.js';
import type { FlatToken } from './path-syntax.js';

/**
 * Whether an alternative is segment-aligned: every `:param` fills a whole segment (text ending in
 * '/' before it, text starting with '/' or nothing after it) and a `*wildcard` can only be the last
 * token, right after a '/'. For such alternatives Express's regular expression has exactly one way
 * to match, so walking the path segment by segment gives the same result much faster than any
 * general matcher; everything else goes to the Pike VM.
 */
export function isSegmentAligned(tokens: readonly FlatToken[]): boolean {
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as FlatToken;
    if (token.type === 'text') continue;
    const before = tokens[k - 1];
    if (before?.type !== 'text' || !before.value.endsWith('/')) return false;
    const after = tokens[k + 1];
    if (token.type === 'wildcard') {
      if (after !== undefined) return false;
    } else if (after !== undefined && (after.type !== 'text' || !after.value.startsWith('/'))) {
      return false;
    }
  }
  return true;
}

/** Slot values captured by a segment match, in token order (undefined for text tokens). */
export type SegmentCaptures = Array<string | undefined>;

/**
 * Matches one segment-aligned alternative at the start of `input`. Returns the end position of the
 * match, or -1. `end` is the Express `end` option (routes) versus prefix matching (middleware).
 */
export function matchSegments(
  tokens: readonly FlatToken[],
  input: string,
  options: { readonly end: boolean; readonly strict: boolean; readonly sensitive: boolean },
  captures: SegmentCaptures,
): number {
  let pos = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as FlatToken;
    if (token.type === 'text') {
      if (!textAt(input, pos, token.value, options.sensitive)) return -1;
      pos += token.value.length;
    } else if (token.type === 'param') {
      let stop = input.indexOf('/', pos);
      if (stop === -1) stop = input.length;
      if (stop === pos) return -1;
      captures[k] = input.slice(pos, stop);
      pos = stop;
    } else {
      if (pos >= input.length) return -1;
      captures[k] = input.slice(pos);
      pos = input.length;
    }
  }
  // `(?:/$)?`
  if (!options.strict && pos === input.length - 1 && input.charCodeAt(pos) === 47) pos++;
  if (options.end) return pos === input.length ? pos : -1;
  return pos === input.length || input.charCodeAt(pos) === 47 ? pos : -1;
}

/** The segments of a segment-aligned alternative: literal text, or a param / wildcard slot. */
export type SegmentKey = string | { readonly param: string } | { readonly wildcard: string };

/**
 * Splits a segment-aligned alternative into its segments (after the leading '/'), for the index.
 * Literal segments are case-folded unless `sensitive`. Returns null if it does not start with '/'
 * (such a path can never match a request path, so it needs no precise place in the index).
 *
 * @example
 * segmentKeys(expandGroups(parsePath('/Users/:id'))[0], false) // ['users', { param: 'id' }]
 */
export function segmentKeys(tokens: readonly FlatToken[], sensitive: boolean): SegmentKey[] | null {
  // Slots fill whole segments, so a marker in their place splits out as a segment of its own.
  let text = '';
  const slots: SegmentKey[] = [];
  for (const token of tokens) {
    if (token.type === 'text') text += token.value;
    else {
      text += `\u0000${slots.length}\u0000`;
      slots.push(token.type === 'param' ? { param: token.name } : { wildcard: token.name });
    }
  }
  if (!text.startsWith('/')) return null;
  return text
    .slice(1)
    .split('/')
    .map((segment) => {
      if (segment.startsWith('\u0000')) return slots[Number(segment.slice(1, -1))] as SegmentKey;
      return sensitive ? segment : foldString(segment);
    });
}

/** Folds a literal segment the way the matcher compares it. */
export function foldString(text: string): string {
  let out = '';
  for (let k = 0; k < text.length; k++) out += String.fromCharCode(foldUnit(text.charCodeAt(k)));
  return out;
}
