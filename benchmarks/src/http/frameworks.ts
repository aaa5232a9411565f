/** Every server implementation a scenario can have, raw node:http first: it is the yardstick. */
export const frameworks = [
  'node',
  'baton',
  'express',
  'fastify',
  'koa',
  'hono',
  'polka',
  'restana',
  'tinyhttp',
] as const;

/**
 * One of the implementations compared over HTTP.
 *
 * @example
 * const name: Framework = 'express';
 */
export type Framework = (typeof frameworks)[number];

/**
 * Narrows a command-line or IPC string to a framework name.
 *
 * @example
 * if (isFramework(process.argv[2])) startServer(process.argv[2]);
 */
export function isFramework(value: unknown): value is Framework {
  return typeof value === 'string' && (frameworks as readonly string[]).includes(value);
}
