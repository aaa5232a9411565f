// Two ways to compare:
//   node benchmarks/dist/compare.js --base <rev> [--head <rev|dir>] [--scenarios a,b] …
//     runs Baton of both revisions, and raw node:http, in the same interleaved rounds and prints
//     head against base: the before/after figure for an optimisation's commit message;
//   node benchmarks/dist/compare.js before.json after.json
//     compares two results files of earlier bench runs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { scenarios } from './http/scenarios.js';
import { transports } from './http2/load-http2.js';
import { UsageError } from './options.js';
import { compareResults } from './report/compare-results.js';
import type { BenchResults } from './results.js';
import { compareRevisions } from './revisions/compare-revisions.js';
import { compareUsage, parseCompareOptions } from './revisions/options.js';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

async function load(path: string): Promise<BenchResults> {
  return JSON.parse(await readFile(path, 'utf8')) as BenchResults;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    process.stdout.write(compareUsage);
    return;
  }
  if (argv.some((arg) => arg.startsWith('--'))) {
    const options = parseCompareOptions(argv, [...scenarios.map((scenario) => scenario.name), ...transports]);
    const log = (line: string): void => {
      process.stderr.write(`${line}\n`);
    };
    process.stdout.write(await compareRevisions(repositoryRoot, options, log));
    return;
  }
  const [before, after] = argv;
  if (before === undefined || after === undefined) throw new UsageError('two results files, or --base <rev>');
  process.stdout.write(compareResults(await load(before), await load(after)));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${compareUsage}`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
