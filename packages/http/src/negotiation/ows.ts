const SP = 0x20;
const HTAB = 0x09;

/**
 * The index of the first character at or after `i` that is not optional white space (RFC 9110
 * §5.6.3 OWS: spaces and tabs).
 *
 * @example
 * skipOws('a;  b', 2, 5); // 4
 */
export function skipOws(s: string, i: number, len: number): number {
  while (i < len) {
    const c = s.charCodeAt(i);
    if (c !== SP && c !== HTAB) break;
    i++;
  }
  return i;
}

/**
 * The end of `s.slice(start, end)` with trailing optional white space left off.
 *
 * @example
 * trimEnd('a  ;', 0, 3); // 1
 */
export function trimEnd(s: string, start: number, end: number): number {
  while (end > start) {
    const c = s.charCodeAt(end - 1);
    if (c !== SP && c !== HTAB) break;
    end--;
  }
  return end;
}
