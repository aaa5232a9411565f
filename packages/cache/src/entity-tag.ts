/**
 * One entity-tag (RFC 9110 §8.8.3): its weakness and its opaque-tag, quotes included (`"v1"`).
 *
 * @example
 * const tag: EntityTag = { weak: true, opaque: '"v7"' }; // W/"v7"
 */
export interface EntityTag {
  readonly weak: boolean;
  readonly opaque: string;
}

/**
 * A parsed `If-Match` / `If-None-Match` value (RFC 9110 §13.1.1, §13.1.2): `*` or a list of entity-tags.
 *
 * @example
 * const { any, tags } = parseEntityTagList(req.headers['if-none-match']);
 */
export interface EntityTagList {
  /** The field is `*`: any current representation matches. */
  readonly any: boolean;
  /** Well-formed members, in order; malformed members are left out (they can only ever be a miss). */
  readonly tags: readonly EntityTag[];
}

const SPACE = 0x20;
const TAB = 0x09;
const COMMA = 0x2c;
const DQUOTE = 0x22;
const SLASH = 0x2f;
const UPPER_W = 0x57;

/**
 * Parses an entity-tag list, `"*" / #entity-tag` (RFC 9110 §13.1.1), leniently and in one pass:
 * empty list members and optional whitespace are skipped (§5.6.1); a member that is not
 * `[W/]"etagc*"` (§8.8.3) is skipped up to the next comma outside a tag and never matches. The
 * scan position only moves forward, so a 64 KB header of junk costs one pass.
 *
 * @example
 * parseEntityTagList('W/"a", "b", junk, "c'); // { any: false, tags: [{ weak: true, opaque: '"a"' }, { weak: false, opaque: '"b"' }] }
 */
export function parseEntityTagList(field: string | undefined): EntityTagList {
  const tags: EntityTag[] = [];
  if (typeof field !== 'string') return { any: false, tags };
  if (field.trim() === '*') return { any: true, tags };
  const length = field.length;
  let i = 0;
  while (i < length) {
    const code = field.charCodeAt(i);
    if (code === SPACE || code === TAB || code === COMMA) {
      i++;
      continue;
    }
    const tag = readEntityTag(field, i);
    if (tag === undefined) {
      i = skipToComma(field, i);
      continue;
    }
    i = skipSpace(field, tag.end);
    if (i < length && field.charCodeAt(i) !== COMMA) {
      // Trailing junk after a tag makes the whole member malformed.
      i = skipToComma(field, i);
      continue;
    }
    tags.push({ weak: tag.weak, opaque: tag.opaque });
  }
  return { any: false, tags };
}

/**
 * Parses a single entity-tag (an `ETag` field value), or gives `undefined` when it is not exactly one.
 *
 * @example
 * parseEntityTag('W/"v7"'); // { weak: true, opaque: '"v7"' }
 */
export function parseEntityTag(value: string): EntityTag | undefined {
  const start = skipSpace(value, 0);
  const tag = readEntityTag(value, start);
  if (tag === undefined || value.slice(tag.end).trim() !== '') return undefined;
  return { weak: tag.weak, opaque: tag.opaque };
}

/**
 * Strong comparison (RFC 9110 §8.8.3.2): both tags strong and their opaque-tags identical.
 * Used for `If-Match`, where a weak validator cannot prove the bytes are the same.
 *
 * @example
 * strongMatch({ weak: false, opaque: '"1"' }, { weak: false, opaque: '"1"' }); // true
 */
export function strongMatch(a: EntityTag, b: EntityTag): boolean {
  return !a.weak && !b.weak && a.opaque === b.opaque;
}

/**
 * Weak comparison (RFC 9110 §8.8.3.2): opaque-tags identical, whatever their weakness.
 * Used for `If-None-Match`.
 *
 * @example
 * weakMatch({ weak: true, opaque: '"1"' }, { weak: false, opaque: '"1"' }); // true
 */
export function weakMatch(a: EntityTag, b: EntityTag): boolean {
  return a.opaque === b.opaque;
}

/** RFC 9110 §8.8.3 `etagc = %x21 / %x23-7E / obs-text`. */
export function isEtagChar(code: number): boolean {
  return code === 0x21 || (code >= 0x23 && code <= 0x7e) || (code >= 0x80 && code <= 0xff);
}

/** Reads `[W/]DQUOTE *etagc DQUOTE` at `start`; `end` is the index after the closing quote. */
function readEntityTag(text: string, start: number): (EntityTag & { end: number }) | undefined {
  let i = start;
  const weak = text.charCodeAt(i) === UPPER_W && text.charCodeAt(i + 1) === SLASH;
  if (weak) i += 2;
  if (text.charCodeAt(i) !== DQUOTE) return undefined;
  const open = i;
  for (i = open + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === DQUOTE) return { weak, opaque: text.slice(open, i + 1), end: i + 1 };
    if (!isEtagChar(code)) return undefined;
  }
  return undefined;
}

function skipSpace(text: string, index: number): number {
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code !== SPACE && code !== TAB) break;
    index++;
  }
  return index;
}

function skipToComma(text: string, index: number): number {
  const comma = text.indexOf(',', index);
  return comma === -1 ? text.length : comma + 1;
}
