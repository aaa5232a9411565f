// Shared by the res.* and app.render tests: a Baton app around one handler on a real socket, with
// an error handler that makes errors easy to assert (status from the error, the message as a
// text/plain body, the code in X-Error-Code) and a plain 404 when nothing answered.
import type { RequestListener } from 'node:http';
import { serve, type TestServer } from '@batonjs/test-utils';
import { afterEach } from 'vitest';
import { type Application, createApp, type Request, type Response } from '../src/index.js';

export type { Application } from '../src/index.js';

export type Handler = (req: Request, res: Response, next: (err?: unknown) => void) => void;

/** A fresh app, as an application would create it. */
export function createTestApp(): Application {
  return createApp();
}

/** Serves `handler` as the app's only middleware, followed by the test error handler and a 404. */
export async function serveRes(handler: Handler, app: Application = createTestApp()): Promise<TestServer> {
  app.use(handler);
  app.use((_req: Request, res: Response) => {
    res.status(404).type('txt').send('Not Found');
  });
  app.use((err: unknown, _req: Request, res: Response, next: (err?: unknown) => void) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const e = err as { status?: number; code?: string; message?: string };
    res.status(typeof e.status === 'number' ? e.status : 500).type('txt');
    if (typeof e.code === 'string') res.set('X-Error-Code', e.code);
    res.send(String(e.message));
  });
  return serve(app as unknown as RequestListener);
}

/**
 * Registers an afterEach that closes the server, and returns `start(handler, app?)`, which serves
 * `handler` (closing the previous server of the same test first).
 */
export function useResServer(): (handler: Handler, app?: Application) => Promise<TestServer> {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (handler, app) => {
    await current?.close();
    current = await serveRes(handler, app);
    return current;
  };
}
