// A response whose `res.app` is not a Baton app (no AppState, only a `get`): res.json, res.jsonp
// and res.send read that app's settings through its `get`, as they did before settings were
// cached per app (issue 28), instead of falling back to Express's defaults.
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

/** An app-like object as Express or a hand-made stand-in gives it: settings behind `get`. */
function foreignApp(settings: Record<string, unknown>) {
  return { get: (name: string) => settings[name] };
}

describe('settings of an app that is not Baton’s', () => {
  it('res.json uses its json spaces, replacer and escape', async () => {
    const { origin } = await start((_req, res) => {
      Object.defineProperty(res, 'app', {
        value: foreignApp({
          'json spaces': 2,
          'json replacer': (key: string, value: unknown) => (key === 'secret' ? undefined : value),
          'json escape': true,
        }),
      });
      res.json({ a: '<b>', secret: 1 });
    });
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('{\n  "a": "\\u003cb\\u003e"\n}');
  });

  it('res.send uses its etag fn, and sends none when it has none', async () => {
    const { origin } = await start((req, res) => {
      Object.defineProperty(res, 'app', {
        value: foreignApp(req.path === '/tagged' ? { 'etag fn': () => '"from-foreign"' } : {}),
      });
      res.send('hello');
    });
    const tagged = await request(`${origin}/tagged`);
    expect(tagged.status).toBe(200);
    expect(tagged.headers.etag).toBe('"from-foreign"');
    expect(tagged.text).toBe('hello');
    const untagged = await request(`${origin}/plain`);
    expect(untagged.status).toBe(200);
    expect(untagged.headers.etag).toBeUndefined();
  });

  it('res.jsonp uses its jsonp callback name', async () => {
    const { origin } = await start((_req, res) => {
      Object.defineProperty(res, 'app', { value: foreignApp({ 'jsonp callback name': 'cb' }) });
      res.jsonp({ n: 1 });
    });
    const res = await request(`${origin}/?cb=show&callback=ignored`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.text).toBe('/**/ typeof show === \'function\' && show({"n":1});');
  });
});
