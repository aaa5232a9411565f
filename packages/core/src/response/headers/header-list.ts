/**
 * A response's headers as Baton keeps them: one flat array of triples
 * `[key, name, value, key, name, value, ...]` (key = the name lower-cased, name = as first set,
 * value = as given, arrays kept by reference as node keeps them). One allocation per response;
 * with the handful of headers a response has, a linear scan of keys (usually the same interned
 * strings, so pointer compares) is cheaper than the dictionary-mode object node keeps.
 *
 * @example
 * const list: HeaderList = ['content-type', 'Content-Type', 'text/plain'];
 */
export type HeaderList = unknown[];

/**
 * Where `key`'s triple starts, or -1.
 *
 * @example
 * findHeader(['etag', 'ETag', 'W/"1"'], 'etag'); // 0
 */
export function findHeader(list: HeaderList, key: string): number {
  for (let i = 0; i < list.length; i += 3) if (list[i] === key) return i;
  return -1;
}

/**
 * Sets `key` to `[name, value]`: in place when present (node keeps a replaced header where it
 * was), else at the end.
 *
 * @example
 * putHeader(list, 'etag', 'ETag', 'W/"2"');
 */
export function putHeader(list: HeaderList, key: string, name: string, value: unknown): void {
  const at = findHeader(list, key);
  if (at === -1) list.push(key, name, value);
  else {
    list[at + 1] = name;
    list[at + 2] = value;
  }
}

/**
 * Removes `key`'s triple if present.
 *
 * @example
 * dropHeader(list, 'content-length');
 */
export function dropHeader(list: HeaderList, key: string): void {
  const at = findHeader(list, key);
  if (at !== -1) list.splice(at, 3);
}

/**
 * Whether a key is an array index, which a JavaScript object lists before its other keys.
 *
 * @example
 * isIndexKey('20'); // true
 * isIndexKey('x-20'); // false
 */
export function isIndexKey(key: string): boolean {
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
}

/**
 * The triple offsets in the order node's store lists them: node keeps headers as properties of
 * an object, and an object lists array-index keys (a header named `123`) first, ascending, then
 * the others in insertion order. Returns undefined for the usual case, where that is list order.
 */
function objectOrder(list: HeaderList): number[] | undefined {
  // Made only when needed: this runs for every response that is sent.
  let indexKeys: number[] | undefined;
  for (let i = 0; i < list.length; i += 3) {
    if (!isIndexKey(list[i] as string)) continue;
    if (indexKeys === undefined) indexKeys = [];
    indexKeys.push(i);
  }
  if (indexKeys === undefined) return undefined;
  indexKeys.sort((a, b) => Number(list[a]) - Number(list[b]));
  const rest: number[] = [];
  for (let i = 0; i < list.length; i += 3) if (!isIndexKey(list[i] as string)) rest.push(i);
  return indexKeys.concat(rest);
}

/**
 * Calls `each(offset)` for every triple, in node's listing order.
 *
 * @example
 * forEachHeader(list, (at) => console.log(list[at + 1], list[at + 2]));
 */
export function forEachHeader(list: HeaderList, each: (at: number) => void): void {
  const order = objectOrder(list);
  if (order === undefined) for (let i = 0; i < list.length; i += 3) each(i);
  else for (const i of order) each(i);
}

/**
 * The part `slot` (0 key, 1 name, 2 value) of every triple, in node's listing order.
 *
 * @example
 * headerColumn(list, 0); // ['content-type', 'etag']: getHeaderNames()
 */
export function headerColumn(list: HeaderList, slot: 0 | 1 | 2): unknown[] {
  const out: unknown[] = [];
  forEachHeader(list, (at) => out.push(list[at + slot]));
  return out;
}

/**
 * `[name, value, name, value, ...]` in node's order: the flat array node's `writeHead` takes, so
 * that the headers reach node once, when they are sent.
 *
 * @example
 * nameValuePairs(['etag', 'ETag', 'W/"1"']); // ['ETag', 'W/"1"']
 */
export function nameValuePairs(list: HeaderList): unknown[] {
  const order = objectOrder(list);
  if (order !== undefined) return order.flatMap((at) => [list[at + 1], list[at + 2]]);
  // The path of every response: sized once, filled in place.
  const out = new Array<unknown>((list.length / 3) * 2);
  for (let i = 0, j = 0; i < list.length; i += 3, j += 2) {
    out[j] = list[i + 1];
    out[j + 1] = list[i + 2];
  }
  return out;
}
