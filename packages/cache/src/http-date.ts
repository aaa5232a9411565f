const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The three forms of RFC 9110 §5.6.7. Each pattern is a fixed sequence (no nested or overlapping
// repetition), so matching is linear, and the length check below bounds it anyway.
const IMF_FIXDATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850_DATE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;
const MAX_DATE_TEXT = 40;

/**
 * Parses an HTTP-date (RFC 9110 §5.6.7) into milliseconds since the epoch, or `undefined` when the
 * text is not one. Unlike `Date.parse`, which reads `'1'` as the year 2001, this accepts only the
 * three forms HTTP defines (IMF-fixdate and the obsolete RFC 850 and asctime forms) with calendar
 * values in range, so "absurd" dates are recognised as invalid and the caller can ignore them
 * (RFC 9110 §13.1.3, §13.1.4).
 *
 * @example
 * parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT'); // 784111777000
 */
export function parseHttpDate(text: string | undefined): number | undefined {
  if (typeof text !== 'string' || text.length > MAX_DATE_TEXT) return undefined;
  const value = text.trim();
  let match = IMF_FIXDATE.exec(value);
  if (match !== null) return toTime(match[3], match[2], match[1], match[4], match[5], match[6]);
  match = RFC850_DATE.exec(value);
  if (match !== null) {
    return toTime(String(expandTwoDigitYear(Number(match[3]))), match[2], match[1], match[4], match[5], match[6]);
  }
  match = ASCTIME_DATE.exec(value);
  if (match !== null) return toTime(match[6], match[1], match[2], match[3], match[4], match[5]);
  return undefined;
}

/**
 * RFC 9110 §5.6.7: a two-digit year that appears to be more than 50 years in the future is in the
 * past century.
 */
function expandTwoDigitYear(year: number): number {
  const thisYear = new Date().getUTCFullYear();
  const candidate = Math.floor(thisYear / 100) * 100 + year;
  return candidate > thisYear + 50 ? candidate - 100 : candidate;
}

function toTime(
  yearText: string | undefined,
  monthText: string | undefined,
  dayText: string | undefined,
  hourText: string | undefined,
  minuteText: string | undefined,
  secondText: string | undefined,
): number | undefined {
  const month = MONTHS.indexOf(monthText ?? '');
  const year = Number(yearText);
  const day = Number(dayText?.trim());
  const hour = Number(hourText);
  const minute = Number(minuteText);
  // HTTP's second = 2DIGIT allows 60 for a leap second; JavaScript time has none, so it reads as 59.
  const second = Math.min(Number(secondText), 59);
  if (month === -1 || hour > 23 || minute > 59 || Number(secondText) > 60 || day < 1) return undefined;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  date.setUTCHours(hour, minute, second, 0);
  // 31 Feb rolls over into March; a date that does not come back unchanged did not exist.
  return date.getUTCDate() === day && date.getUTCMonth() === month ? date.getTime() : undefined;
}

/**
 * Formats a time as an IMF-fixdate (RFC 9110 §5.6.7), the only form a sender may generate.
 *
 * @example
 * formatHttpDate(784111777000); // 'Sun, 06 Nov 1994 08:49:37 GMT'
 */
export function formatHttpDate(time: number): string {
  return new Date(time).toUTCString();
}
