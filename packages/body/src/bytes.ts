const UNITS: Record<string, number> = {
  b: 1,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
  tb: 1024 ** 4,
  pb: 1024 ** 5,
};

// A number, optional spaces, then an optional binary unit; the same grammar the `bytes` package
// accepts, so limits written for body-parser ('1.5mb', '100 KB', '512') mean the same here.
const BYTES = /^([+-]?\d+(?:\.\d+)?) *([kmgtp]?b)?$/i;

/**
 * Parses a size limit: a number of bytes, or a string with a binary unit (`'100kb'` = 102400).
 * Returns `undefined` when the value is not a size.
 *
 * @example
 * parseBytes('1.5mb'); // 1572864
 */
export function parseBytes(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const match = BYTES.exec(value.trim());
  if (match === null) return undefined;
  const unit = UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1;
  return Math.floor(Number(match[1]) * unit);
}
