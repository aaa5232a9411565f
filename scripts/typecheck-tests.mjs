// Type-checks every project's test files with its tsconfig.test.json. `tsc -b` builds only the
// sources, and vitest type-checks only *.test-d.ts files, so a type error in an ordinary test
// file went unseen; two of the 34 found this way were bugs in public types (typed `err` in error
// handlers, GraphQL resolvers' implicit any). Each project is checked with TypeScript 5.9, 6 and 7
// (typescript-versions.mjs); `--ts <major>` picks one. Runs two checks at a time; exits 1 on any error.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { typescriptCompilers } from './typescript-versions.mjs';

// fileURLToPath, not .pathname: a checkout path with spaces or non-ASCII is percent-encoded in a URL.
const root = fileURLToPath(new URL('..', import.meta.url));
const configs = [
  ...readdirSync(join(root, 'packages')).map((name) => join('packages', name, 'tsconfig.test.json')),
  join('examples', 'blog', 'tsconfig.test.json'),
  join('benchmarks', 'tsconfig.test.json'),
].filter((config) => existsSync(join(root, config)));
const { values } = parseArgs({ options: { ts: { type: 'string' } } });
const compilers = typescriptCompilers().filter((c) => values.ts === undefined || c.version.startsWith(`${values.ts}.`));
if (compilers.length === 0) throw new Error(`no TypeScript ${values.ts} among those checked`);

function check({ config, compiler }) {
  return new Promise((resolve) => {
    const child = spawn(compiler.tsc, ['--noEmit', '-p', config], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ config: `${config} (TypeScript ${compiler.version})`, code, output }));
  });
}

let failed = 0;
const queue = compilers.flatMap((compiler) => configs.map((config) => ({ config, compiler })));
const total = queue.length;
async function worker() {
  for (let config = queue.shift(); config !== undefined; config = queue.shift()) {
    const result = await check(config);
    if (result.code === 0) {
      process.stdout.write(`ok   ${result.config}\n`);
    } else {
      failed++;
      process.stdout.write(`FAIL ${result.config}\n${result.output}\n`);
    }
  }
}
await Promise.all([worker(), worker()]);
if (failed > 0) {
  process.stdout.write(`${failed} of ${total} checks (projects × compilers) have type errors\n`);
  process.exitCode = 1;
}
