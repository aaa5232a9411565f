// The list of test projects, one per package, example and benchmark harness.
// vitest 4 ignores a bare workspace file, so vitest.config.ts imports this list as `test.projects`.
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { postgresSkipReason } from './packages/test-utils/src/postgres-binaries.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Tests import workspace packages by name; resolve those names to TypeScript sources so a change
// in one package is seen by another's tests without a rebuild. `tsc -b` still checks dist builds.
const packages = [
  'http',
  'core',
  'body',
  'cookies',
  'static',
  'cache',
  'graphql',
  'rpc',
  'schema',
  'ws',
  'otel',
  'test-utils',
];
const alias = [
  ...packages.map((name) => ({
    find: new RegExp(`^@batonjs/${name}$`),
    replacement: here(`./packages/${name}/src/index.ts`),
  })),
  // A package's second entry point (the browser-safe client of @batonjs/rpc).
  { find: /^@batonjs\/rpc\/client$/, replacement: here('./packages/rpc/src/client.ts') },
  { find: /^@batonjs\/schema\/client$/, replacement: here('./packages/schema/src/client.ts') },
  { find: /^batonjs$/, replacement: here('./packages/batonjs/src/index.ts') },
  // The umbrella's subpaths (`batonjs/graphql`, ...) are files of the same name in its src/.
  { find: /^batonjs\/([a-z-]+)$/, replacement: here('./packages/batonjs/src/$1.ts') },
];

function project(name: string, root: string): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      root: here(root),
      include: ['test/**/*.test.ts'],
      environment: 'node',
      env: { NODE_ENV: 'test' },
      testTimeout: 20_000,
      typecheck: {
        enabled: true,
        include: ['test/**/*.test-d.ts'],
        tsconfig: here(`${root}/tsconfig.test.json`),
        // Only the type tests are judged here; the build (tsc -b) checks sources.
        ignoreSourceErrors: true,
      },
    },
  };
}

// The blog's API suites once more, on PostgreSQL: one throwaway server for the run (the global
// setup), a fresh copy of a seeded template database per test server. Where PostgreSQL is not
// installed the project runs nothing and says why; on CI that is an error (postgresSkipReason).
const postgresSkip = postgresSkipReason();
if (postgresSkip !== undefined) console.warn(`[blog-postgres] skipped: ${postgresSkip}`);
const blog = project('blog', './examples/blog');
const blogPostgres: TestProjectInlineConfiguration = {
  ...blog,
  test: {
    ...blog.test,
    name: 'blog-postgres',
    // The SQLite-only files stay in the blog project: the SQLite store itself, a restart on one
    // file (durability), the spawned service's start-up and configuration, WORKERS on SQLite.
    include: postgresSkip === undefined ? ['test/**/*.test.ts'] : [],
    exclude: [
      'test/sqlite-store.test.ts',
      'test/durability.test.ts',
      'test/start.test.ts',
      'test/config.test.ts',
      'test/workers.test.ts',
      // The browser journey checks pages and the front-end, not the store: once is enough.
      'test/browser.test.ts',
    ],
    env: { NODE_ENV: 'test', BLOG_TEST_STORE: 'postgres' },
    globalSetup: postgresSkip === undefined ? [here('./examples/blog/test/helpers/postgres-global-setup.ts')] : [],
    typecheck: { enabled: false },
  },
};
blog.test = { ...blog.test, exclude: ['test/**/*.postgres.test.ts'] };

export default [
  project('test-utils', './packages/test-utils'),
  project('http', './packages/http'),
  project('core', './packages/core'),
  project('body', './packages/body'),
  project('cookies', './packages/cookies'),
  project('static', './packages/static'),
  project('cache', './packages/cache'),
  project('graphql', './packages/graphql'),
  project('rpc', './packages/rpc'),
  project('schema', './packages/schema'),
  project('ws', './packages/ws'),
  project('otel', './packages/otel'),
  project('batonjs', './packages/batonjs'),
  project('create-batonjs', './packages/create-batonjs'),
  blog,
  blogPostgres,
  project('benchmarks', './benchmarks'),
];
