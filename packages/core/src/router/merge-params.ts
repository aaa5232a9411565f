/**
 * `mergeParams`: a mounted router's params over its parent's. Numbered captures (from RegExp
 * paths) are shifted past the parent's so that neither hides the other, as Express does.
 */
export function mergeParams(params: Record<string, unknown>, parent: unknown): Record<string, unknown> {
  if (typeof parent !== 'object' || parent === null) return params;
  const merged: Record<string, unknown> = { ...(parent as Record<string, unknown>) };
  if (!('0' in params) || !('0' in merged)) return Object.assign(merged, params);
  let offset = 0;
  while (String(offset) in merged) offset++;
  const shifted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const n = Number(key);
    shifted[Number.isInteger(n) && n >= 0 && String(n) === key ? String(n + offset) : key] = value;
  }
  return Object.assign(merged, shifted);
}
