// The packages we publish: every packages/* whose package.json is not private. The consumer test and
// the API reference both read this, so a new package is packed, tested and documented without
// editing either.
import fs from 'node:fs';

const packagesDir = new URL('../packages/', import.meta.url);

/** @returns {Array<{ dir: string, manifest: Record<string, unknown> }>} sorted by directory */
export function publishablePackages() {
  const found = [];
  for (const dir of fs.readdirSync(packagesDir).sort()) {
    const file = new URL(`${dir}/package.json`, packagesDir);
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!manifest.private) found.push({ dir, manifest });
  }
  return found;
}
