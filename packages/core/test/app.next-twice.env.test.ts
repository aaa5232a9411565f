// A second next() from one handler goes on from where the chain is, in every env (Express's
// behaviour, which connect-timeout relies on); outside production it is also reported as a
// BATON_NEXT_CALLED_TWICE warning. In production the handlers get the walk's own next, with no
// guard, so there is nothing to report and nothing allocated per handler call for it.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** The warnings `process` emits while `run` runs (and the ticks after it). */
async function warningsDuring(run: () => Promise<void>): Promise<Error[]> {
  const warnings: Error[] = [];
  const onWarning = (w: Error): void => {
    warnings.push(w);
  };
  process.on('warning', onWarning);
  try {
    await run();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', onWarning);
  }
  return warnings;
}

/** Middleware and a route handler that each call next() twice in a row. */
function twiceApp(env: string) {
  const app = createApp();
  app.set('env', env);
  let seen = 0;
  app.use('/mw', (_req: Request, _res: Response, next: NextFunction) => {
    next();
    next();
  });
  app.use('/mw', (_req: Request, _res: Response, next: NextFunction) => {
    seen++;
    next();
  });
  app.get('/mw', (_req: Request, res: Response) => {
    if (!res.headersSent) res.send(`seen ${seen}`);
  });
  app.get('/route', (_req: Request, _res: Response, next: NextFunction) => {
    next();
    next();
  });
  app.get('/route', (_req: Request, res: Response) => {
    if (!res.headersSent) res.send('second');
  });
  return app;
}

describe('next() called twice, by env', () => {
  for (const [env, warned] of [
    ['development', 1],
    ['production', 0],
  ] as const) {
    it(`${env}: the chain goes on as in Express, with ${warned} warning per handler`, async () => {
      srv = await serve(twiceApp(env));
      const origin = srv.origin;
      const answers: Array<{ status: number; type: unknown; body: string }> = [];
      const warnings = await warningsDuring(async () => {
        for (const path of ['/mw', '/route']) {
          const res = await request(origin + path);
          answers.push({ status: res.status, type: res.headers['content-type'], body: res.text });
        }
      });
      // Each second next() goes on from where the chain is, past the handler that answered:
      // nothing runs twice, and the final handler leaves the sent response alone.
      expect(answers).toEqual([
        { status: 200, type: 'text/html; charset=utf-8', body: 'seen 1' },
        { status: 200, type: 'text/html; charset=utf-8', body: 'second' },
      ]);
      expect(warnings.map((w) => (w as { code?: string }).code)).toEqual(
        Array.from({ length: warned * 2 }, () => 'BATON_NEXT_CALLED_TWICE'),
      );
    });
  }
});
