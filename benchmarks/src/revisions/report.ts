import type { ExpressDefaults } from '../http/express-defaults.js';
import type { SubjectFigures } from '../http/load-run.js';
import { subjectTable } from '../report/subject-table.js';
import { formatSpread, type RoundSample, summariseRounds } from '../round-ratios.js';

/** The labels the two revisions' Baton servers run under in a revision comparison. */
export const baseLabel = 'baton@base';
export const headLabel = 'baton@head';

/**
 * The report of a revision comparison: one line per scenario fit for a commit message (head
 * against base: CPU per request base ÷ head, above 1 the head is cheaper; req/s head ÷ base), then
 * the tables against baton@base and against raw node:http, each ratio with its range over rounds.
 *
 * @example
 * process.stdout.write(revisionReport(figures, { base: 'abc1234', head: 'working tree', rounds: 7 }));
 */
export function revisionReport(
  figures: readonly SubjectFigures<RoundSample>[],
  about: {
    readonly base: string;
    readonly head: string;
    readonly rounds: number;
    /** Express's defaults both ran with; on when unset. */
    readonly defaults?: ExpressDefaults;
  },
): string {
  const defaults = about.defaults === 'off' ? ", Express's defaults off (etag, x-powered-by)" : '';
  const lines = [
    `# baton@base (${about.base}) → baton@head (${about.head}), ${about.rounds} interleaved rounds${defaults}`,
    '',
    'CPU: server CPU per request, base ÷ head (above 1: head cheaper); req/s: head ÷ base; median (min–max) over rounds.',
    '',
  ];
  for (const scenario of [...new Set(figures.map((entry) => entry.scenario))]) {
    const rounds = (label: string) =>
      figures.find((entry) => entry.scenario === scenario && entry.label === label)?.rounds ?? [];
    const head = summariseRounds(rounds(headLabel), rounds(baseLabel));
    const toNode = (label: string) => formatSpread(summariseRounds(rounds(label), rounds('node')).cpuRatio);
    lines.push(
      `- ${scenario}: CPU ${formatSpread(head.cpuRatio)}, req/s ${formatSpread(head.rpsRatio)}; ` +
        `node CPU ÷ baton: base ${toNode(baseLabel)}, head ${toNode(headLabel)}`,
    );
  }
  lines.push('', '## Against baton@base', '', subjectTable(figures, baseLabel).trimEnd(), '');
  lines.push('## Against raw node:http', '', subjectTable(figures, 'node'));
  return `${lines.join('\n').trimEnd()}\n`;
}
