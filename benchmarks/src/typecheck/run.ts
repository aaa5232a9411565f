// Type-checking cost of the typed clients: the same generated API used through @batonjs/rpc's
// createClient, through @batonjs/schema's REST contract and createClient, and through Hono's hc,
// each checked by `tsc --extendedDiagnostics`, runs interleaved. Instantiation counts are exact and repeatable; times and memory are medians.
//   node benchmarks/dist/typecheck/run.js [--sizes 0,300] [--runs 3]
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { median } from '../stats.js';
import { parseDiagnostics, type TscDiagnostics } from './diagnostics.js';
import { type TypecheckSubject, writeProject } from './generate-projects.js';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '0,300' }, runs: { type: 'string', default: '3' } },
});
const sizes = (values.sizes ?? '').split(',').map(Number);
const runs = Number(values.runs);
if (!sizes.every((n) => Number.isInteger(n) && n >= 0) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: run.js [--sizes 0,300] [--runs 3] (non-negative integers)');
  process.exit(2);
}

const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
// Below the repository (dist/ is ignored by git) so that hono and @batonjs/rpc resolve.
const projectsDir = fileURLToPath(new URL('../../dist/typecheck-projects/', import.meta.url));
const subjects: readonly TypecheckSubject[] = ['baton-rpc', 'baton-rest', 'hono-hc'];
const labels: Record<TypecheckSubject, string> = {
  'baton-rpc': '@batonjs/rpc createClient',
  'baton-rest': '@batonjs/schema createClient (REST)',
  'hono-hc': 'Hono hc',
};
const run = promisify(execFile);

async function check(dir: string): Promise<TscDiagnostics> {
  try {
    const { stdout } = await run(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return parseDiagnostics(stdout);
  } catch (error) {
    // A project that does not type-check would make its figures meaningless.
    const output = (error as { stdout?: string }).stdout ?? String(error);
    throw new Error(`tsc failed in ${dir}:\n${output.split('\n').slice(0, 20).join('\n')}`);
  }
}

const samples = new Map<string, TscDiagnostics[]>();
for (const size of sizes) {
  for (const subject of subjects) await writeProject(join(projectsDir, `${subject}-${size}`), subject, size);
}
for (let round = 1; round <= runs; round++) {
  for (const size of sizes) {
    const order = round % 2 === 1 ? subjects : [...subjects].reverse();
    for (const subject of order) {
      const key = `${subject}-${size}`;
      const figures = await check(join(projectsDir, key));
      samples.set(key, [...(samples.get(key) ?? []), figures]);
      console.error(
        `run ${round}/${runs} ${key}: ${figures.instantiations} instantiations, check ${figures.checkSeconds}s`,
      );
    }
  }
}

const summary = (key: string) => {
  const list = samples.get(key) ?? [];
  return {
    instantiations: list[0]?.instantiations ?? Number.NaN,
    types: list[0]?.types ?? Number.NaN,
    checkSeconds: median(list.map((s) => s.checkSeconds)),
    totalSeconds: median(list.map((s) => s.totalSeconds)),
    memoryMb: median(list.map((s) => s.memoryKb)) / 1024,
  };
};

console.log(`tsc ${createRequire(import.meta.url)('typescript/package.json').version}, median of ${runs} runs`);
console.log('| client | calls | instantiations | types | check time | total time | memory |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const size of sizes) {
  for (const subject of subjects) {
    const s = summary(`${subject}-${size}`);
    console.log(
      `| ${labels[subject]} | ${size} | ${s.instantiations.toLocaleString('en')} | ${s.types.toLocaleString('en')} | ${s.checkSeconds.toFixed(2)} s | ${s.totalSeconds.toFixed(2)} s | ${s.memoryMb.toFixed(0)} MB |`,
    );
  }
}
const largest = Math.max(...sizes);
const smallest = Math.min(...sizes);
const theirs = summary(`hono-hc-${largest}`).instantiations;
for (const subject of ['baton-rpc', 'baton-rest'] as const) {
  const ours = summary(`${subject}-${largest}`).instantiations;
  console.log(
    `\nAt ${largest} calls, ${labels[subject]}: ${(ours / theirs).toFixed(3)} of Hono's instantiations (goal ≤ 0.2).`,
  );
  if (largest !== smallest) {
    const marginalOurs = ours - summary(`${subject}-${smallest}`).instantiations;
    const marginalTheirs = theirs - summary(`hono-hc-${smallest}`).instantiations;
    console.log(
      `Per call (${smallest} → ${largest}): ${(marginalOurs / (largest - smallest)).toFixed(1)} instantiations for ${labels[subject]}, ${(marginalTheirs / (largest - smallest)).toFixed(1)} for Hono hc.`,
    );
  }
}
