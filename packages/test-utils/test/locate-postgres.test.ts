import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { locatePostgres, postgresSkipReason } from '../src/index.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A fake Debian layout: `<root>/<version>/bin/{initdb,pg_ctl}` scripts that print a version. */
async function fakeDebian(versions: string[]): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'baton-locate-pg-'));
  for (const version of versions) {
    const bin = join(dir, version, 'bin');
    await mkdir(bin, { recursive: true });
    for (const name of ['initdb', 'pg_ctl']) {
      await writeFile(join(bin, name), `#!/bin/sh\necho "${name} (PostgreSQL) ${version}.1"\n`);
      await chmod(join(bin, name), 0o755);
    }
  }
  return dir;
}

const nowhere = { PATH: '/nonexistent-baton-path' };

describe('locatePostgres', () => {
  it("prefers Debian's 15 over newer versions", async () => {
    const root = await fakeDebian(['16', '15', '14']);
    const found = locatePostgres({ env: nowhere, debianRoot: root });
    expect(found).toEqual({
      ok: true,
      binaries: {
        bindir: join(root, '15', 'bin'),
        initdb: join(root, '15', 'bin', 'initdb'),
        pgCtl: join(root, '15', 'bin', 'pg_ctl'),
        version: 'initdb (PostgreSQL) 15.1',
      },
    });
  });

  it('takes the newest version when there is no 15, and BATON_PG_BINDIR over everything', async () => {
    const root = await fakeDebian(['14', '16', '17']);
    expect(locatePostgres({ env: nowhere, debianRoot: root })).toMatchObject({ binaries: { version: /17\.1$/ } });
    const chosen = { ...nowhere, BATON_PG_BINDIR: join(root, '14', 'bin') };
    expect(locatePostgres({ env: chosen, debianRoot: root })).toMatchObject({ binaries: { version: /14\.1$/ } });
  });

  it('says where it looked when nothing is installed', () => {
    const found = locatePostgres({ env: nowhere, debianRoot: '/nonexistent-baton-root' });
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.reason).toMatch(/initdb and pg_ctl were not found \(looked in \/nonexistent-baton-path\)/);
    expect(found.reason).toMatch(/apt-get install postgresql/);
  });

  it('postgresSkipReason: the reason on a local run, an error on CI', () => {
    const options = { env: nowhere, debianRoot: '/nonexistent-baton-root' };
    expect(postgresSkipReason(options)).toMatch(/were not found/);
    expect(() => postgresSkipReason({ ...options, env: { ...nowhere, CI: 'true' } })).toThrow(
      /^CI must run the PostgreSQL tests: PostgreSQL's initdb and pg_ctl were not found/,
    );
  });
});
