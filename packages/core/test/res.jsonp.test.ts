import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { createTestApp, useResServer } from './res.harness.js';

const start = useResServer();

describe('res.jsonp()', () => {
  it('wraps JSON in the named callback', async () => {
    const { origin } = await start((_req, res) => res.jsonp({ count: 1 }));
    const res = await request(`${origin}/?callback=handle`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toBe(`/**/ typeof handle === 'function' && handle({"count":1});`);
  });

  it('sends plain JSON without a callback', async () => {
    const { origin } = await start((_req, res) => res.jsonp({ count: 1 }));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toBe('{"count":1}');
  });

  it('strips characters that could escape the call', async () => {
    const { origin } = await start((_req, res) => res.jsonp('x'));
    const res = await request(`${origin}/?callback=${encodeURIComponent('alert(1);foo</script>[0].$bar')}`);
    expect(res.text).toBe(`/**/ typeof alert1fooscript[0].$bar === 'function' && alert1fooscript[0].$bar("x");`);
  });

  it('escapes U+2028 and U+2029 and honours the callback name setting', async () => {
    const app = createTestApp();
    app.set('jsonp callback name', 'cb');
    const { origin } = await start((_req, res) => res.jsonp({ s: '\u2028\u2029' }), app);
    const res = await request(`${origin}/?cb=f`);
    expect(res.text).toBe(`/**/ typeof f === 'function' && f({"s":"\\u2028\\u2029"});`);
  });
});
