import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appManifest } from './app-manifest.js';
import type { TemplateName } from './options.js';

/**
 * Where the template files are: `templates/common/` for every app, then `templates/<name>/`, whose
 * files are added, replace a common file of the same path, or, named `<path>.append`, are added
 * to the end of one (the web template's README section). Beside `src/` and `dist/` alike.
 *
 * @example
 * TEMPLATES_DIR; // '/.../create-batonjs/templates/'
 */
export const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));

/**
 * What {@link writeApp} writes.
 *
 * @example
 * await writeApp({ dir: '/tmp/my-app', name: 'my-app', template: 'api', batonVersion: '0.1.0' });
 */
export interface AppSpec {
  readonly dir: string;
  /** The npm package name, also put in place of `{{name}}` in the templates. */
  readonly name: string;
  readonly template: TemplateName;
  readonly batonVersion: string;
}

const APPEND = '.append';

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split(sep)
        .join('/'),
    );
}

/**
 * A template file's name in the app: a leading `_` becomes `.`, since npm leaves `.gitignore` out
 * of a published tarball (and would apply it to the package itself).
 *
 * @example
 * appPath('_gitignore'); // '.gitignore'
 */
export function appPath(templatePath: string): string {
  return templatePath.replace(/(^|\/)_([^/]+)$/, '$1.$2');
}

/**
 * Writes the app into `spec.dir` (created if missing; the caller has checked it is new or empty):
 * the common files, the template's own, and a package.json. Returns the paths written, relative
 * to `spec.dir` with `/`, sorted.
 *
 * @example
 * const files = await writeApp({ dir, name: 'my-app', template: 'web', batonVersion: '0.1.0' });
 */
export async function writeApp(spec: AppSpec): Promise<string[]> {
  const contents = new Map<string, string>();
  for (const layer of ['common', spec.template]) {
    const root = join(TEMPLATES_DIR, layer);
    for (const file of await listFiles(root)) {
      const text = (await readFile(join(root, file), 'utf8')).replaceAll('{{name}}', spec.name);
      const appended = file.endsWith(APPEND) ? appPath(file.slice(0, -APPEND.length)) : undefined;
      if (appended === undefined) contents.set(appPath(file), text);
      else contents.set(appended, `${contents.get(appended) ?? ''}${text}`);
    }
  }
  contents.set(
    'package.json',
    `${JSON.stringify(appManifest(spec.name, spec.template, spec.batonVersion), null, 2)}\n`,
  );
  for (const [target, text] of contents) {
    const file = join(spec.dir, target);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return [...contents.keys()].sort();
}
