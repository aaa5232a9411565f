import { relative, resolve } from 'node:path';
import { CreateError } from './errors.js';
import { HELP } from './help.js';
import { type Installer, runInstall } from './install.js';
import { isInteractive } from './interactive.js';
import { nextSteps } from './next-steps.js';
import { checkNodeVersion } from './node-version.js';
import { parseOptions } from './options.js';
import { ownVersion } from './own-version.js';
import { detectPackageManager } from './package-manager.js';
import { packageNameFor } from './package-name.js';
import { askMissing } from './prompt.js';
import { writeApp } from './scaffold.js';
import { checkTargetFolder } from './target-folder.js';

/**
 * What {@link create} talks to: the process in the command, stand-ins in the tests (a simulated
 * Node version, fake terminals, an installer that records its calls).
 *
 * @example
 * await create(['my-app'], { ...processIo(), install: async () => undefined });
 */
export interface CreateIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream;
  /** As `process.versions.node`. */
  readonly nodeVersion: string;
  readonly install: Installer;
}

/**
 * The real process: its working directory, environment, streams and Node version, and
 * {@link runInstall}.
 *
 * @example
 * const io = processIo();
 */
export function processIo(): CreateIo {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    nodeVersion: process.versions.node,
    install: runInstall,
  };
}

/**
 * The whole command: checks the Node version, parses `args`, asks on a terminal for what is
 * missing, refuses a folder that is not empty, writes the app, installs (unless `--no-install`),
 * and prints what it did and the next commands. Resolves with the exit code: 0, or 1 after
 * printing why.
 *
 * @example
 * process.exitCode = await create(process.argv.slice(2));
 */
export async function create(args: readonly string[], io: CreateIo = processIo()): Promise<number> {
  const out = (text: string): void => {
    io.stdout.write(text);
  };
  try {
    checkNodeVersion(io.nodeVersion);
    const options = parseOptions(args);
    if (options.help) {
      out(HELP);
      return 0;
    }
    let { folder, template } = options;
    if (folder === undefined || template === undefined) {
      if (isInteractive(io.stdin, io.stdout, io.env)) {
        ({ folder, template } = await askMissing({ folder, template }, { input: io.stdin, output: io.stdout }));
      } else if (folder === undefined) {
        throw new CreateError(
          'BATON_CREATE_NO_FOLDER',
          'name the folder for the app, as in: npm create batonjs@latest my-app (--help lists the options)',
        );
      }
    }
    template ??= 'api';
    const pm = options.pm ?? detectPackageManager(io.env.npm_config_user_agent);
    const dir = resolve(io.cwd, folder);
    const name = packageNameFor(dir);
    await checkTargetFolder(dir);

    const files = await writeApp({ dir, name, template, batonVersion: ownVersion() });
    out(`Created ${name} in ${dir} from the ${template} template:\n`);
    for (const file of files) out(`  ${file}\n`);

    if (options.install) {
      out(`\nInstalling dependencies with ${pm} ...\n`);
      const failure = await io.install(pm, dir);
      if (failure !== undefined) {
        throw new CreateError(
          'BATON_CREATE_INSTALL_FAILED',
          `${failure}. The files are written: run "${pm} install" in ${dir} once the problem is fixed`,
        );
      }
      out(`Installed the dependencies with ${pm}.\n`);
    } else {
      out('\nDependencies not installed (--no-install).\n');
    }

    out(`\nNext:\n${nextSteps(pm, relative(io.cwd, dir), options.install)}`);
    return 0;
  } catch (error) {
    if (error instanceof CreateError) {
      io.stderr.write(`create-batonjs: ${error.message} [${error.code}]\n`);
      return 1;
    }
    // A file system refusal (EACCES, ENOTDIR, ENOSPC, ...) says all in its message; anything
    // else is a bug, whose stack is worth seeing.
    if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') {
      io.stderr.write(`create-batonjs: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
