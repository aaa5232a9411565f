import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDiagnostics } from '../src/typecheck/diagnostics.js';
import { writeProject } from '../src/typecheck/generate-projects.js';

const sample = `Files:                         120
Types:                        5609
Instantiations:              14465
Memory used:               111616K
I/O Read time:               0.01s
Check time:                  0.82s
Total time:                  2.40s`;

describe('parseDiagnostics', () => {
  it('reads the figures tsc --extendedDiagnostics prints', () => {
    expect(parseDiagnostics(sample)).toEqual({
      types: 5609,
      instantiations: 14465,
      memoryKb: 111616,
      checkSeconds: 0.82,
      totalSeconds: 2.4,
    });
  });

  it('names a missing figure', () => {
    expect(() => parseDiagnostics('Types: 1')).toThrow('printed no "Instantiations"');
  });
});

describe('the generated projects', () => {
  // Inside the benchmarks folder, so that hono and @batonjs/rpc resolve from node_modules.
  const base = fileURLToPath(new URL('../dist/', import.meta.url));
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('type-check cleanly for every client (a broken project would make its figures meaningless)', async () => {
    dir = await mkdtemp(join(base, 'typecheck-test-'));
    await writeProject(join(dir, 'baton'), 'baton-rpc', 3);
    await writeProject(join(dir, 'hono'), 'hono-hc', 3);
    await writeProject(join(dir, 'rest'), 'baton-rest', 3);
    expect(await readFile(join(dir, 'baton', 'client.ts'), 'utf8')).toContain(
      "total += (await client.call2({ id: 'x', n2: 2 })).value2;",
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
    const run = promisify(execFile);
    expect(await readFile(join(dir, 'rest', 'client.ts'), 'utf8')).toContain('  if (r2.ok) total += r2.data.value2;');
    for (const project of ['baton', 'hono', 'rest']) {
      const { stdout } = await run(process.execPath, [tsc, '-p', join(dir, project), '--extendedDiagnostics']);
      expect(parseDiagnostics(stdout).instantiations).toBeGreaterThan(0);
    }
  }, 60_000);
});
