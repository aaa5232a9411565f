import { skipOws, trimEnd } from './ows.js';
import { quotedStringEnd, unquote } from './quoted-string.js';

/**
 * One member of an Accept-style list (RFC 9110 §12.5): the range or token as the client wrote it,
 * its parameters other than `q`, its weight and its position in the header.
 *
 * @example
 * const [first]: AcceptEntry[] = parseAccept('text/html;level=1;q=0.5');
 * first?.params.level; // '1'
 */
export interface AcceptEntry {
  readonly value: string;
  /** Parameter names are lower-cased; values are unquoted. Null-prototype. */
  readonly params: Record<string, string>;
  readonly q: number;
  readonly index: number;
}

/** Shared by every member without parameters, which is most of them: no allocation per member. */
const NO_PARAMS: Record<string, string> = Object.freeze(Object.create(null));

const COMMA = 0x2c;
const SEMI = 0x3b;
const EQ = 0x3d;
const DQUOTE = 0x22;

/**
 * Splits an Accept, Accept-Charset, Accept-Encoding or Accept-Language value into its members.
 * One left-to-right pass with no backtracking, so the cost is linear in the header length however
 * hostile the header is; members with an empty range are skipped.
 *
 * @example
 * parseAccept('text/html;level=1;q=0.5, text/*;q=0.1');
 * // [{ value: 'text/html', params: { level: '1' }, q: 0.5, index: 0 }, { value: 'text/*', params: {}, q: 0.1, index: 1 }]
 */
export function parseAccept(header: string): AcceptEntry[] {
  const entries: AcceptEntry[] = [];
  const len = header.length;
  let i = 0;
  while (i < len) {
    i = skipOws(header, i, len);
    const start = i;
    while (i < len) {
      const c = header.charCodeAt(i);
      if (c === COMMA || c === SEMI) break;
      i++;
    }
    const value = header.slice(start, trimEnd(header, start, i));
    let params = NO_PARAMS;
    let q = 1;
    while (i < len && header.charCodeAt(i) === SEMI) {
      i = skipOws(header, i + 1, len);
      const nameStart = i;
      while (i < len) {
        const c = header.charCodeAt(i);
        if (c === EQ || c === SEMI || c === COMMA) break;
        i++;
      }
      const name = header.slice(nameStart, trimEnd(header, nameStart, i)).toLowerCase();
      if (i >= len || header.charCodeAt(i) !== EQ) continue;
      i = skipOws(header, i + 1, len);
      let paramValue: string;
      if (i < len && header.charCodeAt(i) === DQUOTE) {
        const end = quotedStringEnd(header, i, len);
        paramValue = unquote(header, i, end);
        i = end;
        // Whatever follows the closing quote up to the next separator is noise; skip it.
        while (i < len) {
          const c = header.charCodeAt(i);
          if (c === SEMI || c === COMMA) break;
          i++;
        }
      } else {
        const valueStart = i;
        while (i < len) {
          const c = header.charCodeAt(i);
          if (c === SEMI || c === COMMA) break;
          i++;
        }
        paramValue = header.slice(valueStart, trimEnd(header, valueStart, i));
      }
      if (name === 'q') q = parseQuality(paramValue);
      else if (name !== '' && params[name] === undefined) {
        if (params === NO_PARAMS) params = Object.create(null);
        params[name] = paramValue;
      }
    }
    if (value !== '') entries.push({ value, params, q, index: entries.length });
    i++;
  }
  return entries;
}

/**
 * Reads a weight (RFC 9110 §12.4.2) as negotiator (under Express's `req.accepts*`) reads it, with
 * `parseFloat`: `0.5abc` weighs 0.5, `2` outranks `1`, an empty `q=` is 1, and what is not a
 * number or not above 0 is not acceptable. Odd weights only reorder what the client itself asked for.
 *
 * @example
 * parseQuality('0.8'); // 0.8
 */
export function parseQuality(text: string): number {
  if (text === '') return 1;
  const q = Number.parseFloat(text);
  return Number.isNaN(q) || q < 0 ? 0 : q;
}
