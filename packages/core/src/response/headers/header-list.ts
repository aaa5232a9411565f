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

/** Whether a key is an array index, which a JavaScript object lists before its other keys. */
function isIndexKey(key: string): boolean {
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

/** node's store entry: `[name as set, value]`. */
export type NodeStoreEntry = [string, unknown];

/** The most headers {@link nodeStoreOf} hands over; a response with more sends the flat array. */
const STORE_SLOTS = 8;

/**
 * The headers in the shape node's `writeHead` sends from its own store, for Baton's `writeHead` to
 * hand over through that store: node then writes them without checking each name and value again
 * (Baton's store checked them when they were set, as node's does). node reads only the entries'
 * `[name, value]` and their order, never the keys, so the keys are fixed slot names stored one by
 * one: every response's object then follows the same V8 map transitions with monomorphic stores
 * (the header names as keys cost ~290 instructions a header in megamorphic keyed stores,
 * callgrind). Undefined when the order is not the list's (an array-index name, see
 * {@link objectOrder}) or there are more than {@link STORE_SLOTS} headers: the caller sends the
 * flat array then.
 *
 * @example
 * nodeStoreOf(['etag', 'ETag', 'W/"1"']); // { h0: ['ETag', 'W/"1"'] }
 */
export function nodeStoreOf(list: HeaderList): Record<string, NodeStoreEntry> | undefined {
  const count = list.length / 3;
  if (count > STORE_SLOTS || objectOrder(list) !== undefined) return undefined;
  const store: Partial<Record<'h0' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'h7', NodeStoreEntry>> = {};
  if (count > 0) store.h0 = [list[1] as string, list[2]];
  if (count > 1) store.h1 = [list[4] as string, list[5]];
  if (count > 2) store.h2 = [list[7] as string, list[8]];
  if (count > 3) store.h3 = [list[10] as string, list[11]];
  if (count > 4) store.h4 = [list[13] as string, list[14]];
  if (count > 5) store.h5 = [list[16] as string, list[17]];
  if (count > 6) store.h6 = [list[19] as string, list[20]];
  if (count > 7) store.h7 = [list[22] as string, list[23]];
  return store as Record<string, NodeStoreEntry>;
}
