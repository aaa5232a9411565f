import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { isThenable } from '@batonjs/http';
import { createError } from '../errors.js';
import type { ViewEngine } from '../types/views.js';

/** What a View needs to find its file and engine (the `view engine` and `views` settings, `app.engines`). */
export interface ViewOptions {
  /** The `view engine` setting: the extension used for names without one (`'eta'` or `'.eta'`). */
  defaultEngine?: string | undefined;
  /** The `views` setting: a directory or directories searched in order. */
  root?: string | readonly string[] | undefined;
  /** `app.engines`: extension (with its dot) → engine. Engines loaded by extension are added here. */
  engines: Record<string, ViewEngine>;
}

/** The constructor the `view` setting may replace, as in Express. */
export type ViewConstructor = new (name: string, options: ViewOptions) => View;

// Engines are resolved first from the app's working directory (where its node_modules are), then
// from Baton's own location, so both an app's and a workspace's installs are found.
const requireFromApp = createRequire(join(process.cwd(), 'index.js'));
const requireFromBaton = createRequire(import.meta.url);

function loadEngine(ext: string): ViewEngine {
  const name = ext.slice(1);
  let mod: unknown;
  try {
    mod = requireFromApp(name);
  } catch {
    try {
      mod = requireFromBaton(name);
    } catch (cause) {
      throw createError(
        'BATON_VIEW_ENGINE_NOT_FOUND',
        `No engine is registered for "${ext}" views and the module "${name}" could not be loaded: ` +
          `install it, or register one with app.engine('${name}', fn)`,
        { cause },
      );
    }
  }
  const engine = (mod as { __express?: unknown } | null)?.__express;
  if (typeof engine !== 'function') {
    throw createError('BATON_VIEW_ENGINE_NOT_FOUND', `Module "${name}" does not provide a view engine.`);
  }
  return engine as ViewEngine;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * One view: its name, the file found for it (`path`, undefined when no directory holds it) and the
 * engine that renders it. The file is `<root>/<name><ext>` or `<root>/<name>/index<ext>` for the
 * first root that has one, where `ext` is the name's own extension or the `view engine` setting's.
 *
 * @example
 * const view = new View('users/show', { defaultEngine: 'ejs', root: ['/app/views'], engines: app.engines });
 * view.path; // '/app/views/users/show.ejs' (or '/app/views/users/show/index.ejs')
 */
export class View {
  readonly name: string;
  readonly root: string | readonly string[];
  readonly defaultEngine: string | undefined;
  readonly ext: string;
  readonly engine: ViewEngine;
  readonly path: string | undefined;

  constructor(name: string, options: ViewOptions) {
    this.name = name;
    this.root = options.root ?? resolve('views');
    this.defaultEngine = options.defaultEngine;
    let ext = extname(name);
    let fileName = name;
    if (ext === '') {
      if (!this.defaultEngine) {
        throw createError(
          'BATON_VIEW_ENGINE_NOT_FOUND',
          `No default engine was specified and no extension was provided (view "${name}"): set "view engine"`,
        );
      }
      ext = this.defaultEngine.startsWith('.') ? this.defaultEngine : `.${this.defaultEngine}`;
      fileName += ext;
    }
    this.ext = ext;
    let engine = options.engines[ext];
    if (engine === undefined) {
      engine = loadEngine(ext);
      options.engines[ext] = engine;
    }
    this.engine = engine;
    this.path = this.lookup(fileName);
  }

  /** The directories searched, in order. */
  get roots(): readonly string[] {
    return typeof this.root === 'string' ? [this.root] : this.root;
  }

  /** Finds `fileName` in the first root that has it (directly or as `<name>/index<ext>`). */
  lookup(fileName: string): string | undefined {
    for (const root of this.roots) {
      const location = resolve(root, fileName);
      const found = this.resolve(dirname(location), basename(location));
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** `<dir>/<file>` if it is a file, else `<dir>/<file without ext>/index<ext>` if that is. */
  resolve(dir: string, file: string): string | undefined {
    const direct = join(dir, file);
    if (isFile(direct)) return direct;
    const index = join(dir, basename(file, this.ext), `index${this.ext}`);
    return isFile(index) ? index : undefined;
  }

  /**
   * Renders with the engine. The callback runs exactly once and never synchronously (an engine
   * that calls back at once is deferred to the next tick), whether the engine calls back, returns
   * a promise of the HTML, or throws.
   */
  render(options: Record<string, unknown>, callback: (err: Error | null, html?: string) => void): void {
    let sync = true;
    let called = false;
    const done = (err: Error | null, html?: string): void => {
      if (called) return;
      called = true;
      if (sync) process.nextTick(callback, err, html);
      else callback(err, html);
    };
    try {
      const result = this.engine(this.path as string, options, done);
      if (isThenable(result)) {
        result.then(
          (html) => {
            // A promise of nothing means the engine also calls back; wait for that instead.
            if (typeof html === 'string') done(null, html);
          },
          (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
        );
      }
    } catch (err) {
      done(err instanceof Error ? err : new Error(String(err)));
    }
    sync = false;
  }
}
