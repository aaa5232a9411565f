import type { ParsedQs } from '../types/request.js';
import { decodeComponent } from './decode-component.js';
import { splitKey } from './split-key.js';

/** Limits for {@link parseExtendedQuery}; the defaults are qs's, which Express 5's 'extended' uses. */
export interface ExtendedQueryOptions {
  /** How many bracket groups a key may nest (default 5); deeper text stays one literal key. */
  readonly depth?: number;
  /** How many `key=value` pairs are read (default 1000); the rest are ignored. */
  readonly parameterLimit?: number;
  /** The most elements an array may hold (default 20); a larger one becomes an object keyed by index. */
  readonly arrayLimit?: number;
}

type Node = string | Node[] | Dict;
interface Dict {
  [key: string]: Node;
}

const INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

/**
 * Parses a query string with nesting, as Express 5's `query parser: 'extended'`: `a[b][c]=1`
 * nests objects, `a[]=1&a[]=2` and `a[0]=x` build arrays (sparse indices are compacted), a
 * repeated key collects its values into an array. Every object has a null prototype and any
 * `__proto__` segment drops its pair, so no query string can reach `Object.prototype`.
 *
 * @example
 * parseExtendedQuery('user[name]=ada&user[langs][]=en&user[langs][]=fr');
 * // { user: { name: 'ada', langs: ['en', 'fr'] } }
 */
export function parseExtendedQuery(query: string, options: ExtendedQueryOptions = {}): ParsedQs {
  const depth = options.depth ?? 5;
  const limit = options.parameterLimit ?? 1000;
  const arrayLimit = options.arrayLimit ?? 20;
  const root: Dict = Object.create(null);
  const sparse: Node[][] = [];
  let pairs = 0;
  let pos = 0;
  const len = query.length;
  // The first '=' at or after `pos` (len when none), kept across pairs: searched afresh for each
  // pair, a run of pairs without '=' scanned the rest of the query every time, quadratic (and slow
  // in two-byte strings, where V8's search meets false hits: ~0.16 characters per ns).
  let eq = -1;
  while (pos < len && pairs < limit) {
    let end = query.indexOf('&', pos);
    if (end === -1) end = len;
    if (end > pos) {
      pairs++;
      if (eq < pos) {
        eq = query.indexOf('=', pos);
        if (eq === -1) eq = len;
      }
      const hasValue = eq < end;
      const key = decodeComponent(query.slice(pos, hasValue ? eq : end));
      const value = hasValue ? decodeComponent(query.slice(eq + 1, end)) : '';
      if (key !== '') {
        const { segments, literalTail } = splitKey(key, depth);
        if (!segments.includes('__proto__')) {
          const ctx = { arrayLimit, sparse, literalTail, last: segments.length - 1 };
          root[segments[0] as string] = place(root[segments[0] as string], segments, 1, value, ctx);
        }
      }
    }
    pos = end + 1;
  }
  for (const array of sparse) compact(array);
  // Node allows nested arrays for the builder's sake; place() never nests one array in another.
  return root as ParsedQs;
}

interface Context {
  readonly arrayLimit: number;
  readonly sparse: Node[][];
  readonly literalTail: boolean;
  readonly last: number;
}

/** Puts `value` at `segments[i..]` below `existing` and returns what the parent should hold. */
function place(existing: Node | undefined, segments: string[], i: number, value: string, ctx: Context): Node {
  if (i > ctx.last) return existing === undefined ? value : combine(existing, value, ctx);
  const segment = segments[i] as string;
  const literal = ctx.literalTail && i === ctx.last;
  const index = !literal && INDEX.test(segment) ? Number(segment) : -1;
  const wantsArray = !literal && (segment === '' || (index >= 0 && index < ctx.arrayLimit));
  let container: Node[] | Dict;
  if (existing === undefined) container = wantsArray ? [] : Object.create(null);
  else if (typeof existing === 'string') return combine(existing, place(undefined, segments, i, value, ctx), ctx);
  else container = existing;
  if (Array.isArray(container)) {
    if (segment === '' && !literal && container.length < ctx.arrayLimit) {
      container.push(place(undefined, segments, i + 1, value, ctx));
      return container;
    }
    if (wantsArray && segment !== '') {
      if (index >= container.length) ctx.sparse.push(container);
      container[index] = place(container[index], segments, i + 1, value, ctx);
      return container;
    }
    container = toDict(container);
  }
  const key = segment === '' && !literal ? String(sizeOf(container)) : segment;
  setEntry(container, key, place(container[key], segments, i + 1, value, ctx));
  return container;
}

/** Two values for one path: arrays collect, up to the array limit. */
function combine(existing: Node, value: Node, ctx: Context): Node {
  if (!Array.isArray(existing)) existing = [existing];
  if (existing.length < ctx.arrayLimit) {
    existing.push(value);
    return existing;
  }
  const dict = toDict(existing);
  setEntry(dict, String(sizeOf(dict)), value);
  return dict;
}

/**
 * How many keys each dict that was appended to holds. Appending (`a[]=` past the array limit, or a
 * repeated key) names the new entry by that count; counting with `Object.keys` on every append made
 * a query of 1,000 such pairs cost quadratic time. Weak and module-wide, so a parse that never
 * appends (nearly all) allocates nothing for it; a dict is only ever written by the parse that made it.
 */
const dictSizes = new WeakMap<Dict, number>();

/** How many keys `dict` holds: counted once, then kept up to date by {@link setEntry}. */
function sizeOf(dict: Dict): number {
  let size = dictSizes.get(dict);
  if (size === undefined) {
    size = Object.keys(dict).length;
    dictSizes.set(dict, size);
  }
  return size;
}

/** Sets `dict[key]`, counting a new key if `dict`'s size is being kept. */
function setEntry(dict: Dict, key: string, node: Node): void {
  if (dict[key] === undefined) {
    const size = dictSizes.get(dict);
    if (size !== undefined) dictSizes.set(dict, size + 1);
  }
  dict[key] = node;
}

function toDict(array: Node[]): Dict {
  const dict: Dict = Object.create(null);
  array.forEach((item, i) => {
    dict[String(i)] = item;
  });
  return dict;
}

/** Removes the holes `a[1]=x&a[5]=y` leaves, keeping index order (qs does the same). */
function compact(array: Node[]): void {
  let n = 0;
  array.forEach((item) => {
    array[n++] = item;
  });
  array.length = n;
}
