// Type-checks every project's test files with its tsconfig.test.json. `tsc -b` builds only the
// sources, and vitest type-checks only *.test-d.ts files, so a type error in an ordinary test
// file went unseen; two of the 34 found this way were bugs in public types (typed `err` in error
// handlers, GraphQL resolvers' implicit any). Runs two checks at a time; exits 1 on any error.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// fileURLToPath, not .pathname: a checkout path with spaces or non-ASCII is percent-encoded in a URL.
const root = fileURLToPath(new URL('..', import.meta.url));
const configs = [
  ...readdirSync(join(root, 'packages')).map((name) => join('packages', name, 'tsconfig.test.json')),
  join('examples', 'blog', 'tsconfig.test.json'),
  join('benchmarks', 'tsconfig.test.json'),
].filter((config) => existsSync(join(root, config)));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(config) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ config, code, output }));
  });
}

let failed = 0;
const queue = [...configs];
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
  process.stdout.write(`${failed} of ${configs.length} test projects have type errors\n`);
  process.exitCode = 1;
}
