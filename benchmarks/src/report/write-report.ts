import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { BenchResults } from '../results.js';
import { withKeptSection } from './kept-section.js';
import { renderReport } from './markdown.js';

/** Where a run's outputs go. */
export interface OutputPaths {
  /** Directory of `<date>.json` files. */
  readonly resultsDir: string;
  /** The generated Markdown page. */
  readonly reportFile: string;
  /** Directory of the SVG charts. */
  readonly chartsDir: string;
}

/**
 * The committed locations inside the repository whose root is `root`.
 *
 * @example
 * const paths = repositoryOutputs('/work/main');
 */
export function repositoryOutputs(root: string): OutputPaths {
  return {
    resultsDir: join(root, 'benchmarks', 'results'),
    reportFile: join(root, 'docs', 'benchmarks.md'),
    chartsDir: join(root, 'docs', 'benchmarks'),
  };
}

/**
 * Writes the results JSON, the Markdown report (keeping its hand-kept section, see kept-section.ts)
 * and its charts; returns the files written.
 *
 * @example
 * const files = await writeReport(results, repositoryOutputs(root));
 */
export async function writeReport(results: BenchResults, paths: OutputPaths): Promise<string[]> {
  const chartsPath = relative(dirname(paths.reportFile), paths.chartsDir).split('\\').join('/');
  const { markdown, charts } = renderReport(results, chartsPath);
  await Promise.all([mkdir(paths.resultsDir, { recursive: true }), mkdir(paths.chartsDir, { recursive: true })]);
  await mkdir(dirname(paths.reportFile), { recursive: true });
  const resultsFile = join(paths.resultsDir, `${results.date.slice(0, 10)}.json`);
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const existing = await readFile(paths.reportFile, 'utf8').catch(() => undefined);
  await writeFile(paths.reportFile, withKeptSection(markdown, existing));
  const written = [resultsFile, paths.reportFile];
  for (const [name, svg] of charts) {
    const file = join(paths.chartsDir, name);
    await writeFile(file, svg);
    written.push(file);
  }
  return written;
}
