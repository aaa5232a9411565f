/** A value still to look at, linked to its parent so that only the offending path is ever built. */
interface Node {
  readonly value: unknown;
  readonly depth: number;
  readonly key: string | number;
  readonly parent: Node | undefined;
}

function pathOf(node: Node): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Node | undefined = node; at?.parent !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path to the first value nested deeper than `max` levels of objects and arrays, or undefined
 * when there is none. Iterative, so that the check itself cannot overflow the stack on the
 * hostile input it exists for (validators are recursive and throw a RangeError on it).
 *
 * @example
 * tooDeep({ a: { b: [1] } }, 2); // ['a', 'b']
 */
export function tooDeep(value: unknown, max: number): Array<string | number> | undefined {
  const stack: Node[] = [{ value, depth: 0, key: '', parent: undefined }];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const current = node.value;
    if (typeof current !== 'object' || current === null) continue;
    if (node.depth >= max) return pathOf(node);
    const depth = node.depth + 1;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], depth, key: i, parent: node });
    } else {
      for (const key of Object.keys(current).reverse()) {
        stack.push({ value: (current as Record<string, unknown>)[key], depth, key, parent: node });
      }
    }
  }
  return undefined;
}
