import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { create } from '../src/create.js';
import { fakeIo, filesUnder, tempDir } from './helpers.js';

describe('installing', () => {
  it('runs npm install in the new folder by default', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['my-app'], run.io)).toBe(0);
    expect(run.installs).toEqual([{ pm: 'npm', dir: join(cwd, 'my-app') }]);
    expect(run.stdout()).toContain('\nInstalling dependencies with npm ...\nInstalled the dependencies with npm.\n');
    expect(run.stdout()).toContain('\nNext:\n  cd my-app\n  npm run dev ');
    expect(run.stdout()).not.toContain('npm install\n');
  });

  it('is skipped with --no-install, and the next steps say to install', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['my-app', '--no-install'], run.io)).toBe(0);
    expect(run.installs).toEqual([]);
    expect(run.stdout()).toContain('\nDependencies not installed (--no-install).\n');
    expect(run.stdout()).toContain('\nNext:\n  cd my-app\n  npm install\n  npm run dev ');
  });

  it('uses --pm, and the next steps use its commands', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['my-app', '--pm', 'pnpm'], run.io)).toBe(0);
    expect(run.installs).toEqual([{ pm: 'pnpm', dir: join(cwd, 'my-app') }]);
    expect(run.stdout()).toContain('\n  pnpm dev ');
    expect(run.stdout()).toContain('\n  pnpm test ');
    expect(run.stdout()).toContain('\n  pnpm build && pnpm start ');
  });

  it('uses the package manager that ran the command when --pm is not given', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { env: { npm_config_user_agent: 'yarn/4.5.0 npm/? node/v20.19.0 linux x64' } });
    expect(await create(['my-app', '--no-install'], run.io)).toBe(0);
    expect(run.stdout()).toContain('\n  yarn install\n  yarn dev ');
  });

  it('reports a failed install with exit 1, keeping the written files', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { installFailure: 'npm install exited with code 1' });
    expect(await create(['my-app'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      'create-batonjs: npm install exited with code 1. The files are written: run "npm install" in ' +
        `${join(cwd, 'my-app')} once the problem is fixed [BATON_CREATE_INSTALL_FAILED]\n`,
    );
    expect(await filesUnder(join(cwd, 'my-app'))).toContain('package.json');
    expect(run.stdout()).not.toContain('Next:');
  });
});
