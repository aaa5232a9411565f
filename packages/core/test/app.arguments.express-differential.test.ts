// Registering a missing or non-function handler, or an unparseable route path, must fail as in
// Express 5: a TypeError whose message starts with Express's words (apps and their tests match on
// them), with our code added. Each call runs against a fresh Express app and a fresh Baton app.
import { METHODS } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp, Router } from '../src/index.js';

type Method = (...args: unknown[]) => unknown;
type Target = Record<string, Method>;
type Registrar = (target: Target) => unknown;

/** Calls `target[name](...args)`: the same registration on an Express or a Baton app or router. */
function call(target: Target, name: string, ...args: unknown[]): unknown {
  return (target[name] as Method).apply(target, args);
}

interface Thrown {
  readonly isTypeError: boolean;
  readonly name: string;
  readonly message: string;
  readonly code?: unknown;
  readonly originalPath?: unknown;
}

function thrownBy(register: () => unknown): Thrown | undefined {
  try {
    register();
    return undefined;
  } catch (err) {
    const e = err as Error & { code?: unknown; originalPath?: unknown };
    const path = e.originalPath === undefined ? {} : { originalPath: e.originalPath };
    return { isTypeError: e instanceof TypeError, name: e.name, message: e.message, code: e.code, ...path };
  }
}

/** Runs `register` on an app (or a router) of each framework and returns what each threw. */
function onBoth(register: Registrar, kind: 'app' | 'router') {
  const theirs = kind === 'app' ? express() : express.Router();
  const ours = kind === 'app' ? createApp() : Router();
  return {
    express: thrownBy(() => register(theirs as unknown as Target)),
    baton: thrownBy(() => register(ours as unknown as Target)),
  };
}

const noop = (): void => undefined;
const nonFunctions: [string, unknown][] = [
  ['a string', 'handler'],
  ['a number', 42],
  ['null', null],
  ['a Date', new Date(0)],
  ['an object', {}],
];

// `get` with one argument reads a setting on an app, so it registers nothing there.
const routeMethods = METHODS.map((m) => m.toLowerCase());

const cases: [string, Registrar, 'app' | 'router', string][] = [
  ['app.use()', (t) => call(t, 'use'), 'app', 'app.use() requires a middleware function'],
  ["app.use('/')", (t) => call(t, 'use', '/'), 'app', 'app.use() requires a middleware function'],
  ['router.use()', (t) => call(t, 'use'), 'router', 'argument handler is required'],
  ["router.use('/')", (t) => call(t, 'use', '/'), 'router', 'argument handler is required'],
  ["router.use('/', [])", (t) => call(t, 'use', '/', []), 'router', 'argument handler is required'],
  ["app.post('/')", (t) => call(t, 'post', '/'), 'app', 'argument handler is required'],
  ["router.get('/')", (t) => call(t, 'get', '/'), 'router', 'argument handler is required'],
  ["router.all('/')", (t) => call(t, 'all', '/'), 'router', 'argument handler is required'],
  ["app.route('/').put()", (t) => call(call(t, 'route', '/') as Target, 'put'), 'app', 'argument handler is required'],
  ...nonFunctions.flatMap(([name, value]): [string, Registrar, 'app' | 'router', string][] => [
    [`app.use('/', ${name})`, (t) => call(t, 'use', '/', value), 'app', 'argument handler must be a function'],
    [`router.use(fn, ${name})`, (t) => call(t, 'use', noop, value), 'router', 'argument handler must be a function'],
    [`app.all('/', ${name})`, (t) => call(t, 'all', '/', value), 'app', 'argument handler must be a function'],
    ...routeMethods.map((m): [string, Registrar, 'app' | 'router', string] => [
      `app.${m}('/', ${name})`,
      (t) => call(t, m, '/', value),
      'app',
      'argument handler must be a function',
    ]),
    ...routeMethods.map((m): [string, Registrar, 'app' | 'router', string] => [
      `router.${m}('/', [fn, ${name}])`,
      (t) => call(t, m, '/', [noop, value]),
      'router',
      'argument handler must be a function',
    ]),
  ]),
];

describe('argument errors match Express 5', () => {
  it.each(cases)('%s', (_name, register, kind, words) => {
    const { express: theirs, baton: ours } = onBoth(register, kind);
    expect(theirs).toMatchObject({ isTypeError: true, message: words });
    expect(ours).toEqual({ isTypeError: true, name: 'TypeError', message: words, code: 'BATON_INVALID_HANDLER' });
  });

  it.each(['/:', '/:"a', '/a{', '/a}', '/(x)', '/:a:b', '/*a*b', '/a\\'])('route path %j', (path) => {
    const { express: theirs, baton: ours } = onBoth((t) => call(t, 'get', path, noop), 'router');
    expect(theirs).toMatchObject({ isTypeError: true, name: 'TypeError', originalPath: path });
    expect(ours).toMatchObject({
      isTypeError: true,
      name: 'TypeError',
      originalPath: path,
      code: 'BATON_INVALID_ROUTE_PATH',
    });
    // path-to-regexp adds a link to its own documentation after the path.
    expect(theirs?.message.startsWith(`${ours?.message};`)).toBe(true);
  });
});
