import { createInterface } from 'node:readline/promises';
import { CreateError } from './errors.js';
import { type TemplateName, templates } from './options.js';

/**
 * The streams the questions go through: the terminal in the command, streams in the tests.
 *
 * @example
 * const terminal: Terminal = { input: process.stdin, output: process.stdout };
 */
export interface Terminal {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

/**
 * The folder suggested when the question is answered with Enter.
 *
 * @example
 * DEFAULT_FOLDER; // 'my-baton-app'
 */
export const DEFAULT_FOLDER = 'my-baton-app';

const TEMPLATE_CHOICES: Readonly<Record<TemplateName, string>> = {
  api: 'a JSON API',
  web: 'the API plus pages (eta views) and static files',
};

/**
 * Asks for what the command line left out: the folder, then the template (asked again until the
 * answer is one of them; Enter takes the default). Ctrl-C or the end of input is
 * `BATON_CREATE_CANCELLED`.
 *
 * @example
 * const { folder, template } = await askMissing({ folder: undefined, template: 'api' }, terminal);
 */
export async function askMissing(
  given: { readonly folder: string | undefined; readonly template: TemplateName | undefined },
  terminal: Terminal,
): Promise<{ folder: string; template: TemplateName }> {
  const rl = createInterface({ input: terminal.input, output: terminal.output });
  // A question still open when the input ends or Ctrl-C is pressed would otherwise never settle.
  const cancelled = new Promise<never>((_resolve, reject) => {
    rl.once('close', () => {
      // The message goes below the unanswered question, not after it.
      terminal.output.write('\n');
      reject(new CreateError('BATON_CREATE_CANCELLED', 'cancelled: nothing was written'));
    });
  });
  cancelled.catch(() => {});
  rl.once('SIGINT', () => rl.close());
  const ask = async (question: string): Promise<string> =>
    (await Promise.race([rl.question(question), cancelled])).trim();
  try {
    let folder = given.folder;
    while (folder === undefined || folder === '') {
      folder = (await ask(`Folder for the app (${DEFAULT_FOLDER}): `)) || DEFAULT_FOLDER;
    }
    let template = given.template;
    const menu = templates.map((name) => `  ${name}: ${TEMPLATE_CHOICES[name]}`).join('\n');
    while (template === undefined) {
      const answer = (await ask(`Template:\n${menu}\nWhich one (api)? `)) || 'api';
      template = templates.find((name) => name === answer);
      if (template === undefined) terminal.output.write(`"${answer}" is not a template.\n`);
    }
    return { folder, template };
  } finally {
    rl.removeAllListeners('close');
    rl.close();
  }
}
