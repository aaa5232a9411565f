// Browser-safe: nothing from node:, nothing by bare name.
import { ClientError } from './problem-error.js';

type Params = Readonly<Record<string, unknown>>;

const NAME = /^(?:"((?:[^"\\]|\\.)*)"|([$_\p{ID_Start}][$\p{ID_Continue}\u200c\u200d]*))/u;

function segmentValue(value: unknown, wildcard: boolean): string {
  if (wildcard && Array.isArray(value)) return value.map((part) => encodeURIComponent(String(part))).join('/');
  return encodeURIComponent(String(value));
}

/** Fills `path` from index `i` to the end or to the `}` closing the group it is in. */
function fill(
  path: string,
  start: number,
  params: Params,
  inGroup: boolean,
): { text: string; end: number; complete: boolean } {
  let text = '';
  let complete = true;
  let i = start;
  while (i < path.length) {
    const ch = path[i] as string;
    if (ch === '\\') {
      text += path[i + 1] ?? '';
      i += 2;
    } else if (ch === ':' || ch === '*') {
      const match = NAME.exec(path.slice(i + 1));
      const name = match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2] ?? '';
      i += 1 + (match?.[0].length ?? 0);
      const value = params[name];
      if (value === undefined || value === null || value === '') complete = false;
      else text += segmentValue(value, ch === '*');
    } else if (ch === '{') {
      const group = fill(path, i + 1, params, true);
      if (group.complete) text += group.text;
      i = group.end;
    } else if (ch === '}' && inGroup) {
      return { text, end: i + 1, complete };
    } else {
      text += ch;
      i++;
    }
  }
  return { text, end: i, complete };
}

/**
 * An Express path with its parameters filled in, each percent-encoded (a wildcard's array joined
 * by `/`); an optional group is kept only when every parameter in it is given.
 *
 * @example
 * fillPath('/posts/:id{/:slug}', { id: 7 }); // '/posts/7'
 */
export function fillPath(path: string, params: Params): string {
  const { text, complete } = fill(path, 0, params, false);
  if (!complete) throw new ClientError(`A parameter of ${path} is missing`, 0);
  return text;
}
