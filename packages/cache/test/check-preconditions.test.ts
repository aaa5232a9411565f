import { request, serve, type TestServer } from '@batonjs/test-utils';
import type { Dispatcher } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckPreconditionsOptions, checkPreconditions } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const UPDATED = Date.UTC(2024, 5, 1, 10, 0, 0);

/** A resource whose write handler records how many writes it performed. */
async function writable(options: CheckPreconditionsOptions): Promise<TestServer & { writes: () => number }> {
  let writes = 0;
  const server = await serve((req, res) => {
    if (!checkPreconditions(req, res, options)) return;
    writes++;
    res.statusCode = req.method === 'POST' ? 201 : 200;
    res.end(`written by ${req.method}`);
  });
  srv = server;
  return Object.assign(server, { writes: () => writes });
}

async function send(server: TestServer, method: Dispatcher.HttpMethod, headers: Record<string, string> = {}) {
  return request(`${server.origin}/`, { method, headers, body: method === 'DELETE' ? null : '{}' });
}

describe('checkPreconditions', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)('lets a %s with a matching If-Match through', async (method) => {
    const server = await writable({ etag: '"r7"' });
    const res = await send(server, method, { 'if-match': '"r7"' });
    expect(res.status).toBe(method === 'POST' ? 201 : 200);
    expect(res.text).toBe(`written by ${method}`);
    expect(server.writes()).toBe(1);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)('answers 412 to a %s with a stale If-Match', async (method) => {
    const server = await writable({ etag: '"r8"' });
    const res = await send(server, method, { 'if-match': '"r7"' });
    expect(res.status).toBe(412);
    expect(res.text).toBe('Precondition Failed');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(server.writes()).toBe(0);
  });

  it('uses strong comparison: a weak tag never satisfies If-Match', async () => {
    const weakCurrent = await writable({ etag: 'W/"r7"' });
    expect((await send(weakCurrent, 'PUT', { 'if-match': 'W/"r7"' })).status).toBe(412);
    expect((await send(weakCurrent, 'PUT', { 'if-match': '"r7"' })).status).toBe(412);
    await weakCurrent.close();
    const strongCurrent = await writable({ etag: '"r7"' });
    expect((await send(strongCurrent, 'PUT', { 'if-match': 'W/"r7"' })).status).toBe(412);
    expect((await send(strongCurrent, 'PUT', { 'if-match': '"r1", "r7"' })).status).toBe(200);
  });

  it('treats If-Match: * as "exists" and fails it for an absent resource', async () => {
    const present = await writable({ etag: '"r1"' });
    expect((await send(present, 'PUT', { 'if-match': '*' })).status).toBe(200);
    await present.close();
    const absent = await writable({ exists: false });
    const res = await send(absent, 'PUT', { 'if-match': '*' });
    expect(res.status).toBe(412);
    expect(absent.writes()).toBe(0);
  });

  it('supports create-only PUT with If-None-Match: *', async () => {
    const absent = await writable({ exists: false });
    expect((await send(absent, 'PUT', { 'if-none-match': '*' })).status).toBe(200);
    await absent.close();
    const present = await writable({ etag: '"r1"' });
    const res = await send(present, 'PUT', { 'if-none-match': '*' });
    expect(res.status).toBe(412);
    expect(present.writes()).toBe(0);
  });

  it('fails If-Match when the resource has no entity-tag', async () => {
    const server = await writable({ lastModified: UPDATED });
    expect((await send(server, 'PUT', { 'if-match': '"anything"' })).status).toBe(412);
  });

  it('evaluates If-Unmodified-Since against Last-Modified', async () => {
    const server = await writable({ lastModified: new Date(UPDATED) });
    expect((await send(server, 'PATCH', { 'if-unmodified-since': 'Sat, 01 Jun 2024 10:00:00 GMT' })).status).toBe(200);
    expect((await send(server, 'PATCH', { 'if-unmodified-since': 'Sat, 01 Jun 2024 09:59:59 GMT' })).status).toBe(412);
    expect((await send(server, 'PATCH', { 'if-unmodified-since': 'not a date' })).status).toBe(200);
    expect(server.writes()).toBe(2);
  });

  it('ignores If-Unmodified-Since when If-Match is present', async () => {
    const server = await writable({ etag: '"r1"', lastModified: UPDATED });
    const res = await send(server, 'PUT', {
      'if-match': '"r1"',
      'if-unmodified-since': 'Mon, 01 Jan 2000 00:00:00 GMT',
    });
    expect(res.status).toBe(200);
  });

  it('answers 428 with require when a write carries no precondition', async () => {
    const server = await writable({ etag: '"r1"', require: true });
    const res = await send(server, 'PUT');
    expect(res.status).toBe(428);
    expect(res.text).toBe('Precondition Required');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(server.writes()).toBe(0);
    expect((await send(server, 'PUT', { 'if-match': '"r1"' })).status).toBe(200);
    expect((await send(server, 'PUT', { 'if-unmodified-since': new Date().toUTCString() })).status).toBe(200);
    expect((await send(server, 'GET')).status).toBe(200);
  });

  it('answers 304 to a GET whose If-None-Match matches and lets other GETs through', async () => {
    const server = await writable({ etag: '"r1"' });
    const hit = await request(`${server.origin}/`, { headers: { 'if-none-match': '"r1"' } });
    expect(hit.status).toBe(304);
    expect(hit.body).toHaveLength(0);
    const miss = await request(`${server.origin}/`, { headers: { 'if-none-match': '"r0"' } });
    expect(miss.status).toBe(200);
  });

  it('does not set ETag or Last-Modified (they describe the state before the write)', async () => {
    const server = await writable({ etag: '"r1"', lastModified: UPDATED });
    const res = await send(server, 'PUT', { 'if-match': '"r1"' });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('treats malformed If-Match lists as a miss and keeps serving', async () => {
    const server = await writable({ etag: '"r1"' });
    for (const header of ['r1', '"r1', 'W/r1', '"r1" junk', ',,,', '"r 1"', `${'"x", '.repeat(2000)}oops`]) {
      const res = await send(server, 'PUT', { 'if-match': header });
      expect(res.status).toBe(412);
    }
    // Only the malformed member is a miss; a well-formed member after it still counts.
    for (const header of ['junk, "r1"', '*, "r1"', '"bad tag, "r1"']) {
      expect((await send(server, 'PUT', { 'if-match': header })).status).toBe(200);
    }
    expect(server.writes()).toBe(3);
  });
});
