import { parseAccept } from './parse-accept.js';
import { acceptedEntries, rankOffers, sameToken } from './rank-offers.js';

/**
 * The offered charsets Accept-Charset allows, best first; without offers, the charsets the client
 * listed, best first. A missing header accepts every charset.
 *
 * @example
 * preferredCharsets('utf-8, iso-8859-1;q=0.2', ['iso-8859-1', 'utf-8']); // ['utf-8', 'iso-8859-1']
 */
export function preferredCharsets(header: string | undefined, offers?: readonly string[]): string[] {
  const entries = parseAccept(header ?? '*');
  if (offers === undefined) return acceptedEntries(entries).map((e) => e.value);
  return rankOffers(entries, offers, sameToken).map((i) => offers[i] as string);
}
