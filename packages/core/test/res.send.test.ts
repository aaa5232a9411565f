import { rawRequest, request } from '@batonjs/test-utils';
import etag from 'etag';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileETag } from '../src/settings/compile-etag.js';
import { createTestApp, useResServer } from './res.harness.js';

const start = useResServer();

describe('res.send()', () => {
  it('sends a string as text/html with Content-Length and a weak ETag', async () => {
    const { origin } = await start((_req, res) => res.send('<p>caf\u00e9</p>'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe('12');
    expect(res.headers.etag).toMatch(/^W\/"c-[\w+/]+"$/);
    expect(res.text).toBe('<p>caf\u00e9</p>');
  });

  it('keeps a type already set but makes its charset utf-8', async () => {
    const { origin } = await start((_req, res) => res.type('text/plain; charset=iso-8859-1').send('hi'));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('hi');
  });

  it('sends a Buffer as application/octet-stream', async () => {
    const { origin } = await start((_req, res) => res.send(Buffer.from([0, 1, 2, 255])));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-length']).toBe('4');
    expect([...res.body]).toEqual([0, 1, 2, 255]);
  });

  it('sends a typed array view as its bytes only', async () => {
    const whole = new Uint8Array([9, 8, 7, 6, 5]);
    const { origin } = await start((_req, res) => res.send(whole.subarray(1, 3)));
    const res = await request(`${origin}/`);
    expect(res.headers['content-length']).toBe('2');
    expect([...res.body]).toEqual([8, 7]);
  });

  it('keeps a type already set for a Buffer', async () => {
    const { origin } = await start((_req, res) => res.type('png').send(Buffer.from('x')));
    const res = await request(`${origin}/`);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each([
    [{ a: 1 }, '{"a":1}'],
    [[1, 'two'], '[1,"two"]'],
    [42, '42'],
    [false, 'false'],
  ])('sends %j as JSON', async (value, body) => {
    const { origin } = await start((_req, res) => res.send(value));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.text).toBe(body);
  });

  it('sends null as an empty body, as Express does', async () => {
    const { origin } = await start((_req, res) => res.send(null));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('sends no body and no Content-Length for undefined', async () => {
    const { origin } = await start((_req, res) => res.send());
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect(res.text).toBe('');
  });

  it('refuses a function body with a TypeError', async () => {
    const { origin } = await start((_req, res) => res.send(() => 1));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toBe('res.send() cannot send a function');
  });

  it('answers a matching If-None-Match with 304, no body and no Content-* headers', async () => {
    const { origin } = await start((_req, res) => res.send('cached body'));
    const first = await request(`${origin}/`);
    const etag = String(first.headers.etag);
    const res = await request(`${origin}/`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('answers a stale If-None-Match with 200 and the body', async () => {
    const { origin } = await start((_req, res) => res.send('new body'));
    const res = await request(`${origin}/`, { headers: { 'if-none-match': 'W/"stale"' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('new body');
  });

  it('is not fresh for an error status', async () => {
    const { origin } = await start((_req, res) => res.status(404).send('missing'));
    const first = await request(`${origin}/`);
    const res = await request(`${origin}/`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(res.status).toBe(404);
    expect(res.text).toBe('missing');
  });

  it('honours If-Modified-Since against a Last-Modified the handler set', async () => {
    const { origin } = await start((_req, res) => res.set('Last-Modified', 'Mon, 01 Jan 2024 00:00:00 GMT').send('x'));
    const res = await request(`${origin}/`, { headers: { 'if-modified-since': 'Tue, 02 Jan 2024 00:00:00 GMT' } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
  });

  it('keeps an ETag the handler set', async () => {
    const { origin } = await start((_req, res) => res.set('ETag', '"v1"').send('x'));
    const res = await request(`${origin}/`);
    expect(res.headers.etag).toBe('"v1"');
  });

  it('looks the ETag header up only when the etag setting makes tags, as Express does', async () => {
    const app = createTestApp();
    const { origin } = await start((req, res) => {
      app.set('etag', req.url !== '/off');
      const read: string[] = [];
      const getHeader = res.getHeader.bind(res);
      res.getHeader = (name: string) => {
        read.push(name.toLowerCase());
        return getHeader(name);
      };
      // What res.send asked for, sent back in a header set just before the headers go out.
      const end = res.end.bind(res);
      res.end = ((...args: Parameters<typeof res.end>) => {
        res.set('X-Read', read.join(','));
        return end(...args);
      }) as typeof res.end;
      res.send('body');
    }, app);
    const on = await request(`${origin}/on`);
    expect(on.status).toBe(200);
    expect(on.headers.etag).toMatch(/^W\/"4-/);
    expect(String(on.headers['x-read']).split(',')).toContain('etag');
    const off = await request(`${origin}/off`);
    expect(off.status).toBe(200);
    expect(off.headers.etag).toBeUndefined();
    expect(String(off.headers['x-read']).split(',')).not.toContain('etag');
    expect(String(off.headers['x-read']).split(',')).toContain('transfer-encoding');
  });

  it('uses strong ETags, none, or a custom function per the etag setting', async () => {
    const app = createTestApp();
    const { origin } = await start((req, res) => {
      app.set('etag', req.url === '/strong' ? 'strong' : req.url === '/none' ? false : () => '"custom"');
      res.send('body');
    }, app);
    expect((await request(`${origin}/strong`)).headers.etag).toMatch(/^"4-/);
    expect((await request(`${origin}/none`)).headers.etag).toBeUndefined();
    expect((await request(`${origin}/fn`)).headers.etag).toBe('"custom"');
  });

  it('generates an ETag but no 304 for POST', async () => {
    const { origin } = await start((_req, res) => res.send('posted'));
    const res = await request(`${origin}/`, { method: 'POST', headers: { 'if-none-match': '*' } });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('W/"6-qyZOYSkXDx+AbWcttMmGRwyRWN0"');
    expect(res.text).toBe('posted');
  });

  it('sends headers but no body for HEAD', async () => {
    const { port } = await start((_req, res) => res.send('hello head'));
    const raw = await rawRequest(port, 'HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(raw).toMatch(/\r\nContent-Length: 10\r\n/);
    expect(raw).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/);
    expect(raw.endsWith('\r\n\r\n')).toBe(true);
  });

  it('strips the body and Content-* headers for 204', async () => {
    const { port } = await start((_req, res) => res.status(204).set('Transfer-Encoding', 'chunked').send('gone'));
    const raw = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1.1 204 No Content\r\n/);
    expect(raw).not.toMatch(/Content-Type|Content-Length|Transfer-Encoding/i);
    expect(raw.endsWith('\r\n\r\n')).toBe(true);
  });

  it('sends an empty body with Content-Length: 0 for 205', async () => {
    const { origin } = await start((_req, res) => res.status(205).send('reset'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(205);
    expect(res.headers['content-length']).toBe('0');
    expect(res.text).toBe('');
  });

  it('does not set Content-Length alongside Transfer-Encoding', async () => {
    const { port } = await start((_req, res) => res.set('Transfer-Encoding', 'chunked').send('abc'));
    const raw = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw).not.toMatch(/Content-Length/i);
    expect(raw).toMatch(/\r\n\r\n3\r\nabc\r\n0\r\n\r\n$/);
  });

  it('sends a large multi-byte string with the byte length', async () => {
    const body = '\u00e9\u{1f600}'.repeat(50_000);
    const { origin } = await start((_req, res) => res.send(body));
    const res = await request(`${origin}/`);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.text).toBe(body);
  });
});

describe('compileETag() (the etag setting behind res.send)', () => {
  it('maps each setting value', () => {
    const body = Buffer.from('hello');
    expect(compileETag(true)?.(body)).toBe('W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"');
    expect(compileETag('weak')?.('hello')).toBe('W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"');
    expect(compileETag(undefined)?.(body)).toBe('W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"');
    expect(compileETag('strong')?.(body)).toBe('"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"');
    expect(compileETag(false)).toBeUndefined();
    const own = () => '"mine"';
    expect(compileETag(own)).toBe(own);
    expect(() => compileETag('sometimes')).toThrow(new TypeError('unknown value for etag function: sometimes'));
  });

  it("gives exactly the etag package's tags for strings, Buffers and other encodings", () => {
    for (const weak of [true, false]) {
      const fn = compileETag(weak ? 'weak' : 'strong');
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant('')), (text) => {
          expect(fn?.(text)).toBe(etag(text, { weak }));
          expect(fn?.(text, 'utf8')).toBe(etag(text, { weak }));
          expect(fn?.(Buffer.from(text))).toBe(etag(Buffer.from(text), { weak }));
          expect(fn?.(text, 'latin1')).toBe(etag(Buffer.from(text, 'latin1'), { weak }));
        }),
      );
    }
  });
});
