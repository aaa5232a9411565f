// Requests read the app's settings from a cached, fixed-shape state (settings/app-state.ts). Every
// way a setting can change after the first request must be seen by the next one: app.set, enable,
// disable, a direct write to app.settings (as Express apps may do), a delete, and a parent's change
// after mounting, which a sub-app inherits through its settings' prototype.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Application, createApp } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** An app whose one route answers with what the request sees of the settings. */
function probe(app: Application): void {
  app.get('/probe', (req, res) => {
    res.json({ ip: req.ip, subdomains: req.subdomains, query: req.query });
  });
}

const headers = { host: 'a.b.example.com', 'x-forwarded-for': '203.0.113.9' };

describe('settings changed after requests were served', () => {
  it('app.set, enable and disable are seen by the next request', async () => {
    const app = createApp();
    probe(app);
    srv = await serve(app);
    const url = `${srv.origin}/probe?a[b]=1`;

    const before = await request(url, { headers });
    expect(before.status).toBe(200);
    expect(before.headers['x-powered-by']).toBe('Baton');
    expect(before.headers.etag).toMatch(/^W\//);
    expect(before.text).toBe('{"ip":"127.0.0.1","subdomains":["b","a"],"query":{"a[b]":"1"}}');

    app.disable('x-powered-by');
    app.set('etag', 'strong');
    app.enable('trust proxy');
    app.set('subdomain offset', 3);
    app.set('query parser', 'extended');
    app.set('json spaces', 1);
    const after = await request(url, { headers });
    expect(after.status).toBe(200);
    expect(after.headers['x-powered-by']).toBeUndefined();
    expect(after.headers.etag).toMatch(/^"/);
    expect(after.text).toBe(
      '{\n "ip": "203.0.113.9",\n "subdomains": [\n  "a"\n ],\n "query": {\n  "a": {\n   "b": "1"\n  }\n }\n}',
    );
  });

  it('a direct write to app.settings, and a delete, are seen as Express sees them', async () => {
    const app = createApp();
    probe(app);
    srv = await serve(app);
    const url = `${srv.origin}/probe`;
    expect((await request(url)).headers['x-powered-by']).toBe('Baton');

    app.settings['x-powered-by'] = false;
    app.settings['json escape'] = true;
    app.get('/html', (_req, res) => res.json({ tag: '<b>' }));
    const written = await request(`${srv.origin}/html`);
    expect(written.status).toBe(200);
    expect(written.headers['x-powered-by']).toBeUndefined();
    expect(written.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(written.text).toBe('{"tag":"\\u003cb\\u003e"}');

    delete app.settings['etag fn'];
    const deleted = await request(url);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.etag).toBeUndefined();
    expect(deleted.text).toBe('{"ip":"127.0.0.1","subdomains":[],"query":{}}');
  });

  it("a sub-app sees its parent's settings changed after mounting, unless it set its own", async () => {
    const parent = createApp();
    const child = createApp();
    const own = createApp();
    for (const app of [child, own]) {
      delete app.settings['jsonp callback name'];
      app.get('/', (_req, res) => res.jsonp({ ok: true }));
    }
    own.set('jsonp callback name', 'own');
    parent.use('/child', child);
    parent.use('/own', own);
    srv = await serve(parent);

    const first = await request(`${srv.origin}/child/?cb=f&callback=g`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.text).toBe('/**/ typeof g === \'function\' && g({"ok":true});');

    parent.set('jsonp callback name', 'cb');
    for (const [path, name] of [
      ['/child/', 'f'],
      ['/own/', 'h'],
    ] as const) {
      const res = await request(`${srv.origin}${path}?cb=f&own=h&callback=g`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.text).toBe(`/**/ typeof ${name} === 'function' && ${name}({"ok":true});`);
    }
  });

  it("the env setting changed after requests decides the final handler's detail", async () => {
    const app = createApp();
    app.get('/boom', () => {
      throw new Error('secret detail');
    });
    srv = await serve(app);
    app.set('env', 'test');
    const detailed = await request(`${srv.origin}/boom`);
    expect(detailed.status).toBe(500);
    expect(detailed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(detailed.text).toContain('secret detail');

    app.set('env', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withheld = await request(`${srv.origin}/boom`);
    await new Promise((resolve) => setImmediate(resolve));
    const logged = log.mock.calls.map((args) => String(args[0]));
    log.mockRestore();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('secret detail');
    expect(withheld.status).toBe(500);
    expect(withheld.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(withheld.text).toContain('<pre>Internal Server Error</pre>');
    expect(withheld.text).not.toContain('secret detail');
  });
});
