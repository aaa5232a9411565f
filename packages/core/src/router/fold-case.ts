/**
 * Case folding for case-insensitive route matching, one UTF-16 unit at a time (as a RegExp with the
 * `i` flag compares). ASCII takes the arithmetic path because routing compares every character.
 */
export function foldUnit(code: number): number {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  const lower = String.fromCharCode(code).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : code;
}

/** Whether `input` holds `text` at `pos`, comparing case-insensitively unless `sensitive`. */
export function textAt(input: string, pos: number, text: string, sensitive: boolean): boolean {
  if (pos + text.length > input.length) return false;
  if (sensitive) return input.startsWith(text, pos);
  for (let k = 0; k < text.length; k++) {
    const a = input.charCodeAt(pos + k);
    const b = text.charCodeAt(k);
    if (a !== b && foldUnit(a) !== foldUnit(b)) return false;
  }
  return true;
}
