// Compares two results files, e.g. from two revisions:
//   node benchmarks/dist/compare.js before.json after.json
// Prints, per HTTP figure and per micro row present in both, the change from the first to the
// second. Ratios to raw node:http are compared too: they survive a change of machine load.
import { readFile } from 'node:fs/promises';
import { compareResults } from './report/compare-results.js';
import type { BenchResults } from './results.js';

async function load(path: string): Promise<BenchResults> {
  return JSON.parse(await readFile(path, 'utf8')) as BenchResults;
}

async function main(): Promise<void> {
  const [before, after] = process.argv.slice(2);
  if (before === undefined || after === undefined) {
    process.stderr.write('usage: node benchmarks/dist/compare.js <before.json> <after.json>\n');
    process.exitCode = 2;
    return;
  }
  process.stdout.write(compareResults(await load(before), await load(after)));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
