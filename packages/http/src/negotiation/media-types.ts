import { parseAccept } from './parse-accept.js';
import { acceptedEntries, bestMatch, rankOffers } from './rank-offers.js';

interface MediaRange {
  /** `type/subtype` as written. */
  readonly value: string;
  readonly type: string;
  readonly subtype: string;
  readonly params: Record<string, string>;
  readonly q: number;
  readonly index: number;
}

function parseRanges(header: string): MediaRange[] {
  const out: MediaRange[] = [];
  for (const entry of parseAccept(header)) {
    const slash = entry.value.indexOf('/');
    if (slash === -1) continue;
    out.push({
      value: entry.value,
      type: entry.value.slice(0, slash).toLowerCase(),
      subtype: entry.value.slice(slash + 1).toLowerCase(),
      params: entry.params,
      q: entry.q,
      index: entry.index,
    });
  }
  return out;
}

/**
 * RFC 9110 §12.5.1 precedence: type (4), subtype (2) and parameters (1) that match exactly add up,
 * so `text/html;level=1` beats `text/html` beats `text/*` beats `*\/*`.
 */
function mediaSpecificity(offer: MediaRange, range: MediaRange): number {
  let s = 0;
  if (range.type === offer.type) s |= 4;
  else if (range.type !== '*') return -1;
  if (range.subtype === offer.subtype) s |= 2;
  else if (range.subtype !== '*') return -1;
  let hasParams = false;
  for (const name in range.params) {
    hasParams = true;
    const want = range.params[name] as string;
    if (want !== '*' && want.toLowerCase() !== (offer.params[name] ?? '').toLowerCase()) return -1;
  }
  return hasParams ? s | 1 : s;
}

/**
 * The offered media types the Accept header allows, best first; without offers, the types the
 * client listed (as `type/subtype`), best first. A missing header accepts everything.
 *
 * @example
 * preferredMediaTypes('text/*;q=0.5, application/json', ['text/html', 'application/json']);
 * // ['application/json', 'text/html']
 */
export function preferredMediaTypes(header: string | undefined, offers?: readonly string[]): string[] {
  const ranges = parseRanges(header ?? '*/*');
  if (offers === undefined) return acceptedEntries(ranges).map((r) => r.value);
  const parsed: MediaRange[] = [];
  const index: number[] = [];
  offers.forEach((offer, i) => {
    const range = parseRanges(offer)[0];
    if (range !== undefined) {
      parsed.push(range);
      index.push(i);
    }
  });
  return rankOffers(ranges, parsed, mediaSpecificity).map((i) => offers[index[i] as number] as string);
}

/**
 * The weight an Accept header gives one media type: that of the most specific range covering it
 * (RFC 9110 §12.5.1, the matcher `preferredMediaTypes` ranks with), 0 when none does. A missing
 * header accepts everything at 1. Parameters of the range must match the type's, so a type that
 * is sent with `charset=utf-8` should be asked about with it.
 *
 * @example
 * mediaTypeQuality('application/*;q=0.4, application/json;q=0.9', 'application/json; charset=utf-8'); // 0.9
 */
export function mediaTypeQuality(header: string | undefined, mediaType: string): number {
  const offer = parseRanges(mediaType)[0];
  if (offer === undefined) return 0;
  return bestMatch(parseRanges(header ?? '*/*'), offer, mediaSpecificity).q;
}
