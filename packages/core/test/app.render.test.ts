import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { View } from '../src/view/view.js';
import { type Application, createTestApp } from './res.harness.js';

const views = (dir: string): string => fileURLToPath(new URL(`./fixtures/views/${dir}`, import.meta.url));
const etaDir = views('eta');
const eta = new Eta({ views: etaDir, cache: false });

/** eta resolves names against its own views directory; Express engines get absolute paths. */
function etaEngine(path: string, options: Record<string, unknown>, cb: (err: Error | null, html?: string) => void) {
  try {
    cb(null, eta.render(`./${relative(etaDir, path)}`, options));
  } catch (err) {
    cb(err as Error);
  }
}

function appWith(settings: Record<string, unknown>): Application {
  const app = createTestApp();
  for (const [key, value] of Object.entries(settings)) app.set(key, value);
  return app;
}

function renderP(app: Application, name: string, options: Record<string, unknown> = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    app.render(name, options, (err, html) => (err ? reject(err) : resolve(html ?? ''))),
  );
}

describe('app.render() → render()', () => {
  it('renders with an ESM engine registered through app.engine, merging app.locals under the options', async () => {
    const app = appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', etaEngine);
    app.locals.site = 'Baton';
    app.locals.name = 'shadowed';
    expect(await renderP(app, 'user', { name: 'Ada' })).toBe('Hello Ada from Baton!\n');
  });

  it('accepts an engine that returns a promise', async () => {
    const app = appWith({ views: etaDir, 'view engine': 'eta' }).engine('.eta', (path, options) =>
      eta.renderAsync(`./${relative(etaDir, path)}`, options),
    );
    expect(await renderP(app, 'user', { name: 'Bo', site: 'x' })).toBe('Hello Bo from x!\n');
  });

  it('finds <name>/index.<ext> for a directory', async () => {
    const app = appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', etaEngine);
    expect(await renderP(app, 'users', { users: ['a', 'b'] })).toBe('Users: a, b');
  });

  it('searches several directories in order', async () => {
    const app = appWith({ views: [etaDir, views('second')], 'view engine': 'eta' }).engine('eta', etaEngine);
    expect(await renderP(app, 'user', { name: 'A', site: 'B' })).toBe('Hello A from B!\n');
    const second = appWith({ views: [etaDir, views('second')], 'view engine': 'eta' }).engine('eta', (path, o, cb) =>
      new Eta({ views: views('second') }).renderAsync(`./${relative(views('second'), path)}`, o).then(
        (html) => cb(null, html),
        (err: Error) => cb(err),
      ),
    );
    expect(await renderP(second, 'only-here', { name: 'Z' })).toBe('Only in the second directory: Z');
  });

  it('loads a CommonJS engine (ejs) by extension through require', async () => {
    const app = appWith({ views: views('ejs'), 'view engine': 'ejs' });
    expect(await renderP(app, 'hello', { name: '<Ada>' })).toBe('<p>&lt;Ada&gt;</p>\n');
    expect(typeof app.engines['.ejs']).toBe('function');
    expect(await renderP(app, 'nested.ejs', { title: 'T' })).toBe('<i>T</i>\n');
  });

  it('fails with BATON_VIEW_NOT_FOUND naming the view and every directory searched', async () => {
    const app = appWith({ views: [etaDir, views('second')], 'view engine': 'eta' }).engine('eta', etaEngine);
    const err = await renderP(app, 'missing').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'BATON_VIEW_NOT_FOUND', status: 500, statusCode: 500, expose: false });
    expect((err as Error).message).toBe(
      `Failed to lookup view "missing" in views directories "${etaDir}" or "${views('second')}"`,
    );
    const one = await renderP(appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', etaEngine), 'nope').catch(
      (e: unknown) => e,
    );
    expect((one as Error).message).toBe(`Failed to lookup view "nope" in views directory "${etaDir}"`);
  });

  it('fails with BATON_VIEW_ENGINE_NOT_FOUND for an engine that is not installed or no extension at all', async () => {
    const app = appWith({ views: etaDir });
    const noEngine = await renderP(app, 'user').catch((e: unknown) => e);
    expect(noEngine).toMatchObject({ code: 'BATON_VIEW_ENGINE_NOT_FOUND', status: 500 });
    const notInstalled = await renderP(app, 'user.no-such-engine-xyz').catch((e: unknown) => e);
    expect(notInstalled).toMatchObject({ code: 'BATON_VIEW_ENGINE_NOT_FOUND', status: 500 });
    expect((notInstalled as Error).message).toMatch(/module "no-such-engine-xyz" could not be loaded/);
    const notAnEngine = await renderP(app, 'user.path').catch((e: unknown) => e);
    expect((notAnEngine as Error).message).toBe('Module "path" does not provide a view engine.');
  });

  it('passes engine errors on, sync throws included, and calls back once', async () => {
    const app = appWith({ views: views('ejs'), 'view engine': 'ejs' });
    await expect(renderP(app, 'broken')).rejects.toThrow(/broken\.ejs/);
    let calls = 0;
    const twice = appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', (_p, _o, cb) => {
      cb(null, 'one');
      cb(null, 'two');
      throw new Error('late');
    });
    const html = await new Promise<string | undefined>((resolve) =>
      twice.render('user', {}, (_err, out) => {
        calls++;
        resolve(out);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(html).toBe('one');
    expect(calls).toBe(1);
  });

  it('never calls back synchronously', async () => {
    const app = appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', (_p, _o, cb) => cb(null, 'sync'));
    let sync = true;
    const seen = new Promise<boolean>((resolve) => app.render('user', {}, () => resolve(sync)));
    sync = false;
    expect(await seen).toBe(false);
  });

  it('caches the View per name with view cache on, and not without', async () => {
    const raw = (path: string, _o: Record<string, unknown>, cb: (err: Error | null, html?: string) => void) =>
      cb(null, readFileSync(path, 'utf8'));
    const app = appWith({ views: etaDir, 'view engine': 'eta' }).engine('eta', raw);
    await renderP(app, 'user');
    expect(app.cache.user).toBeUndefined();
    app.set('view cache', true);
    await renderP(app, 'user');
    expect(app.cache.user).toBeInstanceOf(View);
    expect((app.cache.user as View).path).toBe(`${etaDir}/user.eta`);
    // A cached view is used even after the views setting changes; cache: false looks again.
    app.set('views', views('second'));
    expect(await renderP(app, 'user')).toBe('Hello <%= it.name %> from <%= it.site %>!\n');
    expect(await renderP(app, 'user', { cache: false })).toBe('Also here, but the first directory wins\n');
  });

  it('uses a View class given in the view setting', async () => {
    class LoudView extends View {
      override render(options: Record<string, unknown>, cb: (err: Error | null, html?: string) => void): void {
        super.render(options, (err, html) => cb(err, html?.toUpperCase()));
      }
    }
    const app = appWith({ views: etaDir, 'view engine': 'eta', view: LoudView }).engine('eta', etaEngine);
    expect(await renderP(app, 'user', { name: 'a', site: 'b' })).toBe('HELLO A FROM B!\n');
  });
});

describe('app.render() against Express 5', () => {
  function expressRender(app: ReturnType<typeof express>, name: string, options: Record<string, unknown>) {
    return new Promise<string>((resolve, reject) =>
      app.render(name, options, (err: Error | null, html?: string) => (err ? reject(err) : resolve(html ?? ''))),
    );
  }

  it('renders the same ejs views and reports a missing view with the same message', async () => {
    const theirs = express();
    const ours = createTestApp();
    for (const app of [theirs, ours]) {
      app.set('views', [views('ejs'), views('second')]);
      app.set('view engine', 'ejs');
      app.locals.title = 'from locals';
    }
    for (const [name, options] of [
      ['hello', { name: '<b>&' }],
      ['nested', {}],
      ['nested/index.ejs', { title: 'explicit' }],
    ] as const) {
      expect(await renderP(ours, name, { ...options })).toBe(await expressRender(theirs, name, { ...options }));
    }
    const theirError = await expressRender(theirs, 'missing', {}).catch((e: Error) => e.message);
    const ourError = await renderP(ours, 'missing').catch((e: Error) => e.message);
    expect(ourError).toBe(theirError);
  });
});
