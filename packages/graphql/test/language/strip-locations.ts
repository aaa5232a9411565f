/**
 * A plain copy of an AST without `loc` and without keys whose value is undefined, so trees from our parser and
 * graphql-js's compare with deep equality.
 */
export function stripLocations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripLocations);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && value !== undefined) out[key] = stripLocations(value);
  }
  return out;
}
