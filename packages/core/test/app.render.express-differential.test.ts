// app.render on Express 5 and on Baton with engines and view classes that fail in different ways:
// the callback must be called once, with the same error (or HTML), and app.render must not throw.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

type EngineFn = (path: string, options: object, callback: (err: unknown, html?: string) => void) => void;

interface Renderer {
  set(setting: string, value: unknown): unknown;
  engine(ext: string, fn: EngineFn): unknown;
  render(name: string, options: object, callback: (err: unknown, html?: string) => void): void;
}

interface Outcome {
  readonly threw?: string;
  readonly calls: Array<{ error?: string; html?: string }>;
}

/** Renders `name` on `app`, recording a throw from app.render and every callback call. */
async function outcome(app: Renderer, name: string, options: object | null = {}): Promise<Outcome> {
  const calls: Outcome['calls'] = [];
  let threw: string | undefined;
  try {
    app.render(name, options as object, (err, html) => {
      calls.push(err ? { error: String((err as Error).message ?? err) } : { html: String(html) });
    });
  } catch (err) {
    threw = (err as Error).message;
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  return threw === undefined ? { calls } : { threw, calls };
}

let views = '';
beforeAll(() => {
  views = mkdtempSync(join(tmpdir(), 'baton-render-diff-'));
  writeFileSync(join(views, 'page.tpl'), 'template');
});
afterAll(() => rmSync(views, { recursive: true, force: true }));

/** A view class of the app's own whose lookup finds every name and whose render throws. */
class ThrowingView {
  readonly name: string;
  readonly path: string;
  constructor(name: string) {
    this.name = name;
    this.path = `/virtual/${name}`;
  }
  render(): void {
    throw new Error('view class render failed');
  }
}

const setups: Array<[string, (app: Renderer) => void, string]> = [
  [
    'an engine that throws synchronously',
    (app) => {
      app.engine('tpl', () => {
        throw new Error('engine threw');
      });
    },
    'page.tpl',
  ],
  [
    'an engine that calls back with an error',
    (app) => app.engine('tpl', (_path, _options, callback) => callback(new Error('engine failed'))),
    'page.tpl',
  ],
  [
    'an engine that renders',
    (app) => app.engine('tpl', (path, _options, callback) => callback(null, `<p>${path}</p>`)),
    'page.tpl',
  ],
  ['a view class whose render throws', (app) => app.set('view', ThrowingView), 'page'],
];

describe('app.render passes failures to its callback, as Express does', () => {
  it.each(setups)('%s', async (_name, setup, view) => {
    const theirs = express() as unknown as Renderer;
    const ours = createApp() as unknown as Renderer;
    for (const app of [theirs, ours]) {
      app.set('views', views);
      setup(app);
    }
    const a = await outcome(theirs, view);
    const b = await outcome(ours, view);
    expect(b).toEqual(a);
    expect(b.threw).toBeUndefined();
    expect(b.calls).toHaveLength(1);
  });
});

describe('app.render with null options, as Express 5.3', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('takes %s options as none: app.locals still reach the engine', async (_name, options) => {
    const theirs = express() as unknown as Renderer & { locals: Record<string, unknown> };
    const ours = createApp() as unknown as Renderer & { locals: Record<string, unknown> };
    for (const app of [theirs, ours]) {
      app.set('views', views);
      app.locals.title = 'from app.locals';
      app.engine('tpl', (_path, opts, callback) => callback(null, `<h1>${(opts as { title: string }).title}</h1>`));
    }
    const a = await outcome(theirs, 'page.tpl', options as object | null);
    const b = await outcome(ours, 'page.tpl', options as object | null);
    expect(b).toEqual(a);
    expect(b).toEqual({ calls: [{ html: '<h1>from app.locals</h1>' }] });
  });
});
