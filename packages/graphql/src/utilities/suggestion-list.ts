const MAX_SUGGESTIONS = 5;

/**
 * ' Did you mean the enum value "A", "B", or "C"?' for the names closest to `input`, or ''.
 *
 * @example
 * didYouMean('the enum value', 'REDD', ['RED', 'BLUE']); // ' Did you mean the enum value "RED"?'
 */
export function didYouMean(what: string, input: string, options: readonly string[]): string {
  const quoted = suggestionList(input, options)
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => `"${name}"`);
  const prefix = what === '' ? ' Did you mean ' : ` Did you mean ${what} `;
  if (quoted.length === 0) return '';
  if (quoted.length === 1) return `${prefix}${quoted[0]}?`;
  if (quoted.length === 2) return `${prefix}${quoted[0]} or ${quoted[1]}?`;
  const last = quoted.pop();
  return `${prefix}${quoted.join(', ')}, or ${last}?`;
}

/**
 * The options within edit distance ~40% of the input's length, closest first.
 *
 * @example
 * suggestionList('tite', ['title', 'body']); // ['title']
 */
export function suggestionList(input: string, options: readonly string[]): string[] {
  const threshold = Math.floor(input.length * 0.4) + 1;
  const scored: Array<[string, number]> = [];
  for (const option of options) {
    const distance = lexicalDistance(input, option);
    if (distance <= threshold) scored.push([option, distance]);
  }
  scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  return scored.map(([option]) => option);
}

/** Optimal-string-alignment distance; a case-only difference counts as 1. */
function lexicalDistance(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return 1;
  const rows: number[][] = [];
  for (let i = 0; i <= x.length; i++) rows.push([i]);
  for (let j = 1; j <= y.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}
