import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** A runnable copy of one revision: where it is and how the harness starts its scenario servers. */
export interface Checkout {
  readonly dir: string;
  /** The revision's compiled scenario-server entry. */
  readonly serverEntry: string;
  /** The revision's compiled HTTP/2 server entry. */
  readonly http2Entry: string;
  /**
   * Whether the revision's harness reads BATON_BENCH_EXPRESS_DEFAULTS and its HTTP/2 server
   * reports over IPC (both came with express-defaults.ts): needed by `--defaults off` and HTTP/2.
   */
  readonly configurable: boolean;
  /** What the report calls it: the short commit, or the directory. */
  readonly description: string;
}

function git(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * The commit `revision` names in the repository at `root`, in full; throws when it names none.
 *
 * @example
 * resolveCommit('/work/wt/perf', 'HEAD~1');
 */
export function resolveCommit(root: string, revision: string): string {
  return git(root, ['rev-parse', '--verify', '--end-of-options', `${revision}^{commit}`]);
}

// Mirrors `from`'s node_modules into `to`: every package a symlink to the installed one, and every
// workspace link recreated as the same relative link, so that it points into the exported
// revision's own packages rather than back into the checkout the modules came from.
function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith('@') && stat.isDirectory()) linkModules(source, target);
    else symlinkSync(source, target);
  }
}

function workspaceModuleDirs(root: string): string[] {
  const found: string[] = [];
  for (const group of ['packages', 'examples']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) found.push(join(group, name, 'node_modules'));
  }
  found.push(join('benchmarks', 'node_modules'));
  return found.filter((path) => existsSync(join(root, path)));
}

/**
 * Exports `commit` of the repository at `root` into `dir` with `git archive` (the repository's
 * worktrees and refs stay untouched), gives it dependencies, and builds it with `tsc -b`. When its
 * package-lock.json equals the one at `root`, the installed node_modules of `root` are linked in
 * (seconds); otherwise `npm ci` installs its own (minutes).
 *
 * @example
 * const base = prepareCheckout('/work/wt/perf', resolveCommit('/work/wt/perf', 'main'), '/tmp/x/base', log);
 */
export function prepareCheckout(root: string, commit: string, dir: string, log: (line: string) => void): Checkout {
  mkdirSync(dir, { recursive: true });
  log(`exporting ${commit.slice(0, 10)} into ${dir}`);
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  const sameLock =
    readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (sameLock) {
    log('same package-lock.json: linking the installed node_modules');
    linkModules(join(root, 'node_modules'), join(dir, 'node_modules'));
    for (const nested of workspaceModuleDirs(root)) linkModules(join(root, nested), join(dir, nested));
  } else {
    log('package-lock.json differs: npm ci (a few minutes)');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  log('building (tsc -b benchmarks)');
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-b', 'benchmarks'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  return builtCheckout(dir, commit.slice(0, 10));
}

/**
 * A checkout that is already built (this one, or another worktree), used as it is.
 *
 * @example
 * const head = builtCheckout('/work/wt/perf', 'working tree');
 */
export function builtCheckout(dir: string, description: string): Checkout {
  const dist = join(dir, 'benchmarks', 'dist');
  const serverEntry = join(dist, 'http', 'server-child.js');
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build ${dir} first (npm run build)`);
  return {
    dir,
    serverEntry,
    http2Entry: join(dist, 'http2', 'server.js'),
    configurable: existsSync(join(dist, 'http', 'express-defaults.js')),
    description,
  };
}
