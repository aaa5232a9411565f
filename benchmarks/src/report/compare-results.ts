import type { BenchResults } from '../results.js';

function change(before: number, after: number): string {
  const percent = ((after - before) / before) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

function round(value: number): string {
  return Number(value.toPrecision(3)).toLocaleString('en-US');
}

/**
 * A Markdown report of what changed between two runs: req/s and the ratio to raw node:http per
 * scenario and framework, and the median of every micro row, for entries present in both runs.
 *
 * @example
 * process.stdout.write(compareResults(before, after));
 */
export function compareResults(before: BenchResults, after: BenchResults): string {
  const lines = [
    `# ${before.revision ?? before.date} → ${after.revision ?? after.date}`,
    '',
    '| scenario | framework | req/s before | req/s after | change | × node before | × node after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const next of after.http) {
    const previous = before.http.find((r) => r.scenario === next.scenario && r.framework === next.framework);
    if (previous?.requestsPerSecond == null || next.requestsPerSecond === null) continue;
    lines.push(
      `| ${next.scenario} | ${next.framework} | ${round(previous.requestsPerSecond)} | ${round(next.requestsPerSecond)} | ${change(previous.requestsPerSecond, next.requestsPerSecond)} | ${previous.ratioToNode?.toFixed(2) ?? '–'} | ${next.ratioToNode?.toFixed(2) ?? '–'} |`,
    );
  }
  lines.push(
    '',
    '| group | subject | median before (ns) | median after (ns) | change |',
    '| --- | --- | --- | --- | --- |',
  );
  const beforeRows = before.micro.flatMap((outcome) => outcome.results);
  for (const row of after.micro.flatMap((outcome) => outcome.results)) {
    const previous = beforeRows.find((r) => r.group === row.group && r.subject === row.subject);
    if (previous === undefined) continue;
    lines.push(
      `| ${row.group} | ${row.subject} | ${round(previous.medianNs)} | ${round(row.medianNs)} | ${change(previous.medianNs, row.medianNs)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
