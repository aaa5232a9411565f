import { type AcceptEntry, parseAccept } from './parse-accept.js';
import { acceptedEntries, rankOffers, sameToken } from './rank-offers.js';

/**
 * The offered content codings Accept-Encoding allows, best first; without offers, the codings the
 * client listed, best first. As in Express, `identity` is acceptable unless the header rules it
 * out (by name or through `*`), at the lowest weight the client gave anything else, and a missing
 * header means identity only.
 *
 * @example
 * preferredEncodings('gzip, br;q=0.8', ['br', 'gzip', 'identity']); // ['gzip', 'br', 'identity']
 */
export function preferredEncodings(header: string | undefined, offers?: readonly string[]): string[] {
  const entries = withIdentity(parseAccept(header ?? ''));
  if (offers === undefined) return acceptedEntries(entries).map((e) => e.value);
  return rankOffers(entries, offers, sameToken).map((i) => offers[i] as string);
}

function withIdentity(entries: AcceptEntry[]): AcceptEntry[] {
  let minQ = 1;
  for (const entry of entries) {
    if (sameToken('identity', entry) >= 0) return entries;
    if (entry.q > 0 && entry.q < minQ) minQ = entry.q;
  }
  entries.push({ value: 'identity', params: Object.create(null), q: minQ, index: entries.length });
  return entries;
}
