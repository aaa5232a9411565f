/**
 * The line that opens the part of docs/benchmarks.md written by hand from runs of their own
 * (`bench:types`, `bench:rpc`); everything from it to the end survives a regeneration.
 *
 * @example
 * markdown.includes(KEPT_MARKER);
 */
export const KEPT_MARKER = '<!-- Measured by separate runs: kept when this file is regenerated. -->';

/**
 * `generated` followed by the kept part of `existing` (from the marker to the end), if any: the
 * figures of the separate runs are not lost when `npm run bench` rewrites the report.
 *
 * @example
 * await writeFile(reportFile, withKeptSection(markdown, await readFile(reportFile, 'utf8')));
 */
export function withKeptSection(generated: string, existing: string | undefined): string {
  const start = existing?.indexOf(KEPT_MARKER) ?? -1;
  if (existing === undefined || start === -1) return generated;
  return `${generated.trimEnd()}\n\n${existing.slice(start)}`;
}
