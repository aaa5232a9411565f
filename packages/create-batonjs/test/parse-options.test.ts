import { describe, expect, it } from 'vitest';
import { CreateError } from '../src/errors.js';
import { parseOptions } from '../src/options.js';

function codeOf(args: string[]): string | undefined {
  try {
    parseOptions(args);
  } catch (error) {
    expect(error).toBeInstanceOf(CreateError);
    return (error as CreateError).code;
  }
  return undefined;
}

describe('parseOptions', () => {
  it('leaves out what was not said', () => {
    expect(parseOptions([])).toEqual({
      folder: undefined,
      template: undefined,
      pm: undefined,
      install: true,
      help: false,
    });
  });

  it('reads the folder, --template, --pm and --no-install', () => {
    expect(parseOptions(['my-app', '--template', 'web', '--pm', 'pnpm', '--no-install'])).toEqual({
      folder: 'my-app',
      template: 'web',
      pm: 'pnpm',
      install: false,
      help: false,
    });
  });

  it('takes -t, --template=, -h and options before the folder', () => {
    expect(parseOptions(['-t', 'api', 'x'])).toMatchObject({ folder: 'x', template: 'api' });
    expect(parseOptions(['--template=web', 'x'])).toMatchObject({ folder: 'x', template: 'web' });
    expect(parseOptions(['-h'])).toMatchObject({ help: true });
    expect(parseOptions(['--install', 'x'])).toMatchObject({ install: true });
  });

  it('refuses a template that does not exist, naming the ones that do', () => {
    expect(codeOf(['x', '--template', 'react'])).toBe('BATON_CREATE_BAD_TEMPLATE');
    expect(() => parseOptions(['x', '--template', 'react'])).toThrow(
      'no template "react": choose --template api or --template web',
    );
  });

  it('refuses a package manager other than npm, pnpm and yarn', () => {
    expect(codeOf(['x', '--pm', 'bun'])).toBe('BATON_CREATE_BAD_PM');
    expect(() => parseOptions(['x', '--pm', 'bun'])).toThrow('--pm must be npm, pnpm, yarn, not "bun"');
  });

  it('refuses an unknown option, a missing value and a second folder', () => {
    expect(codeOf(['x', '--tempalte', 'web'])).toBe('BATON_CREATE_BAD_ARGUMENT');
    expect(() => parseOptions(['x', '--tempalte', 'web'])).toThrow("Unknown option '--tempalte'");
    expect(codeOf(['x', '--template'])).toBe('BATON_CREATE_BAD_ARGUMENT');
    expect(codeOf(['x', '--pm'])).toBe('BATON_CREATE_BAD_ARGUMENT');
    expect(codeOf(['a', 'b'])).toBe('BATON_CREATE_BAD_ARGUMENT');
    expect(() => parseOptions(['a', 'b'])).toThrow('one folder at a time, got 2: a b');
  });
});
