/** A key cut into its path: the root name, then one entry per bracket group. */
export interface KeyPath {
  readonly segments: string[];
  /** The last segment is unparsed text (too deep, or malformed): always an object key, never an index. */
  readonly literalTail: boolean;
}

/**
 * Cuts `a[b][]`-style keys into `['a', 'b', '']`. At most `depth` bracket groups are read; the
 * rest of the key (from the next `[`) stays one literal segment, so `a[1][2][3][4][5][6]` at depth
 * 5 gives `['a', '1', '2', '3', '4', '5', '[6]']`. A key that starts with a group uses that group as
 * its root (`[a][b]` is `a[b]`). Each group is found with one forward search and there are at most
 * `depth` of them, so the cost is linear in the key whatever its brackets.
 *
 * @example
 * splitKey('user[tags][]', 5); // { segments: ['user', 'tags', ''], literalTail: false }
 */
export function splitKey(key: string, depth: number): KeyPath {
  const open = key.indexOf('[');
  if (open === -1 || depth <= 0) return { segments: [key], literalTail: false };
  const segments: string[] = open === 0 ? [] : [key.slice(0, open)];
  let pos = open;
  let groups = 0;
  while (pos < key.length && key.charCodeAt(pos) === 0x5b && groups < depth) {
    const close = key.indexOf(']', pos + 1);
    if (close === -1) break;
    const nested = key.indexOf('[', pos + 1);
    if (nested !== -1 && nested < close) break;
    segments.push(key.slice(pos + 1, close));
    pos = close + 1;
    groups++;
  }
  if (segments.length === 0 || segments[0] === '') return { segments: [key], literalTail: false };
  if (pos < key.length) {
    segments.push(key.slice(pos));
    return { segments, literalTail: true };
  }
  return { segments, literalTail: false };
}
