import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheError, type ConditionalOptions, conditional } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const LAST_MODIFIED = Date.UTC(2024, 0, 15, 12, 0, 0);
const LAST_MODIFIED_TEXT = 'Mon, 15 Jan 2024 12:00:00 GMT';

/** A handler that answers through conditional() and counts how often it had to render the body. */
async function resource(options: ConditionalOptions, status = 200): Promise<TestServer & { renders: () => number }> {
  let renders = 0;
  const server = await serve((req, res) => {
    res.statusCode = status;
    res.setHeader('Cache-Control', 'max-age=60');
    res.setHeader('Vary', 'Accept');
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Language', 'en');
    res.setHeader('Content-Location', '/things/1');
    if (conditional(req, res, options)) return;
    renders++;
    res.end('{"id":1}');
  });
  srv = server;
  return Object.assign(server, { renders: () => renders });
}

describe('conditional', () => {
  it('sets ETag and Last-Modified and lets the handler send 200 on an unconditional request', async () => {
    const server = await resource({ etag: '"v1"', lastModified: new Date(LAST_MODIFIED) });
    const res = await request(`${server.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"id":1}');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['last-modified']).toBe(LAST_MODIFIED_TEXT);
    expect(server.renders()).toBe(1);
  });

  it('answers 304 to a matching If-None-Match before the body is rendered', async () => {
    const server = await resource({ etag: '"v1"' });
    const res = await request(`${server.origin}/`, { headers: { 'if-none-match': '"v1"' } });
    expect(res.status).toBe(304);
    expect(res.body).toHaveLength(0);
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('max-age=60');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['content-location']).toBe('/things/1');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['content-language']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(server.renders()).toBe(0);
  });

  it('uses weak comparison for If-None-Match, in lists, in both directions', async () => {
    const server = await resource({ etag: 'W/"v1"' });
    for (const header of ['"v1"', 'W/"v1"', '"other", W/"v1"', ' "a" ,, "v1" ']) {
      const res = await request(`${server.origin}/`, { headers: { 'if-none-match': header } });
      expect(res.status).toBe(304);
      expect(res.body).toHaveLength(0);
    }
    const miss = await request(`${server.origin}/`, { headers: { 'if-none-match': '"v2", W/"v0"' } });
    expect(miss.status).toBe(200);
    expect(miss.text).toBe('{"id":1}');
  });

  it('answers 304 to If-None-Match: * (a representation exists)', async () => {
    const server = await resource({ etag: '"v1"' });
    const res = await request(`${server.origin}/`, { headers: { 'if-none-match': '*' } });
    expect(res.status).toBe(304);
  });

  it('quotes a version given as etag, weak on request', async () => {
    const server = await resource({ etag: 42, weak: true });
    const res = await request(`${server.origin}/`, { headers: { 'if-none-match': '"42"' } });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('W/"42"');
  });

  it('answers 304 when If-Modified-Since is at or after Last-Modified, 200 when before', async () => {
    const server = await resource({ lastModified: LAST_MODIFIED + 999 });
    const same = await request(`${server.origin}/`, { headers: { 'if-modified-since': LAST_MODIFIED_TEXT } });
    expect(same.status).toBe(304);
    expect(same.headers['last-modified']).toBe(LAST_MODIFIED_TEXT);
    const later = await request(`${server.origin}/`, {
      headers: { 'if-modified-since': 'Tue, 16 Jan 2024 00:00:00 GMT' },
    });
    expect(later.status).toBe(304);
    const earlier = await request(`${server.origin}/`, {
      headers: { 'if-modified-since': 'Mon, 15 Jan 2024 11:59:59 GMT' },
    });
    expect(earlier.status).toBe(200);
    expect(earlier.text).toBe('{"id":1}');
  });

  it('accepts the obsolete RFC 850 and asctime date forms', async () => {
    const server = await resource({ lastModified: LAST_MODIFIED });
    for (const date of ['Monday, 15-Jan-24 12:00:00 GMT', 'Mon Jan 15 12:00:00 2024']) {
      const res = await request(`${server.origin}/`, { headers: { 'if-modified-since': date } });
      expect(res.status).toBe(304);
    }
  });

  it('lets If-None-Match take precedence over If-Modified-Since', async () => {
    const server = await resource({ etag: '"v2"', lastModified: LAST_MODIFIED });
    const res = await request(`${server.origin}/`, {
      headers: { 'if-none-match': '"v1"', 'if-modified-since': 'Tue, 16 Jan 2024 00:00:00 GMT' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"v2"');
    expect(res.text).toBe('{"id":1}');
  });

  it('ignores invalid, absurd and future If-Modified-Since dates', async () => {
    const server = await resource({ lastModified: LAST_MODIFIED });
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    for (const date of [
      'yesterday',
      '1',
      '2024-01-16',
      'Mon, 32 Jan 2024 00:00:00 GMT',
      'Mon, 15 Jan 2024 25:00:00 GMT',
      future,
    ]) {
      const res = await request(`${server.origin}/`, { headers: { 'if-modified-since': date } });
      expect(res.status).toBe(200);
      expect(res.text).toBe('{"id":1}');
    }
  });

  it('uses If-Modified-Since only for GET and HEAD', async () => {
    const server = await resource({ lastModified: LAST_MODIFIED });
    const post = await request(`${server.origin}/`, {
      method: 'POST',
      headers: { 'if-modified-since': 'Tue, 16 Jan 2024 00:00:00 GMT' },
      body: '{}',
    });
    expect(post.status).toBe(200);
    const head = await request(`${server.origin}/`, {
      method: 'HEAD',
      headers: { 'if-modified-since': 'Tue, 16 Jan 2024 00:00:00 GMT' },
    });
    expect(head.status).toBe(304);
  });

  it('answers 412 to a GET whose If-Match fails', async () => {
    const server = await resource({ etag: '"v2"' });
    const res = await request(`${server.origin}/`, { headers: { 'if-match': '"v1"' } });
    expect(res.status).toBe(412);
    expect(res.text).toBe('Precondition Failed');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(server.renders()).toBe(0);
  });

  it('ignores preconditions when the handler already chose a non-2xx status', async () => {
    const server = await resource({ etag: '"v1"' }, 404);
    const res = await request(`${server.origin}/`, { headers: { 'if-none-match': '"v1"' } });
    expect(res.status).toBe(404);
    expect(res.text).toBe('{"id":1}');
  });

  it('sends no body bytes on a 304, even to HEAD and keep-alive clients', async () => {
    const server = await resource({ etag: '"v1"' });
    const raw = await rawRequest(
      server.port,
      'GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: "v1"\r\nConnection: close\r\n\r\n',
    );
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(head).not.toMatch(/^content-(type|length|language)|^transfer-encoding/im);
    expect(body).toBe('');
  });

  it('clamps a Last-Modified in the future to now', async () => {
    const server = await resource({ lastModified: Date.now() + 10 * 86_400_000 });
    const res = await request(`${server.origin}/`);
    const lastModified = Date.parse(String(res.headers['last-modified']));
    expect(lastModified).toBeLessThanOrEqual(Date.now());
    expect(lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts ISO 8601 and HTTP-date text for lastModified', async () => {
    const server = await resource({ lastModified: '2024-01-15T12:00:00Z' });
    const res = await request(`${server.origin}/`);
    expect(res.headers['last-modified']).toBe(LAST_MODIFIED_TEXT);
  });

  it.each([
    [{ etag: '"unterminated' }, 'BATON_CACHE_INVALID_ETAG'],
    [{ etag: 'has space' }, 'BATON_CACHE_INVALID_ETAG'],
    [{ etag: '' }, 'BATON_CACHE_INVALID_ETAG'],
    [{ lastModified: 'next tuesday' }, 'BATON_CACHE_INVALID_LAST_MODIFIED'],
    [{ lastModified: new Date(Number.NaN) }, 'BATON_CACHE_INVALID_LAST_MODIFIED'],
  ] as Array<[ConditionalOptions, string]>)('rejects invalid validators %j with %s', async (options, code) => {
    const errors: unknown[] = [];
    srv = await serve((req, res) => {
      try {
        conditional(req, res, options);
        res.end('no error');
      } catch (err) {
        errors.push(err);
        res.statusCode = (err as CacheError).status;
        res.end((err as CacheError).code);
      }
    });
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toBe(code);
    expect(errors[0]).toBeInstanceOf(CacheError);
    expect(res.headers.etag).toBeUndefined();
  });
});
