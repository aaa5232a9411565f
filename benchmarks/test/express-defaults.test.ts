import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@batonjs/test-utils';
import baton from 'batonjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyExpressDefaults,
  expressDefaultsEnvironment,
  expressDefaultsProblem,
  expressDefaultsVariable,
} from '../src/http/express-defaults.js';
import { frameworkEnvironment, implementationOf } from '../src/http/frameworks.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function helloWith(env: NodeJS.ProcessEnv) {
  const app = baton();
  applyExpressDefaults(app, env);
  app.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

describe('applyExpressDefaults', () => {
  it('switches the weak ETag and X-Powered-By off when the process was started with them off', async () => {
    const response = await helloWith(expressDefaultsEnvironment('off'));
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.body.toString()).toBe('{"hello":"world"}');
    expect(expressDefaultsProblem('off', null)).toBeUndefined();
  });

  it('keeps Express’s defaults otherwise', async () => {
    const response = await helloWith({});
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers['x-powered-by']).toBe('Baton');
    expect(response.body.toString()).toBe('{"hello":"world"}');
    expect(expressDefaultsProblem('on', 'Baton')).toBeUndefined();
  });
});

describe('expressDefaultsProblem', () => {
  it('names a server that ignored the variable, and one that lost its defaults', () => {
    expect(expressDefaultsProblem('off', 'Baton')).toBe(
      `X-Powered-By sent with Express's defaults off: this server ignores ${expressDefaultsVariable}`,
    );
    expect(expressDefaultsProblem('on', null)).toBe("no X-Powered-By with Express's defaults on");
  });
});

describe('baton-lean', () => {
  it('runs Baton’s servers, started with Express’s defaults off; baton with them on; the others without the variable', () => {
    expect(implementationOf('baton-lean')).toBe('baton');
    expect(frameworkEnvironment('baton-lean')).toEqual({ [expressDefaultsVariable]: 'off' });
    expect(frameworkEnvironment('baton')).toEqual({ [expressDefaultsVariable]: 'on' });
    expect(frameworkEnvironment('fastify')).toEqual({});
  });
});
