// API reference: `npm run docs` writes docs/api/ from the doc comments of every publishable package.
// It fails on any warning, and on a public export without a doc comment.
import { publishablePackages } from './scripts/publishable-packages.mjs';

const packages = publishablePackages();

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  name: 'Baton',
  entryPointStrategy: 'packages',
  entryPoints: packages.map(({ dir }) => `packages/${dir}`),
  packageOptions: {
    entryPoints: ['src/index.ts'],
    // Types that public ones reference without exporting them (helpers such as RouteParams'
    // recursion steps) are internal on purpose: not reported.
    validation: { notExported: false },
    // Each package is converted with these options, so the source-link settings below go here too.
    sourceLinkTemplate: 'https://github.com/batonjs/baton/blob/{gitRevision}/{path}#L{line}',
    disableGit: true,
    gitRevision: 'main',
  },
  out: 'docs/api',
  // The front page is the umbrella's README, which links with absolute URLs; the repository README
  // links to docs/ pages by relative path, which TypeDoc would copy in (and fails on a missing one).
  readme: 'packages/batonjs/README.md',
  // Links point at the public repository's main branch whatever this clone's remote is (a CI clone's
  // origin is a local path, which TypeDoc would warn about, and warnings fail the build).
  sourceLinkTemplate: 'https://github.com/batonjs/baton/blob/{gitRevision}/{path}#L{line}',
  disableGit: true,
  gitRevision: 'main',
  // TypeDoc's defaults plus what the comments and READMEs use.
  highlightLanguages: [
    'bash',
    'console',
    'css',
    'html',
    'javascript',
    'json',
    'jsonc',
    'json5',
    'yaml',
    'tsx',
    'typescript',
    'http',
    'sh',
    'graphql',
  ],
  externalSymbolLinkMappings: {
    '@types/node': { '*': 'https://nodejs.org/docs/latest-v20.x/api/' },
    // @batonjs/otel's class inherits InstrumentationBase's members, whose comments name its types.
    '@opentelemetry/instrumentation': { '*': 'https://open-telemetry.github.io/opentelemetry-js/' },
  },
  // Public exports without a doc comment fail the build: checked by this plugin rather than
  // notDocumented, which would demand a comment on every member of every interface (see the plugin).
  plugin: ['./scripts/typedoc-exports-documented.mjs'],
  validation: { notExported: false, invalidLink: true, invalidPath: true, rewrittenLink: true, notDocumented: false },
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
};

export default config;
