const MS_PER_UNIT: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  y: 31_557_600_000,
};

// Unit spellings the `ms` package accepts, so `maxAge: '2 days'` written for Express keeps working.
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  ms: 'ms',
  msec: 'ms',
  msecs: 'ms',
  millisecond: 'ms',
  milliseconds: 'ms',
  s: 's',
  sec: 's',
  secs: 's',
  second: 's',
  seconds: 's',
  m: 'm',
  min: 'm',
  mins: 'm',
  minute: 'm',
  minutes: 'm',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  d: 'd',
  day: 'd',
  days: 'd',
  w: 'w',
  week: 'w',
  weeks: 'w',
  y: 'y',
  yr: 'y',
  yrs: 'y',
  year: 'y',
  years: 'y',
};

const DURATION = /^(-?(?:\d+)?\.?\d+) *([a-z]*)$/i;

/** send caps max-age at one year: longer values are not honoured by caches anyway. */
const MAX_MAX_AGE_MS = 365 * 86_400_000;

/**
 * Turns a `maxAge` option (milliseconds, or a duration string such as `'1d'` or `'2 hours'`) into
 * whole seconds for `Cache-Control: max-age`, clamped to 0..1 year. Unreadable values give 0, as
 * send does, so a typo never makes a response cacheable.
 *
 * @example
 * maxAgeSeconds('1d'); // 86400
 */
export function maxAgeSeconds(value: number | string | undefined): number {
  let ms: number;
  if (typeof value === 'string') {
    const match = DURATION.exec(value.trim());
    const unit = match ? UNIT_ALIASES[(match[2] || 'ms').toLowerCase()] : undefined;
    ms = match && unit !== undefined ? Number(match[1]) * (MS_PER_UNIT[unit] ?? Number.NaN) : Number.NaN;
  } else {
    ms = Number(value ?? 0);
  }
  if (Number.isNaN(ms)) return 0;
  return Math.floor(Math.min(Math.max(0, ms), MAX_MAX_AGE_MS) / 1000);
}
