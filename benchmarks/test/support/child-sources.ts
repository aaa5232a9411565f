import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const sourceDir = fileURLToPath(new URL('../../src/', import.meta.url));

async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listSources(path);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Compiled copies of the harness's sources that a plain `node` child can run. */
export interface ChildSources {
  readonly entry: string;
  remove(): Promise<void>;
}

/**
 * Transpiles benchmarks/src (types stripped, no type check) into a fresh folder under
 * benchmarks/dist, so the tests spawn the real scenario-server process from the current sources
 * without waiting for a `tsc -b` of the whole repository. It sits inside the repository so that
 * the children resolve express, fastify, ... from its node_modules.
 *
 * @example
 * const sources = await transpileChildSources();
 * const server = await spawnScenarioServer({ entry: sources.entry, scenario, framework, fixturesDir });
 */
export async function transpileChildSources(): Promise<ChildSources> {
  const outDir = fileURLToPath(new URL(`../../dist/.test-child-${process.pid}/`, import.meta.url));
  for (const file of await listSources(sourceDir)) {
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, verbatimModuleSyntax: true },
    });
    const target = join(outDir, relative(sourceDir, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, outputText);
  }
  return {
    entry: join(outDir, 'http', 'server-child.js'),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
