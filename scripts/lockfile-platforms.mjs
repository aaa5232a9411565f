// Completes package-lock.json with biome's per-platform binaries that this machine's npm registry
// does not serve (it has only the glibc Linux ones). `npm install` here cannot record them, and
// without their entries `npm ci` refuses the lock as out of sync. The entries carry only what npm
// needs to skip them on other platforms; nothing is ever downloaded for them here.
// Run after `npm install` whenever dependencies change: node scripts/lockfile-platforms.mjs
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const platforms = {
  'cli-android-arm64': ['android', 'arm64'],
  'cli-android-x64': ['android', 'x64'],
  'cli-darwin-arm64': ['darwin', 'arm64'],
  'cli-darwin-x64': ['darwin', 'x64'],
  'cli-linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'cli-linux-x64-musl': ['linux', 'x64', 'musl'],
  'cli-win32-arm64': ['win32', 'arm64'],
  'cli-win32-x64': ['win32', 'x64'],
};
let added = 0;
for (const [name, [os, cpu, libc]] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: biome.license,
    optional: true,
    os: [os],
    engines: biome.engines,
  };
  added++;
}
// npm keeps package paths sorted this way; doing the same keeps the diff to the added entries.
const [root, ...rest] = Object.keys(lock.packages);
const sorted = { [root]: lock.packages[root] };
for (const key of rest.sort((a, b) => a.localeCompare(b, 'en'))) sorted[key] = lock.packages[key];
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
