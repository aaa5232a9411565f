// Express's two defaults that Fastify and the other peers do not have: a weak ETag on every
// dynamic body (`app.set('etag', 'weak')`) and `X-Powered-By`. Issue 28 measures Baton with both
// off, as a user comparing frameworks would configure it, and with both on, as Express ships.
// Which one a server process runs is chosen by its parent through one environment variable, read
// where the app is made, so that every scenario and `compare`'s checkouts follow it alike.
import type { Application } from 'batonjs';

/**
 * The environment variable a server process reads: `off` switches Express's defaults off.
 *
 * @example
 * spawn(process.execPath, [entry], { env: { ...process.env, [expressDefaultsVariable]: 'off' } });
 */
export const expressDefaultsVariable = 'BATON_BENCH_EXPRESS_DEFAULTS';

/**
 * Whether a Baton server keeps Express's defaults (`on`, as shipped) or has both switched off.
 *
 * @example
 * const defaults: ExpressDefaults = 'off';
 */
export type ExpressDefaults = 'on' | 'off';

/**
 * The environment entries that start a server process with `defaults`.
 *
 * @example
 * spawn(command, args, { env: { ...process.env, ...expressDefaultsEnvironment('off') } });
 */
export function expressDefaultsEnvironment(defaults: ExpressDefaults): Readonly<Record<string, string>> {
  return { [expressDefaultsVariable]: defaults };
}

/**
 * Configures `app` as this process was asked to (see expressDefaultsVariable): with `off`,
 * `app.set('etag', false)` and `app.disable('x-powered-by')`; otherwise nothing.
 *
 * @example
 * const app = baton();
 * applyExpressDefaults(app);
 */
export function applyExpressDefaults(app: Application, env: NodeJS.ProcessEnv = process.env): void {
  if (env[expressDefaultsVariable] !== 'off') return;
  app.set('etag', false);
  app.disable('x-powered-by');
}

/**
 * Why a Baton server's answer shows other defaults than it was started with, or undefined.
 * `X-Powered-By` is on every answer with the defaults and on none without, static files included
 * (their ETag is the static middleware's own), so it tells whether the configuration took effect:
 * a checkout whose harness predates the variable keeps the defaults whatever it is told.
 *
 * @example
 * expressDefaultsProblem('off', response.headers.get('x-powered-by')); // undefined when absent
 */
export function expressDefaultsProblem(defaults: ExpressDefaults, poweredBy: string | null): string | undefined {
  if (defaults === 'off' && poweredBy !== null) {
    return `X-Powered-By sent with Express's defaults off: this server ignores ${expressDefaultsVariable}`;
  }
  if (defaults === 'on' && poweredBy === null) return "no X-Powered-By with Express's defaults on";
  return undefined;
}
