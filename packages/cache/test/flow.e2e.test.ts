import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, conditional } from '../src/index.js';

/**
 * The four-step flow on a bare node server:
 * 1. first GET → 200 with body, ETag, Last-Modified, Cache-Control and a consistent Expires;
 * 2. revalidation with If-None-Match and If-Modified-Since;
 * 3. unchanged → 304 with Date, Cache-Control, Expires, ETag, Vary, no Content-* and no body;
 * 4. changed → 200 with the new ETag.
 */
const author = { id: 1, name: 'Ada Lovelace', revision: 1, updatedAt: Date.UTC(2024, 2, 1, 9, 30, 0) };
let renders = 0;
let srv: TestServer;

beforeAll(async () => {
  const policy = cacheControl({ public: true, maxAge: 60, vary: 'Accept' });
  srv = await serve((req: IncomingMessage, res: ServerResponse) => {
    policy(req, res, () => {
      // Cheap validators first: the 304 path never renders the body.
      if (conditional(req, res, { etag: `a${author.id}-r${author.revision}`, lastModified: author.updatedAt })) return;
      renders++;
      const body = JSON.stringify(author);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Language', 'en');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    });
  });
});
afterAll(() => srv.close());

function seconds(value: string | string[] | undefined): number {
  return Date.parse(String(value)) / 1000;
}

/** Header block and body of a raw HTTP/1.1 response. */
function split(raw: string): { head: string; headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { head, headers, body: raw.slice(end + 4) };
}

describe('the revalidation flow end to end', () => {
  let etag = '';
  let lastModified = '';

  it('1. the first request gets 200 with the body, validators, Cache-Control and Expires = Date + max-age', async () => {
    const res = await request(`${srv.origin}/authors/1`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(author);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe('"a1-r1"');
    expect(res.headers['last-modified']).toBe('Fri, 01 Mar 2024 09:30:00 GMT');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toBe('Accept');
    expect(seconds(res.headers.expires) - seconds(res.headers.date)).toBe(60);
    expect(renders).toBe(1);
    etag = String(res.headers.etag);
    lastModified = String(res.headers['last-modified']);
  });

  it('2-3. revalidating an unchanged resource gets 304 with the cache fields, no Content-*, no body bytes', async () => {
    const raw = await rawRequest(
      srv.port,
      `GET /authors/1 HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nIf-Modified-Since: ${lastModified}\r\nConnection: close\r\n\r\n`,
    );
    const { head, headers, body } = split(raw);
    expect(head).toMatch(/^HTTP\/1\.1 304 Not Modified$/m);
    expect(headers.get('etag')).toBe('"a1-r1"');
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(headers.get('vary')).toBe('Accept');
    expect(headers.get('last-modified')).toBe(lastModified);
    expect(headers.has('date')).toBe(true);
    expect(seconds(headers.get('expires')) - seconds(headers.get('date'))).toBe(60);
    expect([...headers.keys()].filter((name) => name.startsWith('content-'))).toEqual([]);
    expect(headers.has('transfer-encoding')).toBe(false);
    // The server closed the connection after the header block: nothing else was on the wire.
    expect(body).toBe('');
    expect(renders).toBe(1);
  });

  it('2-3. the same revalidation through undici also sees 304 with an empty body', async () => {
    const res = await request(`${srv.origin}/authors/1`, {
      headers: { 'if-none-match': etag, 'if-modified-since': lastModified },
    });
    expect(res.status).toBe(304);
    expect(res.body).toHaveLength(0);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['content-language']).toBeUndefined();
    expect(renders).toBe(1);
  });

  it('4. after a change the same revalidation gets 200 with the new ETag and body', async () => {
    author.revision = 2;
    author.name = 'Augusta Ada King';
    author.updatedAt = Date.UTC(2024, 2, 2, 10, 0, 0);
    const res = await request(`${srv.origin}/authors/1`, {
      headers: { 'if-none-match': etag, 'if-modified-since': lastModified },
    });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"a1-r2"');
    expect(res.headers['last-modified']).toBe('Sat, 02 Mar 2024 10:00:00 GMT');
    expect(res.json()).toEqual(author);
    expect(renders).toBe(2);
  });

  it('4. a changed ETag wins even when If-Modified-Since alone would say "not modified"', async () => {
    const res = await request(`${srv.origin}/authors/1`, {
      headers: { 'if-none-match': etag, 'if-modified-since': new Date(Date.now() - 1000).toUTCString() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"a1-r2"');
  });

  it('POST to the same handler never gets cacheable headers', async () => {
    const res = await request(`${srv.origin}/authors/1`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.expires).toBeUndefined();
  });
});
