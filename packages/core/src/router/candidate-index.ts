import { PARAM, type Placement } from './compile-path.js';
import type { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';
import { foldString } from './segment-pattern.js';

class TrieNode {
  readonly literal = new Map<string, TrieNode>();
  param: TrieNode | undefined;
  /** Layers whose path ends here (routes). */
  readonly exact: Layer[] = [];
  /** Layers that match any path passing through here (middleware, wildcards, opaque patterns). */
  readonly prefix: Layer[] = [];

  child(segment: string | typeof PARAM): TrieNode {
    if (segment === PARAM) {
      this.param ??= new TrieNode();
      return this.param;
    }
    let node = this.literal.get(segment);
    if (node === undefined) {
      node = new TrieNode();
      this.literal.set(segment, node);
    }
    return node;
  }
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The candidate index: a segment trie over every layer's path, so that the cost of finding the
 * layers that can match a request does not grow with the number of routes (Express tests every
 * layer in turn). Regular paths sit where they end (routes) or at their prefix (middleware);
 * patterns it cannot place precisely sit as prefix entries at their deepest literal segment, and
 * `layer.match` still decides. Results are merged back into stack order by `seq`.
 *
 * @example
 * const index = new CandidateIndex(false);
 * index.add(layer); // layer.seq set by the router
 * index.lookup('/users/42'); // the layers that may match, in stack order
 */
export class CandidateIndex implements LayerIndex {
  readonly #root = new TrieNode();
  readonly #sensitive: boolean;
  // Recent lookups by path: most traffic repeats a few paths, and a hit skips the walk and the
  // merge. Bounded (oldest dropped first) so that random paths cannot grow it; cleared on add().
  readonly #recent = new Map<string, readonly Layer[]>();
  version = 0;

  constructor(sensitive: boolean) {
    this.#sensitive = sensitive;
  }

  add(layer: Layer): void {
    for (const placement of layer.compiled.placements) this.#place(layer, placement);
    this.#recent.clear();
    this.version++;
  }

  #place(layer: Layer, placement: Placement): void {
    let node = this.#root;
    for (const segment of placement.segments) node = node.child(segment);
    const list = placement.kind === 'exact' ? node.exact : node.prefix;
    if (list[list.length - 1] !== layer) list.push(layer);
  }

  lookup(path: string): readonly Layer[] {
    const recent = this.#recent.get(path);
    if (recent !== undefined) return recent;
    const found = this.#walk(path);
    if (this.#recent.size >= RECENT_LIMIT) this.#recent.delete(this.#recent.keys().next().value as string);
    this.#recent.set(path, found);
    return found;
  }

  #walk(path: string): readonly Layer[] {
    const root = this.#root;
    if (path.charCodeAt(0) !== 47) return root.prefix;
    // Fold case the way the matcher compares; toLowerCase is the fast path for ASCII, but it is
    // context-sensitive for some letters (final sigma), so anything else folds unit by unit.
    const folded = this.#sensitive ? path : NON_ASCII.test(path) ? foldString(path) : path.toLowerCase();
    const segments = folded.slice(1).split('/');
    const found: Array<readonly Layer[]> = [];
    collect(root, segments, 0, found);
    if (found.length === 0) return EMPTY;
    let merged = found[0] as readonly Layer[];
    for (let k = 1; k < found.length; k++) merged = mergeBySeq(merged, found[k] as readonly Layer[]);
    return merged;
  }
}

const EMPTY: readonly Layer[] = Object.freeze([]);
const RECENT_LIMIT = 512;

/** Merges two lists sorted by seq into one, dropping a layer found through both. */
function mergeBySeq(a: readonly Layer[], b: readonly Layer[]): Layer[] {
  const out: Layer[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Layer;
    const y = b[j] as Layer;
    if (x.seq < y.seq) {
      out.push(x);
      i++;
    } else if (y.seq < x.seq) {
      out.push(y);
      j++;
    } else {
      out.push(x);
      i++;
      j++;
    }
  }
  while (i < a.length) out.push(a[i++] as Layer);
  while (j < b.length) out.push(b[j++] as Layer);
  return out;
}

/**
 * Walks the literal child and the param child of each node. A trie node has one path from the
 * root, so each node is visited at most once: the walk is bounded by the trie's size.
 */
function collect(node: TrieNode, segments: readonly string[], i: number, found: Array<readonly Layer[]>): void {
  if (node.prefix.length > 0) found.push(node.prefix);
  const remaining = segments.length - i;
  // A trailing slash ('/users/') may still match a route ending here (non-strict routing).
  if (node.exact.length > 0 && (remaining === 0 || (remaining === 1 && segments[i] === ''))) found.push(node.exact);
  if (remaining === 0) return;
  const segment = segments[i] as string;
  const literal = node.literal.get(segment);
  if (literal !== undefined) collect(literal, segments, i + 1, found);
  if (node.param !== undefined && segment !== '') collect(node.param, segments, i + 1, found);
}
