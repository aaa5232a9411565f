import { parseAccept } from './parse-accept.js';
import { acceptedEntries, rankOffers } from './rank-offers.js';

interface LanguageRange {
  readonly full: string;
  readonly prefix: string;
  readonly q: number;
  readonly index: number;
}

function toRange(value: string, q: number, index: number): LanguageRange {
  const full = value.toLowerCase();
  const hyphen = full.indexOf('-');
  return { full, prefix: hyphen === -1 ? full : full.slice(0, hyphen), q, index };
}

/**
 * Express's language matching: the same tag (4), a range that is the offer's primary subtag's
 * parent (`en-US` in the header covers the offer `en`: 2), an offer that refines the range (`en`
 * covers `en-GB`: 1), or `*`.
 */
function languageSpecificity(offer: LanguageRange, range: LanguageRange): number {
  if (range.full === offer.full) return 4;
  if (range.prefix === offer.full) return 2;
  if (range.full === offer.prefix) return 1;
  return range.full === '*' ? 0 : -1;
}

/**
 * The offered languages Accept-Language allows, best first; without offers, the language ranges
 * the client listed, best first. A missing header accepts every language.
 *
 * @example
 * preferredLanguages('fr-CA, fr;q=0.8, en;q=0.5', ['en', 'fr']); // ['fr', 'en']
 */
export function preferredLanguages(header: string | undefined, offers?: readonly string[]): string[] {
  const entries = parseAccept(header ?? '*');
  if (offers === undefined) return acceptedEntries(entries).map((e) => e.value);
  const ranges = entries.map((e) => toRange(e.value, e.q, e.index));
  const wanted = offers.map((offer) => toRange(offer.trim(), 1, 0));
  return rankOffers(ranges, wanted, languageSpecificity).map((i) => offers[i] as string);
}
