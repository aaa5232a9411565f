import type { TemplateName } from './options.js';

/**
 * The versions a generated app asks for besides `batonjs`. vitest stays on 4 and undici on 7, and
 * `@types/node` on 20: their next majors need Node 22, and the app supports Node 20.19 as Baton does.
 * TypeScript is the current major; the app's tsconfig also compiles on 5.9 and 6.
 *
 * @example
 * APP_VERSIONS.typescript; // '^7.0.2'
 */
export const APP_VERSIONS = {
  eta: '^4.6.0',
  zod: '^4.6.7',
  '@types/node': '^20.19.0',
  tsx: '^4.23.15',
  typescript: '^7.0.2',
  undici: '^7.30.2',
  vitest: '^4.1.12',
} as const;

/**
 * The scripts of a generated app. `dev` is `tsx watch`: one process that runs `src/server.ts` and
 * restarts on every change, on Node 20 as on 24 and on every OS, where `tsc -w` beside
 * `node --watch dist/server.js` needs two processes kept together (a shell `&` is not portable) and
 * a first build before node can start. tsx does not type-check: `typecheck` and `build` do.
 *
 * @example
 * APP_SCRIPTS.dev; // 'tsx watch src/server.ts'
 */
export const APP_SCRIPTS = {
  dev: 'tsx watch src/server.ts',
  build: 'tsc -p tsconfig.build.json',
  start: 'node dist/server.js',
  test: 'vitest run',
  typecheck: 'tsc --noEmit',
} as const;

/**
 * A package.json for version `batonVersion` of create-batonjs: `batonjs` at `^batonVersion` (the
 * two are released together), zod for the validated route, eta for the `web` template's views.
 *
 * @example
 * appManifest('my-app', 'api', '0.1.0').dependencies; // { batonjs: '^0.1.0', zod: '^4.6.7' }
 */
export function appManifest(name: string, template: TemplateName, batonVersion: string) {
  return {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    engines: { node: '>=20.19' },
    scripts: APP_SCRIPTS,
    dependencies: {
      batonjs: `^${batonVersion}`,
      ...(template === 'web' ? { eta: APP_VERSIONS.eta } : {}),
      zod: APP_VERSIONS.zod,
    },
    devDependencies: {
      '@types/node': APP_VERSIONS['@types/node'],
      tsx: APP_VERSIONS.tsx,
      typescript: APP_VERSIONS.typescript,
      undici: APP_VERSIONS.undici,
      vitest: APP_VERSIONS.vitest,
    },
  };
}
