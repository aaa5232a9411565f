// Express's app.handle calls this.router.handle(req, res, done). Baton's app runs its router's walk
// directly (the final handler is then made only when a request reaches it), unless the router's
// handle was replaced, by a plugin on the instance or on Router.prototype: then it is called, and
// what falls through it still reaches the app's final handler.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, Router } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** Asserts the final handler's 404 page for `path`. */
async function expectNotFound(origin: string, path: string): Promise<void> {
  const missing = await request(origin + path);
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(missing.headers['x-content-type-options']).toBe('nosniff');
  expect(missing.text).toContain(`<pre>Cannot GET ${path}</pre>`);
}

describe("an app whose router's handle was replaced", () => {
  it('calls the replacement, and the final handler answers what falls through', async () => {
    const app = createApp();
    app.get('/hello', (_req, res) => res.send('hello'));
    const seen: string[] = [];
    const router = app.router;
    const original = router.handle;
    router.handle = (req, res, out: NextFunction) => {
      seen.push(String((req as { url?: string }).url));
      original.call(router, req, res, out);
    };
    srv = await serve(app);

    const hello = await request(`${srv.origin}/hello`);
    expect(hello.status).toBe(200);
    expect(hello.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hello.text).toBe('hello');

    await expectNotFound(srv.origin, '/missing');
    expect(seen).toEqual(['/hello', '/missing']);
  });

  it('calls a handle replaced on Router.prototype', async () => {
    const proto = Router.prototype as { handle: (req: unknown, res: unknown, out: NextFunction) => void };
    const original = proto.handle;
    let calls = 0;
    proto.handle = function (this: unknown, req, res, out) {
      calls++;
      original.call(this, req, res, out);
    };
    try {
      const app = createApp();
      app.get('/', (_req, res) => res.json({ ok: true }));
      srv = await serve(app);
      const ok = await request(`${srv.origin}/`);
      expect(ok.status).toBe(200);
      expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(ok.text).toBe('{"ok":true}');
      await expectNotFound(srv.origin, '/nope');
      expect(calls).toBe(2);
    } finally {
      proto.handle = original;
    }
  });
});
