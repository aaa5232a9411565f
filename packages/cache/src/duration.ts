import { CacheError } from './errors.js';

/**
 * A duration in seconds, or a string with a unit: `'90'`, `'30s'`, `'15m'`, `'1h'`, `'1.5 days'`, `'2w'`, `'1y'`.
 *
 * @example
 * const lifetimes: Duration[] = [3600, '1h', '90 minutes'];
 */
export type Duration = number | string;

/**
 * RFC 9111 §1.2.2: a cache receiving a delta-seconds greater than 2^31 uses 2^31, so larger values
 * carry no meaning; sending the cap keeps the header short and every cache in agreement.
 */
const MAX_DELTA_SECONDS = 2_147_483_648;

const SECONDS_PER_UNIT: Readonly<Record<string, number>> = {
  ms: 0.001,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  d: 86_400,
  day: 86_400,
  days: 86_400,
  w: 604_800,
  week: 604_800,
  weeks: 604_800,
  y: 31_557_600,
  year: 31_557_600,
  years: 31_557_600,
};

/** Number, optional spaces, optional unit. Bounded by the length check below; no nested quantifiers. */
const DURATION_PATTERN = /^(\d+(?:\.\d+)?) *([a-z]*)$/;
const MAX_DURATION_TEXT = 32;

/**
 * Converts a duration option to RFC 9111 §1.2.2 delta-seconds: a non-negative integer (floored),
 * capped at 2^31. Numbers are seconds (Cache-Control's unit, unlike Express's `maxAge` in ms).
 *
 * @example
 * toDeltaSeconds('1h', 'maxAge'); // 3600
 */
export function toDeltaSeconds(value: Duration, option: string): number {
  let seconds: number | undefined;
  if (typeof value === 'number') {
    seconds = value;
  } else if (typeof value === 'string' && value.length <= MAX_DURATION_TEXT) {
    const match = DURATION_PATTERN.exec(value.trim().toLowerCase());
    const unit = match?.[2] === '' ? 1 : SECONDS_PER_UNIT[match?.[2] ?? ''];
    if (match !== null && unit !== undefined) seconds = Number(match[1]) * unit;
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    throw new CacheError(
      'BATON_CACHE_INVALID_DURATION',
      `option ${option} must be a non-negative number of seconds or a duration such as '10m' or '1h', got ${String(value)}`,
    );
  }
  return Math.min(Math.floor(seconds), MAX_DELTA_SECONDS);
}
