import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, type TestServer } from '@batonjs/test-utils';
import { Eta } from 'eta';
import { describe, expect, it } from 'vitest';
import { type Application, createTestApp, type Handler, useResServer } from './res.harness.js';

const etaDir = fileURLToPath(new URL('./fixtures/views/eta', import.meta.url));
const eta = new Eta({ views: etaDir, cache: false });

function etaApp(): Application {
  const app = createTestApp();
  app.set('views', etaDir).set('view engine', 'eta');
  app.engine('eta', (path, options) => eta.renderAsync(`./${relative(etaDir, path)}`, options));
  return app;
}

const serveWith = useResServer();
const start = (handler: Handler, app = etaApp()): Promise<TestServer> => serveWith(handler, app);

describe('res.render()', () => {
  it('sends the HTML with 200, text/html and an ETag', async () => {
    const { origin } = await start((_req, res) => res.render('user', { name: 'Ada', site: 'Baton' }));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.text).toBe('Hello Ada from Baton!\n');
  });

  it('merges app.locals < res.locals < the call', async () => {
    const app = etaApp();
    Object.assign(app.locals, { fromApp: 'A', shadow: 'app' });
    const { origin } = await start((_req, res) => {
      Object.assign(res.locals, { fromRes: 'R', shadow: 'res' });
      res.render('locals', { fromCall: 'C' });
    }, app);
    expect((await request(`${origin}/`)).text).toBe('Locals: app=A res=R call=C shadow=res');
  });

  it('lets the call override res.locals', async () => {
    const { origin } = await start((_req, res) => {
      res.locals.shadow = 'res';
      res.render('locals', { shadow: 'call' });
    });
    expect((await request(`${origin}/`)).text).toMatch(/shadow=call/);
  });

  it('escapes locals as the engine does (hostile input stays text)', async () => {
    const { origin } = await start((_req, res) => res.render('escape', { html: '<script>alert(1)</script>' }));
    const res = await request(`${origin}/`);
    expect(res.text).toBe('&lt;script&gt;alert(1)&lt;/script&gt;|<script>alert(1)</script>');
  });

  it('hands the HTML to a callback instead of sending it', async () => {
    const { origin } = await start((_req, res) =>
      res.render('user', { name: 'x', site: 'y' }, (err, html) => res.json({ err, html })),
    );
    expect((await request(`${origin}/`)).json()).toEqual({ err: null, html: 'Hello x from y!\n' });
  });

  it('accepts the callback as the second argument', async () => {
    const { origin } = await start((_req, res) => {
      res.locals.users = ['u'];
      res.render('users', (_err, html) => res.type('txt').send(html));
    });
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('Users: u');
  });

  it('passes a missing view to next as a coded 500', async () => {
    const { origin } = await start((_req, res) => res.render('nope'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers['x-error-code']).toBe('BATON_VIEW_NOT_FOUND');
    expect(res.text).toBe(`Failed to lookup view "nope" in views directory "${etaDir}"`);
  });

  it('passes engine errors to next', async () => {
    const { origin } = await start((_req, res) => res.render('throws'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toMatch(/Cannot read properties of undefined \(reading 'deep'\)/);
  });
});

describe('res.render() after the response was sent', () => {
  it('passes BATON_RESPONSE_ALREADY_SENT to next instead of throwing where nothing catches it', async () => {
    let error: unknown;
    const { origin } = await start((req, res) => {
      req.next = (err) => {
        error = err;
      };
      res.render('user', { name: 'a', site: 'b' });
      res.send('sent first');
    });
    const res = await request(`${origin}/`);
    expect(res.text).toBe('sent first');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT', status: 500 });
  });
});
