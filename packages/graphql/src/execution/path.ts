/**
 * A response path as a linked list from the leaf up: each field and list item adds one link, so
 * building a path costs one small object and no array copies. `pathToArray` flattens it when an
 * error needs it.
 *
 * @example
 * const path: Path = { prev: undefined, key: 'posts', typename: 'Query' };
 */
export interface Path {
  readonly prev: Path | undefined;
  readonly key: string | number;
  readonly typename: string | undefined;
}

/**
 * Extends a path by one response key or list index.
 *
 * @example
 * const path = addPath(addPath(undefined, 'posts', 'Query'), 0, undefined);
 */
export function addPath(prev: Path | undefined, key: string | number, typename: string | undefined): Path {
  return { prev, key, typename };
}

/**
 * The path from the root as an array of keys: `['posts', 0, 'title']`.
 *
 * @example
 * pathToArray(addPath(addPath(undefined, 'posts', 'Query'), 0, undefined)); // ['posts', 0]
 */
export function pathToArray(path: Path | undefined): Array<string | number> {
  const keys: Array<string | number> = [];
  for (let link = path; link !== undefined; link = link.prev) keys.push(link.key);
  return keys.reverse();
}
