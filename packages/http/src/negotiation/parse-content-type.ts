import { isToken } from '../vary.js';
import { skipOws } from './ows.js';
import { quotedStringEnd, unquote } from './quoted-string.js';

/**
 * A parsed `Content-Type` (or any media type with parameters): the lower-cased `type` and
 * `subtype`, their `essence` (`type/subtype`), and the parameters with lower-cased names and
 * unquoted values (the first of a repeated name wins). `params` has a null prototype.
 *
 * @example
 * const media: ContentType | undefined = parseContentType('text/html; charset=UTF-8');
 * media?.params.charset; // 'UTF-8'
 */
export interface ContentType {
  readonly type: string;
  readonly subtype: string;
  readonly essence: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Shared by every media type without parameters: most request bodies allocate no params object. */
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze(Object.create(null));

const SEMI = 0x3b;
const EQ = 0x3d;
const DQUOTE = 0x22;

/**
 * Parses a `Content-Type` value (RFC 9110 §8.3.1: `type "/" subtype *( OWS ";" OWS parameter )`,
 * a parameter being `token "=" ( token / quoted-string )`). Type and subtype are lower-cased
 * (they are case-insensitive), parameter values keep their case (only some, such as `charset`,
 * are case-insensitive) and quoted-strings are unescaped. One left-to-right pass, so the cost is
 * linear in the header's length. Returns `undefined` when the type or subtype is not a token;
 * a parameter without `=` or with an empty name is skipped, and a quoted value that never closes
 * ends the parameters, as browsers and body-parser's callers (content-type 2) expect of a lenient reader.
 *
 * @example
 * parseContentType('Application/JSON; charset="utf-8"');
 * // { type: 'application', subtype: 'json', essence: 'application/json', params: { charset: 'utf-8' } }
 */
export function parseContentType(header: string): ContentType | undefined {
  const len = header.length;
  let i = 0;
  while (i < len && header.charCodeAt(i) !== SEMI) i++;
  const essence = header.slice(0, i).trim().toLowerCase();
  const slash = essence.indexOf('/');
  if (slash === -1) return undefined;
  const type = essence.slice(0, slash);
  const subtype = essence.slice(slash + 1);
  if (!isToken(type) || !isToken(subtype)) return undefined;
  let params = NO_PARAMS as Record<string, string>;
  while (i < len) {
    // At a ';': read one parameter.
    i = skipOws(header, i + 1, len);
    const nameStart = i;
    while (i < len) {
      const c = header.charCodeAt(i);
      if (c === EQ || c === SEMI) break;
      i++;
    }
    const name = header.slice(nameStart, i).trim().toLowerCase();
    if (i >= len || header.charCodeAt(i) !== EQ) continue;
    i = skipOws(header, i + 1, len);
    let value: string;
    if (i < len && header.charCodeAt(i) === DQUOTE) {
      const end = quotedStringEnd(header, i, len);
      // A quoted-string that never closes swallows the rest of the header: no parameter can be read from it.
      if (end === len) break;
      value = unquote(header, i, end);
      i = end;
      // Whatever follows the closing quote up to the next ';' is noise.
      while (i < len && header.charCodeAt(i) !== SEMI) i++;
    } else {
      const valueStart = i;
      while (i < len && header.charCodeAt(i) !== SEMI) i++;
      value = header.slice(valueStart, i).trim();
    }
    if (name !== '' && params[name] === undefined) {
      if (params === NO_PARAMS) params = Object.create(null);
      params[name] = value;
    }
  }
  return { type, subtype, essence, params };
}
