const MAX_ARRAY_LENGTH = 10;
const MAX_DEPTH = 2;

/**
 * Renders any JavaScript value for an error message, in the shape graphql-js uses, so coercion
 * errors read the same in both (strings quoted, objects as `{ a: 1 }`, depth and length bounded).
 *
 * @example
 * inspect({ a: [1, 'x'] }); // '{ a: [1, "x"] }'
 */
export function inspect(value: unknown): string {
  return formatValue(value, []);
}

function formatValue(value: unknown, seen: readonly object[]): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return value.name ? `[function ${value.name}]` : '[function]';
  if (typeof value === 'object') return value === null ? 'null' : formatObjectValue(value, seen);
  return String(value);
}

function formatObjectValue(value: object, previous: readonly object[]): string {
  if (previous.includes(value)) return '[Circular]';
  const seen = [...previous, value];
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const json: unknown = toJSON.call(value);
    // A toJSON returning its own receiver would recurse forever, so it falls through.
    if (json !== value) return typeof json === 'string' ? json : formatValue(json, seen);
  } else if (Array.isArray(value)) {
    return formatArray(value, seen);
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  if (seen.length > MAX_DEPTH) return `[${objectTag(value)}]`;
  return `{ ${entries.map(([key, item]) => `${key}: ${formatValue(item, seen)}`).join(', ')} }`;
}

function formatArray(array: readonly unknown[], seen: readonly object[]): string {
  if (array.length === 0) return '[]';
  if (seen.length > MAX_DEPTH) return '[Array]';
  const shown = Math.min(MAX_ARRAY_LENGTH, array.length);
  const items: string[] = [];
  for (let i = 0; i < shown; i++) items.push(formatValue(array[i], seen));
  const rest = array.length - shown;
  if (rest === 1) items.push('... 1 more item');
  else if (rest > 1) items.push(`... ${rest} more items`);
  return `[${items.join(', ')}]`;
}

function objectTag(object: object): string {
  const tag = Object.prototype.toString
    .call(object)
    .replace(/^\[object /, '')
    .replace(/]$/, '');
  if (tag === 'Object') {
    const ctor = (object as { constructor?: { name?: unknown } }).constructor;
    if (typeof ctor?.name === 'string' && ctor.name !== '') return ctor.name;
  }
  return tag;
}
