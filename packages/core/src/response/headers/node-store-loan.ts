import { type HeaderList, isIndexKey } from './header-list.js';

/** node's store entry: `[name as set, value]`. */
export type NodeStoreEntry = [string, unknown];

/** The most headers {@link lendNodeStore} hands over; a response with more sends the flat array. */
const STORE_SLOTS = 8;

/** One store of each size, made once, with its entries in slot order. */
interface Loan {
  readonly store: Record<string, NodeStoreEntry>;
  readonly entries: readonly NodeStoreEntry[];
}

// The keys are fixed slot names (`h0`, `h1`, ...) added in order, so every store of a size has the
// same V8 map; node reads only the entries and their order, never the keys (native-store.ts's probe
// checks that it does).
const loans: readonly Loan[] = Array.from({ length: STORE_SLOTS + 1 }, (_, count) => {
  const store: Record<string, NodeStoreEntry> = {};
  const entries: NodeStoreEntry[] = [];
  for (let n = 0; n < count; n++) {
    const entry: NodeStoreEntry = ['', undefined];
    store[`h${n}`] = entry;
    entries.push(entry);
  }
  return { store, entries };
});

/** The loan out now, if any: node's `writeHead` is synchronous, so at most one is out at a time. */
let out: Loan | undefined;

function clear(entries: readonly NodeStoreEntry[], count: number): void {
  for (let n = 0; n < count; n++) {
    const entry = entries[n] as NodeStoreEntry;
    entry[0] = '';
    entry[1] = undefined;
  }
}

/**
 * The headers in the shape node's `writeHead` sends from its own store, for Baton's `writeHead` to
 * hand over through that store for one call: node then writes them without checking each name and
 * value again (Baton's store checked them when they were set, as node's does). The store is lent,
 * not made: one per header count, filled in place and emptied by {@link returnNodeStore}, so a
 * response allocates neither the object nor its `[name, value]` arrays (a fresh store cost ~250
 * instructions a response with two headers, callgrind). Undefined, and the caller sends the flat
 * array, when the order would not be the list's (an array-index name, which an object lists first),
 * with more than {@link STORE_SLOTS} headers, or while a store is out: a header value whose
 * `toString` sends another response from inside node's `writeHead` gets the flat array.
 *
 * @example
 * const store = lendNodeStore(['etag', 'ETag', 'W/"1"']); // { h0: ['ETag', 'W/"1"'] }
 * try { writeHeadThrough(store); } finally { returnNodeStore(); }
 */
export function lendNodeStore(list: HeaderList): Record<string, NodeStoreEntry> | undefined {
  const count = list.length / 3;
  if (count > STORE_SLOTS || out !== undefined) return undefined;
  const loan = loans[count] as Loan;
  const entries = loan.entries;
  for (let n = 0, at = 0; n < count; n++, at += 3) {
    // isIndexKey reads one character of an ordinary name before it answers no.
    if (isIndexKey(list[at] as string)) {
      clear(entries, n);
      return undefined;
    }
    const entry = entries[n] as NodeStoreEntry;
    entry[0] = list[at + 1] as string;
    entry[1] = list[at + 2];
  }
  out = loan;
  return loan.store;
}

/**
 * Takes back the store {@link lendNodeStore} lent, emptied, so that it holds no response's names
 * and values. Does nothing when none is out.
 *
 * @example
 * returnNodeStore();
 */
export function returnNodeStore(): void {
  const loan = out;
  if (loan === undefined) return;
  clear(loan.entries, loan.entries.length);
  out = undefined;
}
