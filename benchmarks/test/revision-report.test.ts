import { describe, expect, it } from 'vitest';
import type { RoundFigure, SubjectFigures } from '../src/http/load-run.js';
import { revisionReport } from '../src/revisions/report.js';

function rounds(cpu: number[], rps: number[]): RoundFigure[] {
  return cpu.map((cpuUsPerRequest, index) => ({
    round: index + 1,
    requestsPerSecond: rps[index]!,
    p99Us: 900,
    maxRssKb: 40_000,
    cpuUsPerRequest,
  }));
}

describe('revisionReport', () => {
  const figures: SubjectFigures[] = [
    { scenario: 'hello-json', label: 'node', rounds: rounds([20, 30, 24], [1000, 700, 900]) },
    { scenario: 'hello-json', label: 'baton@base', rounds: rounds([40, 60, 40], [500, 350, 450]) },
    { scenario: 'hello-json', label: 'baton@head', rounds: rounds([20, 50, 32], [1000, 420, 540]) },
  ];
  const report = revisionReport(figures, { base: 'abc1234', head: 'working tree', rounds: 3 });

  it('gives one commit-message line per scenario: head against base, and each against node', () => {
    expect(report).toContain('# baton@base (abc1234) → baton@head (working tree), 3 interleaved rounds');
    expect(report).toContain(
      '- hello-json: CPU 1.25 (1.20–2.00), req/s 1.20 (1.20–2.00); node CPU ÷ baton: base 0.50 (0.50–0.60), head 0.75 (0.60–1.00)',
    );
  });

  it('tabulates every subject against baton@base and against raw node', () => {
    expect(report).toContain('| subject | CPU µs/req | CPU: baton@base ÷ subject (range) |');
    expect(report).toContain('| baton@head | 32.0 | 1.25 (1.20–2.00) | 540 | 1.20 (1.20–2.00) | 0 |');
    expect(report).toContain('| node | 24.0 | 1.00 (1.00–1.00) | 900 | 1.00 (1.00–1.00) | 0 |');
  });

  it('says when both ran with Express’s defaults off, and reports an HTTP/2 transport like a scenario (no p99 needed)', () => {
    const h2c = (label: string, cpu: number[]) => ({
      scenario: 'h2c',
      label,
      rounds: cpu.map((cpuUsPerRequest, index) => ({
        round: index + 1,
        requestsPerSecond: 1e6 / cpuUsPerRequest,
        cpuUsPerRequest,
      })),
    });
    const lean = revisionReport(
      [...figures, h2c('node', [25, 25]), h2c('baton@base', [50, 40]), h2c('baton@head', [25, 40])],
      {
        base: 'abc1234',
        head: 'working tree',
        rounds: 2,
        defaults: 'off',
      },
    );
    expect(lean).toContain(
      "# baton@base (abc1234) → baton@head (working tree), 2 interleaved rounds, Express's defaults off (etag, x-powered-by)",
    );
    expect(lean).toContain(
      '- h2c: CPU 1.50 (1.00–2.00), req/s 1.50 (1.00–2.00); node CPU ÷ baton: base 0.56 (0.50–0.63), head 0.81 (0.63–1.00)',
    );
  });
});
