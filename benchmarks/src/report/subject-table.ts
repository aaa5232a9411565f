import type { SubjectFigures } from '../http/load-run.js';
import { formatSpread, type RoundSample, summariseRounds } from '../round-ratios.js';

/**
 * A Markdown table of subjects measured in the same rounds, each against `base`: CPU per request
 * and req/s as medians, their same-round ratios to the base with the range over rounds, and how
 * many rounds were invalid. One table per scenario in `figures`.
 *
 * @example
 * process.stdout.write(subjectTable(await runRounds([helloJson], subjects, settings), 'object'));
 */
export function subjectTable(figures: readonly SubjectFigures<RoundSample>[], base: string): string {
  const lines: string[] = [];
  for (const scenario of [...new Set(figures.map((entry) => entry.scenario))]) {
    const entries = figures.filter((entry) => entry.scenario === scenario);
    const baseRounds = entries.find((entry) => entry.label === base)?.rounds ?? [];
    lines.push(
      `### ${scenario}`,
      '',
      `| subject | CPU µs/req | CPU: ${base} ÷ subject (range) | req/s | req/s: subject ÷ ${base} (range) | invalid rounds |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const entry of entries) {
      const summary = summariseRounds(entry.rounds, baseRounds);
      lines.push(
        `| ${entry.label} | ${summary.cpuUsPerRequest?.toFixed(1) ?? '–'} | ${formatSpread(summary.cpuRatio)} | ${summary.requestsPerSecond?.toFixed(0) ?? '–'} | ${formatSpread(summary.rpsRatio)} | ${summary.invalidRounds} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
