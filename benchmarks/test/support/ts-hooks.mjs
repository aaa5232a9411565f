// Module hooks that let a plain `node` child run the TypeScript sources directly, so the smoke
// test exercises the real child-process path without depending on a fresh `tsc -b` build.
// Workspace packages resolve to their sources, as vitest.workspace.ts aliases them for tests.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../../../', import.meta.url);
const workspaceSources = {
  '@baton/core': 'packages/core/src/index.ts',
  '@baton/body': 'packages/body/src/index.ts',
  '@baton/cookies': 'packages/cookies/src/index.ts',
  '@baton/static': 'packages/static/src/index.ts',
  '@baton/cache': 'packages/cache/src/index.ts',
  '@baton/graphql': 'packages/graphql/src/index.ts',
  baton: 'packages/baton/src/index.ts',
};

export async function resolve(specifier, context, nextResolve) {
  const source = workspaceSources[specifier];
  if (source !== undefined) return { url: new URL(source, root).href, shortCircuit: true };
  if (specifier.endsWith('.js') && context.parentURL?.endsWith('.ts') && specifier.startsWith('.')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2023,
      verbatimModuleSyntax: true,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}

