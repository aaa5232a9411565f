import { type ExpressDefaults, expressDefaultsEnvironment } from './express-defaults.js';

/**
 * Every subject compared over HTTP, raw node:http first: it is the yardstick. `baton-lean` is
 * Baton's own servers with Express's defaults off (express-defaults.ts).
 */
export const frameworks = [
  'node',
  'baton',
  'baton-lean',
  'express',
  'fastify',
  'koa',
  'hono',
  'polka',
  'restana',
  'tinyhttp',
] as const;

/**
 * One of the subjects compared over HTTP.
 *
 * @example
 * const name: Framework = 'express';
 */
export type Framework = (typeof frameworks)[number];

/**
 * A framework that has servers of its own in the scenarios: every subject but `baton-lean`, which
 * runs Baton's.
 *
 * @example
 * const start = scenario.servers[implementationOf('baton-lean')]; // Baton's server
 */
export type Implementation = Exclude<Framework, 'baton-lean'>;

/**
 * Narrows a command-line or IPC string to a framework name.
 *
 * @example
 * if (isFramework(name)) chosen.push(name);
 */
export function isFramework(value: unknown): value is Framework {
  return typeof value === 'string' && (frameworks as readonly string[]).includes(value);
}

/**
 * Narrows a string to a framework whose servers the scenarios define (what a server process runs).
 *
 * @example
 * if (isImplementation(process.argv[3])) startServer(process.argv[3]);
 */
export function isImplementation(value: unknown): value is Implementation {
  return isFramework(value) && value !== 'baton-lean';
}

/**
 * The scenario servers `framework` runs.
 *
 * @example
 * implementationOf('baton-lean'); // 'baton'
 */
export function implementationOf(framework: Framework): Implementation {
  return framework === 'baton-lean' ? 'baton' : framework;
}

/**
 * Express's defaults a Baton subject runs with; undefined for the subjects that are not Baton.
 *
 * @example
 * expressDefaultsOf('baton-lean'); // 'off'
 */
export function expressDefaultsOf(framework: Framework): ExpressDefaults | undefined {
  if (framework === 'baton') return 'on';
  return framework === 'baton-lean' ? 'off' : undefined;
}

/**
 * The environment a server process of `framework` needs beyond the harness's own.
 *
 * @example
 * spawn(command, args, { env: { ...process.env, ...frameworkEnvironment('baton-lean') } });
 */
export function frameworkEnvironment(framework: Framework): Readonly<Record<string, string>> {
  const defaults = expressDefaultsOf(framework);
  return defaults === undefined ? {} : expressDefaultsEnvironment(defaults);
}

/**
 * What the report calls `framework`: its id, and for `baton-lean` what it is.
 *
 * @example
 * frameworkLabel('baton-lean'); // 'baton-lean (etag, x-powered-by off)'
 */
export function frameworkLabel(framework: Framework): string {
  return framework === 'baton-lean' ? 'baton-lean (etag, x-powered-by off)' : framework;
}
