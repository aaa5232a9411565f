import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type Application, createApp, http1Classes } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('mounting apps', () => {
  it("emits 'mount', sets mountpath and parent, and req.app is the sub-app inside it", async () => {
    const parent = createApp();
    const admin = createApp();
    let mountedOn: Application | undefined;
    admin.on('mount', (p: Application) => {
      mountedOn = p;
    });
    admin.get('/users', (req, res) => {
      res.end(JSON.stringify({ isAdmin: req.app === admin, baseUrl: req.baseUrl, url: req.url, path: admin.path() }));
    });
    parent.use('/admin', admin);
    parent.get('/after', (req, res) => res.end(String(req.app === parent)));
    parent.use((req, res) => res.end(`fallthrough ${String(req.app === parent)}`));
    expect(mountedOn).toBe(parent);
    expect(admin.mountpath).toBe('/admin');
    expect(admin.parent).toBe(parent);

    srv = await serve(parent);
    expect((await request(`${srv.origin}/admin/users?x=1`)).json()).toEqual({
      isAdmin: true,
      baseUrl: '/admin',
      url: '/users?x=1',
      path: '/admin',
    });
    expect((await request(`${srv.origin}/after`)).text).toBe('true');
    // Leaving the sub-app gives the request its parent's prototypes back.
    expect((await request(`${srv.origin}/admin/nothing`)).text).toBe('fallthrough true');
  });

  it('sub-apps inherit settings, helpers and trust proxy from the parent unless they set their own', async () => {
    const parent = createApp();
    parent.set('title', 'parent');
    parent.set('trust proxy', true);
    (parent.request as unknown as Record<string, unknown>).shout = function (this: { url: string }) {
      return this.url.toUpperCase();
    };
    const child = createApp();
    const own = createApp();
    own.set('title', 'own');
    own.set('trust proxy', false);
    parent.use('/child', child);
    parent.use('/own', own);
    for (const app of [child, own]) {
      app.get('/', (req, res) => {
        const shout = (req as unknown as { shout?: () => string }).shout;
        res.end(
          JSON.stringify([
            app.get('title'),
            typeof app.get('trust proxy fn'),
            app.enabled('trust proxy'),
            shout?.call(req),
          ]),
        );
      });
    }
    srv = await serve(parent);
    expect((await request(`${srv.origin}/child/`)).json()).toEqual(['parent', 'function', true, '/']);
    expect((await request(`${srv.origin}/own/`)).json()).toEqual(['own', 'function', false, '/']);
  });

  it('an error in a sub-app reaches the parent error handlers', async () => {
    const parent = createApp();
    const child = createApp();
    child.get('/boom', () => {
      throw Object.assign(new Error('from child'), { status: 409 });
    });
    parent.use('/c', child);
    parent.use((err: Error, _req: unknown, res: { statusCode: number; end(b: string): void }, _next: unknown) => {
      res.statusCode = (err as { status?: number }).status ?? 500;
      res.end(err.message);
    });
    srv = await serve(parent);
    const res = await request(`${srv.origin}/c/boom`);
    expect(res.status).toBe(409);
    expect(res.text).toBe('from child');
  });
});

describe('settings', () => {
  it('has Express defaults and set/get/enable/disable/enabled/disabled', () => {
    const app = createApp();
    expect(app.get('env')).toBe('test');
    expect(app.get('etag')).toBe('weak');
    expect(app.get('query parser')).toBe('simple');
    expect(app.get('subdomain offset')).toBe(2);
    expect(app.get('trust proxy')).toBe(false);
    expect(app.enabled('x-powered-by')).toBe(true);
    expect(typeof app.get('etag fn')).toBe('function');
    expect(app.set('foo', 1)).toBe(app);
    expect(app.get('foo')).toBe(1);
    app.disable('foo');
    expect(app.disabled('foo')).toBe(true);
    app.enable('foo');
    expect(app.enabled('foo')).toBe(true);
    expect(app.locals.settings).toBe(app.settings);
    app.set('etag', false);
    expect(app.get('etag fn')).toBeUndefined();
  });

  it('x-powered-by can be disabled', async () => {
    const app = createApp();
    app.disable('x-powered-by');
    app.get('/', (_req, res) => res.end('x'));
    srv = await serve(app);
    expect((await request(`${srv.origin}/`)).headers['x-powered-by']).toBeUndefined();
  });

  it('case sensitive routing, strict routing and method not allowed shape the app router', async () => {
    const app = createApp();
    app.enable('case sensitive routing');
    app.enable('strict routing');
    app.enable('method not allowed');
    app.get('/Case/', (_req, res) => res.end('hit'));
    srv = await serve(app);
    expect((await request(`${srv.origin}/Case/`)).text).toBe('hit');
    expect((await request(`${srv.origin}/case/`)).status).toBe(404);
    expect((await request(`${srv.origin}/Case`)).status).toBe(404);
    const post = await request(`${srv.origin}/Case/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers OPTIONS with Allow over a real socket', async () => {
    const app = createApp();
    app
      .route('/r')
      .get((_req, res) => res.end('g'))
      .put((_req, res) => res.end('p'));
    srv = await serve(app);
    const res = await request(`${srv.origin}/r`, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
    expect(res.text).toBe('GET, HEAD, PUT');
  });
});

describe('app.listen', () => {
  it('returns the http.Server, calls back once listening, and serves with the app prototypes', async () => {
    const app = createApp();
    // The server's class builds requests on the app's prototype (no swap); app.request is the
    // view over it users extend, which requests never inherit from directly.
    const proto = http1Classes(app).IncomingMessage.prototype;
    app.get('/', (req, res) => res.end(String(Object.getPrototypeOf(req) === proto)));
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const port = (server.address() as import('node:net').AddressInfo).port;
      const res = await request(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('true');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('reports a listen error to the callback', async () => {
    const app = createApp();
    const first = app.listen(0, '127.0.0.1');
    await new Promise((r) => first.once('listening', r));
    const port = (first.address() as import('node:net').AddressInfo).port;
    const err = await new Promise((resolve) => {
      app.listen(port, '127.0.0.1', resolve as () => void);
    });
    expect(err).toMatchObject({ code: 'EADDRINUSE' });
    await new Promise((r) => first.close(r));
  });
});
