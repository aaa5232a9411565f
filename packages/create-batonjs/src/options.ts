import { parseArgs } from 'node:util';
import { CreateError } from './errors.js';

/**
 * The templates an app can start from: `api` (a JSON API) and `web` (the API plus pages rendered
 * with eta and static files from `public/`).
 *
 * @example
 * templates.includes('web'); // true
 */
export const templates = ['api', 'web'] as const;

/**
 * One of {@link templates}.
 *
 * @example
 * const template: TemplateName = 'api';
 */
export type TemplateName = (typeof templates)[number];

/**
 * The package managers `--pm` accepts.
 *
 * @example
 * packageManagers.includes('pnpm'); // true
 */
export const packageManagers = ['npm', 'pnpm', 'yarn'] as const;

/**
 * One of {@link packageManagers}.
 *
 * @example
 * const pm: PackageManager = 'npm';
 */
export type PackageManager = (typeof packageManagers)[number];

/**
 * What the command line said. `undefined` means "not said": the folder and template are then asked
 * for on a terminal, or defaulted (template `api`) or refused (no folder) elsewhere.
 *
 * @example
 * const options: CliOptions = parseOptions(['my-app', '--template', 'web']);
 */
export interface CliOptions {
  readonly folder: string | undefined;
  readonly template: TemplateName | undefined;
  readonly pm: PackageManager | undefined;
  /** `false` with `--no-install`. */
  readonly install: boolean;
  readonly help: boolean;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Parses create-batonjs's arguments (`[folder] [--template api|web] [--pm npm|pnpm|yarn]
 * [--no-install] [--help]`). Throws a {@link CreateError} on an unknown option, a missing value, a
 * second folder, an unknown template or package manager.
 *
 * @example
 * parseOptions(['my-app', '--no-install']); // { folder: 'my-app', install: false, ... }
 */
export function parseOptions(args: readonly string[]): CliOptions {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    // node's messages already name the option ("Unknown option '--tempalte'..."); keep them.
    throw new CreateError('BATON_CREATE_BAD_ARGUMENT', (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw new CreateError(
      'BATON_CREATE_BAD_ARGUMENT',
      `one folder at a time, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const { template, pm } = values;
  if (template !== undefined && !isOneOf(templates, template)) {
    throw new CreateError(
      'BATON_CREATE_BAD_TEMPLATE',
      `no template "${template}": choose ${templates.map((name) => `--template ${name}`).join(' or ')}`,
    );
  }
  if (pm !== undefined && !isOneOf(packageManagers, pm)) {
    throw new CreateError('BATON_CREATE_BAD_PM', `--pm must be ${packageManagers.join(', ')}, not "${pm}"`);
  }
  return {
    folder: positionals[0],
    template,
    pm,
    install: values.install,
    help: values.help,
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    // --no-install; node:util has had negated booleans since 20.16, below our 20.19 floor.
    allowNegative: true,
    strict: true,
    options: {
      template: { type: 'string', short: 't' },
      pm: { type: 'string' },
      install: { type: 'boolean', default: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
