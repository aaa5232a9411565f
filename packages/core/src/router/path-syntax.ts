import { createTypeError } from '../errors.js';

/** A piece of an Express 5 route path (path-to-regexp 8 syntax). */
export type PathToken =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'param'; readonly name: string }
  | { readonly type: 'wildcard'; readonly name: string }
  | { readonly type: 'group'; readonly tokens: readonly PathToken[] };

/** Characters path-to-regexp 8 reserves; using them unescaped is an error there, so it is here. */
const RESERVED = new Set(['(', ')', '[', ']', '?', '+', '!']);

const ID_START = /^[$_\p{ID_Start}]$/u;
const ID_CONTINUE = /^(?:[$\p{ID_Continue}]|\u200c|\u200d)$/u;

/**
 * A coded TypeError worded as path-to-regexp's `PathError` (`<problem>: <path>`, with the path as
 * `originalPath`), which is what Express throws, so that code matching either keeps working.
 */
export function syntaxError(path: string, message: string): TypeError {
  return Object.assign(createTypeError('BATON_INVALID_ROUTE_PATH', `${message}: ${path}`), { originalPath: path });
}

/**
 * Parses a route path in Express 5's syntax: `:name` parameters, `*name` wildcards, `{...}`
 * optional groups (nestable), `\` escapes, and `:"quoted name"`.
 *
 * @example
 * parsePath('/users{/:id}') // [{ type: 'text', value: '/users' }, { type: 'group', tokens: [...] }]
 */
export function parsePath(path: string): PathToken[] {
  let i = 0;

  function readName(): string {
    const at = i;
    if (path[i] === '"') {
      i++;
      let name = '';
      while (i < path.length && path[i] !== '"') {
        if (path[i] === '\\') i++;
        name += path[i] ?? '';
        i++;
      }
      if (path[i] !== '"') throw syntaxError(path, `Unterminated quote at index ${at}`);
      i++;
      if (name === '') throw syntaxError(path, `Missing parameter name at index ${at}`);
      return name;
    }
    let name = '';
    // Iterate by code point so that astral identifier characters stay whole.
    for (const ch of path.slice(i)) {
      if (!(name === '' ? ID_START : ID_CONTINUE).test(ch)) break;
      name += ch;
    }
    i += name.length;
    if (name === '') throw syntaxError(path, `Missing parameter name at index ${at}`);
    // Route params are typed from the path (RouteParams), where any non-ASCII character continues
    // a name: one that is not an identifier character would end it here but not there, so such a
    // path is refused rather than typed with a name it does not have.
    const next = path.codePointAt(i);
    if (next !== undefined && next > 0x7f) {
      throw syntaxError(
        path,
        `Parameter name "${name}" is followed by "${String.fromCodePoint(next)}" at index ${i}; quote the name (:"${name}") or escape the character`,
      );
    }
    return name;
  }

  function readTokens(inGroup: boolean): PathToken[] {
    const tokens: PathToken[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') tokens.push({ type: 'text', value: text });
      text = '';
    };
    while (i < path.length) {
      const ch = path[i] as string;
      if (ch === '\\') {
        if (i + 1 === path.length) throw syntaxError(path, `Unexpected end after \\ at index ${i + 1}`);
        text += path[i + 1];
        i += 2;
      } else if (ch === ':' || ch === '*') {
        flush();
        i++;
        tokens.push({ type: ch === ':' ? 'param' : 'wildcard', name: readName() });
      } else if (ch === '{') {
        flush();
        i++;
        tokens.push({ type: 'group', tokens: readTokens(true) });
      } else if (ch === '}') {
        if (!inGroup) throw syntaxError(path, `Unexpected } at index ${i}`);
        flush();
        i++;
        return tokens;
      } else if (RESERVED.has(ch)) {
        throw syntaxError(path, `Unexpected ${ch} at index ${i}`);
      } else {
        text += ch;
        i++;
      }
    }
    if (inGroup) throw syntaxError(path, `Unexpected end at index ${i}, expected }`);
    flush();
    return tokens;
  }

  return readTokens(false);
}

/** A flat sequence: one alternative of a path once its optional groups are expanded. */
export type FlatToken = Exclude<PathToken, { type: 'group' }>;

/** path-to-regexp 8 refuses paths with more alternatives than this; so do we. */
export const MAX_ALTERNATIVES = 256;

/**
 * Expands optional groups into the list of alternatives, in priority order: each group is first
 * taken, then skipped, left to right. This is the order a backtracking matcher would try them in,
 * so trying the alternatives in this order gives the same match. Adjacent text is merged.
 *
 * @example
 * expandGroups(parsePath('/a{/:b}')) // [[text '/a/', param b], [text '/a']]
 */
export function expandGroups(tokens: readonly PathToken[], path = ''): FlatToken[][] {
  const out: FlatToken[][] = [];
  const walk = (rest: readonly PathToken[], acc: FlatToken[]): void => {
    let index = 0;
    const seq = acc.slice();
    while (index < rest.length) {
      const token = rest[index++] as PathToken;
      if (token.type === 'group') {
        const after = rest.slice(index);
        walk([...token.tokens, ...after], seq);
        walk(after, seq);
        return;
      }
      const last = seq[seq.length - 1];
      if (token.type === 'text' && last?.type === 'text')
        seq[seq.length - 1] = { type: 'text', value: last.value + token.value };
      else seq.push(token);
    }
    if (out.length >= MAX_ALTERNATIVES) throw syntaxError(path, 'Too many path combinations');
    out.push(seq);
  };
  walk(tokens, []);
  return out;
}
