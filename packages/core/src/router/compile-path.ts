import type { PathArg } from '../types/path.js';
import { compileVm } from './compile-vm.js';
import { decodeParam } from './decode-param.js';
import { expandGroups, type FlatToken, parsePath } from './path-syntax.js';
import { runProgram } from './pike-vm.js';
import { foldString, isSegmentAligned, matchSegments, type SegmentKey, segmentKeys } from './segment-pattern.js';

/** Decoded parameters: strings, and arrays of segments for `*wildcards`. Null prototype. */
export type MatchedParams = Record<string, string | string[]>;

export interface PathMatch {
  /** The part of the request path that matched (what `use` strips into `req.baseUrl`). */
  readonly path: string;
  readonly params: MatchedParams;
}

export interface PathOptions {
  /** Whole-path match (routes) rather than prefix match (middleware, routers). */
  readonly end: boolean;
  readonly strict: boolean;
  readonly sensitive: boolean;
}

/**
 * Where a layer goes in the candidate index: `exact` entries are candidates when the request path
 * ends at that node, `prefix` entries whenever the path passes through it. Segments are literal
 * (folded unless case-sensitive) or `PARAM` for a whole-segment parameter.
 */
export interface Placement {
  readonly kind: 'exact' | 'prefix';
  readonly segments: ReadonlyArray<string | typeof PARAM>;
}

export const PARAM: unique symbol = Symbol('param');

/** A compiled path: how to match it and where it belongs in the index. */
export interface CompiledPath {
  match(path: string): PathMatch | null;
  readonly placements: readonly Placement[];
  /** For an array of paths: the element that matches `path` first (read only by tracing). */
  patternOf?(path: string): string | RegExp | undefined;
}

/** Express's `loosen`: without strict routing, trailing slashes of the route path do not count. */
function loosen(path: string, strict: boolean): string {
  if (strict || path === '/') return path;
  return path.replace(/\/+$/, '');
}

const GROUP_NAME = /\((?:\?<(.*?)>)?(?!\?)/g;

function compileRegExp(re: RegExp): CompiledPath {
  // Capture names as Express's router finds them: named groups by name, the others numbered.
  const names: Array<string | number> = [];
  let unnamed = 0;
  for (const m of re.source.matchAll(GROUP_NAME)) names.push(m[1] ?? unnamed++);
  // A global or sticky RegExp would carry lastIndex between requests; match on a fresh copy.
  const pattern = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re;
  return {
    placements: [{ kind: 'prefix', segments: [] }],
    match(path) {
      const m = pattern.exec(path);
      if (m === null) return null;
      const params: MatchedParams = {};
      for (let i = 1; i < m.length; i++) {
        const value = m[i];
        if (value !== undefined) params[String(names[i - 1] ?? i - 1)] = decodeParam(value);
      }
      return { path: m[0], params };
    },
  };
}

/** The literal segments an alternative certainly starts with: where an opaque entry can sit. */
function literalPrefix(tokens: readonly FlatToken[], sensitive: boolean): string[] {
  const first = tokens[0];
  if (first?.type !== 'text' || !first.value.startsWith('/')) return [];
  const whole = tokens.length === 1 ? first.value : first.value.slice(0, first.value.lastIndexOf('/'));
  return whole
    .slice(1)
    .split('/')
    .filter((s, i, all) => i < all.length - 1 || s !== '' || tokens.length === 1)
    .map((s) => (sensitive ? s : foldString(s)));
}

function placementOf(keys: readonly SegmentKey[], end: boolean): Placement {
  const last = keys[keys.length - 1];
  const hasWildcard = typeof last === 'object' && 'wildcard' in last;
  const segments = (hasWildcard ? keys.slice(0, -1) : keys).map((k) => (typeof k === 'string' ? k : PARAM));
  if (end && !hasWildcard) return { kind: 'exact', segments };
  // A prefix placement never needs a trailing empty segment: the walk passes through its parent.
  while (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  return { kind: 'prefix', segments };
}

/**
 * The text of a path without params, wildcards or optional groups (one alternative, one text token:
 * `/route-999`, `/a\\:b` as `/a:b`); undefined for any other.
 */
function literalOf(alternatives: readonly (readonly FlatToken[])[]): string | undefined {
  const only = alternatives.length === 1 ? alternatives[0] : undefined;
  const token = only?.length === 1 ? only[0] : undefined;
  return token?.type === 'text' ? token.value : undefined;
}

function compileString(raw: string, options: PathOptions): CompiledPath {
  const path = loosen(raw, options.strict);
  const alternatives = expandGroups(parsePath(path), path);

  if (alternatives.every(isSegmentAligned)) {
    const placements = alternatives.map((tokens) => {
      const keys = segmentKeys(tokens, options.sensitive);
      return keys === null ? { kind: 'prefix' as const, segments: [] } : placementOf(keys, options.end);
    });
    const literal = literalOf(alternatives);
    return {
      placements,
      match(input) {
        // A request path equal to the literal (most requests to a literal route) is a whole match
        // under every option: what the loop below finds, without its captures and closure.
        if (input === literal) return { path: input, params: Object.create(null) as MatchedParams };
        for (const tokens of alternatives) {
          const captures: Array<string | undefined> = [];
          const end = matchSegments(tokens, input, options, captures);
          if (end === -1) continue;
          const params: MatchedParams = Object.create(null);
          tokens.forEach((token, k) => {
            const value = captures[k];
            if (value === undefined || token.type === 'text') return;
            params[token.name] = token.type === 'param' ? decodeParam(value) : value.split('/').map(decodeParam);
          });
          return { path: input.slice(0, end), params };
        }
        return null;
      },
    };
  }

  const { program, keys } = compileVm(alternatives, options, path);
  const slots = keys.length * 2;
  return {
    placements: alternatives.map((tokens) => ({ kind: 'prefix', segments: literalPrefix(tokens, options.sensitive) })),
    match(input) {
      const m = runProgram(program, input, slots, options.sensitive);
      if (m === null) return null;
      const params: MatchedParams = Object.create(null);
      keys.forEach((key, k) => {
        const start = m.caps[2 * k] as number;
        const stop = m.caps[2 * k + 1] as number;
        if (start < 0 || stop < 0) return;
        const value = input.slice(start, stop);
        params[key.name] = key.wildcard ? value.split('/').map(decodeParam) : decodeParam(value);
      });
      return { path: input.slice(0, m.end), params };
    },
  };
}

/**
 * Compiles a route or middleware path. Strings follow Express 5's syntax and match in time linear
 * in the request path; RegExp paths run as given (their cost is the author's).
 *
 * @example
 * compilePath('/users/:id', { end: true, strict: false, sensitive: false }).match('/users/42')
 * // { path: '/users/42', params: { id: '42' } }
 */
export function compilePath(path: PathArg, options: PathOptions): CompiledPath {
  if (typeof path === 'string') return compileString(path, options);
  if (path instanceof RegExp) return compileRegExp(path);
  const parts = (path as ReadonlyArray<unknown>).flat(Number.POSITIVE_INFINITY) as Array<string | RegExp>;
  const compiled = parts.map((p) => compilePath(p, options));
  return {
    placements: compiled.flatMap((c) => c.placements),
    match(input) {
      for (const c of compiled) {
        const m = c.match(input);
        if (m !== null) return m;
      }
      return null;
    },
    patternOf(input) {
      return parts[compiled.findIndex((c) => c.match(input) !== null)];
    },
  };
}
