import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS, APP_VERSIONS } from '../src/app-manifest.js';
import { create } from '../src/create.js';
import { ownVersion } from '../src/own-version.js';
import { fakeIo, filesUnder, tempDir } from './helpers.js';

const COMMON = [
  '.gitignore',
  'README.md',
  'package.json',
  'src/app.ts',
  'src/http-error.ts',
  'src/problem.ts',
  'src/routes/items.ts',
  'src/server.ts',
  'test/app.test.ts',
  'test/server.ts',
  'tsconfig.build.json',
  'tsconfig.json',
];
const WEB = ['public/app.js', 'public/style.css', 'src/pages.ts', 'test/pages.test.ts', 'views/error.eta'];
const WEB_VIEWS = ['views/index.eta', 'views/layout.eta'];

async function generate(args: string[]) {
  const cwd = await tempDir();
  const run = fakeIo(cwd);
  const code = await create(args, run.io);
  const dir = join(cwd, 'my-app');
  const read = (file: string) => readFile(join(dir, file), 'utf8');
  return { code, run, dir, read };
}

describe('the api template (the default)', () => {
  it('writes the common files and a package.json, and lists them', async () => {
    const { code, run, dir } = await generate(['my-app', '--no-install']);
    expect(code).toBe(0);
    expect(await filesUnder(dir)).toEqual(COMMON.sort());
    expect(run.stdout()).toBe(
      [
        `Created my-app in ${dir} from the api template:`,
        ...COMMON.sort().map((file) => `  ${file}`),
        '',
        'Dependencies not installed (--no-install).',
        '',
        'Next:',
        '  cd my-app',
        '  npm install',
        '  npm run dev                   # serves http://localhost:3000, restarting on every change',
        '  npm test                      # the tests, over a real socket',
        '  npm run build && npm start    # the compiled app, as in production',
        '',
      ].join('\n'),
    );
    expect(run.stderr()).toBe('');
  });

  it('asks for batonjs at its own version, zod, and the test and build tools', async () => {
    const { read } = await generate(['my-app', '--no-install']);
    const manifest = JSON.parse(await read('package.json'));
    expect(manifest).toEqual({
      name: 'my-app',
      version: '0.1.0',
      private: true,
      type: 'module',
      engines: { node: '>=20.19' },
      scripts: { ...APP_SCRIPTS },
      dependencies: { batonjs: `^${ownVersion()}`, zod: APP_VERSIONS.zod },
      devDependencies: {
        '@types/node': '^20.19.0',
        tsx: APP_VERSIONS.tsx,
        typescript: APP_VERSIONS.typescript,
        undici: '^7.30.2',
        vitest: '^4.1.12',
      },
    });
    expect(manifest.devDependencies.typescript).toMatch(/^\^7\./);
    expect(manifest.scripts).toMatchObject({ test: 'vitest run', start: 'node dist/server.js' });
  });

  it('renames _gitignore and puts the package name in place of {{name}}', async () => {
    const { read } = await generate(['my-app', '--no-install']);
    expect(await read('.gitignore')).toContain('node_modules/\ndist/\n');
    expect(await read('README.md')).toMatch(/^# my-app\n/);
    for (const file of COMMON) expect(await read(file)).not.toContain('{{');
  });

  it('writes the validated route with batonjs/schema and zod, and names types for TypeScript 6 and 7', async () => {
    const { read } = await generate(['my-app', '--no-install']);
    const items = await read('src/routes/items.ts');
    expect(items).toContain("import { validate } from 'batonjs/schema';");
    expect(items).toContain("router.post('/items', validate({ body: ItemInput }),");
    const tsconfig = JSON.parse(await read('tsconfig.json'));
    expect(tsconfig.compilerOptions).toMatchObject({ module: 'NodeNext', strict: true, types: ['node'] });
    expect(await read('src/server.ts')).toContain('baton.shutdown(server');
    expect(await read('src/problem.ts')).toContain("'application/problem+json'");
  });
});

describe('the web template', () => {
  it('adds views, static files, the pages and their test, and eta', async () => {
    const { code, dir, read, run } = await generate(['my-app', '--template', 'web', '--no-install']);
    expect(code).toBe(0);
    expect(await filesUnder(dir)).toEqual([...COMMON, ...WEB, ...WEB_VIEWS].sort());
    expect(run.stdout()).toContain(`Created my-app in ${dir} from the web template:\n`);
    const manifest = JSON.parse(await read('package.json'));
    expect(manifest.dependencies).toEqual({ batonjs: `^${ownVersion()}`, eta: '^4.6.0', zod: APP_VERSIONS.zod });
    expect(await read('src/app.ts')).toContain('baton.static(PUBLIC_DIR');
    expect(await read('src/pages.ts')).toContain("res.render('index', { title: 'my-app' })");
  });

  it('appends the web section to the common README', async () => {
    const { read } = await generate(['my-app', '--template', 'web', '--no-install']);
    const readme = await read('README.md');
    expect(readme).toMatch(/^# my-app\n/);
    expect(readme).toContain('\n## Pages and static files (the web template)\n');
    expect(readme.indexOf('## Learn more')).toBeLessThan(readme.indexOf('## Pages and static files'));
  });
});

describe('the folder', () => {
  it('may exist if empty, and may be given as a path; the name is its last part, lower-cased', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['apps/My Shop', '--no-install'], run.io)).toBe(0);
    const manifest = JSON.parse(await readFile(join(cwd, 'apps/My Shop/package.json'), 'utf8'));
    expect(manifest.name).toBe('my-shop');
    expect(run.stdout()).toContain("  cd 'apps/My Shop'\n");
  });

  it('may be the current folder when it is empty: no cd in the next steps', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['.', '--no-install'], run.io)).toBe(0);
    expect(await filesUnder(cwd)).toEqual(COMMON.sort());
    expect(run.stdout()).not.toContain('  cd ');
  });
});
