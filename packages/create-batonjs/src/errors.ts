/**
 * The catalogue of create-batonjs's coded errors: the code, and what it means. Each one ends the
 * run with exit code 1 and a message that says what to do instead; tests assert on `code`.
 *
 * @example
 * createErrors.BATON_CREATE_NOT_EMPTY; // 'The target folder exists and is not empty'
 */
export const createErrors = {
  BATON_CREATE_BAD_ARGUMENT: 'An unknown option, an option without its value, or more than one folder',
  BATON_CREATE_BAD_TEMPLATE: '--template names no template (api, web)',
  BATON_CREATE_BAD_PM: '--pm is not npm, pnpm or yarn',
  BATON_CREATE_NO_FOLDER: 'No folder was named, and there is no terminal to ask for one',
  BATON_CREATE_BAD_NAME: 'The folder name gives no usable npm package name',
  BATON_CREATE_NOT_EMPTY: 'The target folder exists and is not empty',
  BATON_CREATE_OLD_NODE: 'Node.js is older than 20.19',
  BATON_CREATE_CANCELLED: 'A question was cancelled (Ctrl-C or end of input)',
  BATON_CREATE_INSTALL_FAILED: "The package manager's install did not succeed",
} as const;

/**
 * The `code` of a {@link CreateError}: a key of {@link createErrors}.
 *
 * @example
 * const code: CreateErrorCode = 'BATON_CREATE_BAD_PM';
 */
export type CreateErrorCode = keyof typeof createErrors;

/**
 * A reason not to write the app (or not to finish): coded, with a message for the person at the
 * terminal. `create()` prints it and returns exit code 1.
 *
 * @example
 * throw new CreateError('BATON_CREATE_BAD_PM', '--pm must be npm, pnpm or yarn, not "bun"');
 */
export class CreateError extends Error {
  readonly code: CreateErrorCode;

  constructor(code: CreateErrorCode, message: string) {
    super(message);
    this.name = 'CreateError';
    this.code = code;
  }
}
