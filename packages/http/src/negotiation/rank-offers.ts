import type { AcceptEntry } from './parse-accept.js';

/**
 * How well one Accept member covers one offer: -1 for not at all, otherwise a specificity where a
 * larger number is a more precise match (an exact value beats a wildcard).
 *
 * @example
 * const exactOrStar: Specificity<string> = (offer, entry) => (entry.value === offer ? 1 : entry.value === '*' ? 0 : -1);
 */
export type Specificity<T, E = AcceptEntry> = (offer: T, entry: E) => number;

/**
 * What ranking needs of a member: its weight and its position in the header.
 *
 * @example
 * const member: Weighted = { q: 0.5, index: 0 };
 */
export interface Weighted {
  readonly q: number;
  readonly index: number;
}

/**
 * The member that decides an offer's weight: the most specific one matching it, then the heavier,
 * then the one written later (`s` -1 and `q` 0 when none matches).
 *
 * @example
 * bestMatch(parseAccept('gzip;q=0.5, *'), 'gzip', sameToken).q; // 0.5
 */
export function bestMatch<T, E extends Weighted>(
  entries: readonly E[],
  offer: T,
  specify: Specificity<T, E>,
): { readonly q: number; readonly s: number; readonly o: number } {
  let q = 0;
  let s = -1;
  let o = -1;
  for (const entry of entries) {
    const spec = specify(offer, entry);
    if (spec < 0) continue;
    if (spec > s || (spec === s && (entry.q > q || (entry.q === q && entry.index > o)))) {
      s = spec;
      q = entry.q;
      o = entry.index;
    }
  }
  return { q, s, o };
}

interface Ranked {
  readonly offer: number;
  readonly q: number;
  readonly s: number;
  readonly o: number;
}

/**
 * Orders offers by the client's preference (RFC 9110 §12.5.1): each offer takes the weight of the
 * most specific member that matches it, offers weighted 0 or unmatched are dropped, then ties go
 * to the more specific match, the member written first, and finally the server's own order. Cost
 * is offers × members, which is linear in the header for the handful of offers a handler passes.
 *
 * @example
 * rankOffers(parseAccept('gzip;q=0.5, br'), ['gzip', 'br'], sameToken); // [1, 0]
 */
export function rankOffers<T, E extends Weighted>(
  entries: readonly E[],
  offers: readonly T[],
  specify: Specificity<T, E>,
): number[] {
  const ranked: Ranked[] = [];
  for (let offer = 0; offer < offers.length; offer++) {
    const { q, s, o } = bestMatch(entries, offers[offer] as T, specify);
    if (q > 0) ranked.push({ offer, q, s, o });
  }
  ranked.sort((a, b) => b.q - a.q || b.s - a.s || a.o - b.o || a.offer - b.offer);
  return ranked.map((r) => r.offer);
}

/**
 * The members a client accepts at all, most preferred first (weight, then header order), for the
 * no-argument forms of `req.accepts*()`.
 *
 * @example
 * acceptedEntries(parseAccept('a;q=0.1, b')).map((e) => e.value); // ['b', 'a']
 */
export function acceptedEntries<E extends Weighted>(entries: readonly E[]): E[] {
  return entries.filter((e) => e.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * Specificity for plain tokens (charsets, encodings): an exact case-insensitive match, or `*`.
 *
 * @example
 * sameToken('utf-8', parseAccept('UTF-8')[0]!); // 1
 */
export function sameToken(offer: string, entry: AcceptEntry): number {
  if (entry.value.toLowerCase() === offer.toLowerCase()) return 1;
  return entry.value === '*' ? 0 : -1;
}
