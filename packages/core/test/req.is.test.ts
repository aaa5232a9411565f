import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.is()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const types = req.query.t;
      if (types === undefined) return req.is();
      return req.is(Array.isArray(types) ? (types as string[]) : [types as string]);
    });
  });
  afterAll(() => srv.close());

  const post = (contentType: string | undefined, query: string, body = 'x') =>
    request(`${srv.origin}/?${query}`, {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body,
    });

  it('returns the argument that matched, as given', async () => {
    const res = await post('application/json; charset=utf-8', 't=html&t=json');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('json');
    expect((await post('application/json', 't=application/json')).json()).toBe('application/json');
    expect((await post('application/x-www-form-urlencoded', 't=urlencoded')).json()).toBe('urlencoded');
  });

  it('returns the request type for wildcard and +suffix arguments', async () => {
    expect((await post('text/html', 't=text/*')).json()).toBe('text/html');
    expect((await post('application/vnd.api+json', 't=%2Bjson')).json()).toBe('application/vnd.api+json');
    expect((await post('application/vnd.api+json', 't=*/*')).json()).toBe('application/vnd.api+json');
    expect((await post('multipart/form-data; boundary=x', 't=multipart')).json()).toBe('multipart');
  });

  it('returns the normalised request type when no types are given', async () => {
    const res = await post('Text/HTML; charset=utf-8', '');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('text/html');
  });

  it('returns false when nothing matches or the Content-Type is missing or invalid', async () => {
    expect((await post('text/plain', 't=json&t=html')).json()).toBe(false);
    expect((await post(undefined, 't=json')).json()).toBe(false);
    expect((await post('not a type', 't=json')).json()).toBe(false);
    expect((await post('text/plain', 't=unknownext')).json()).toBe(false);
  });

  it('returns null when the request has no body', async () => {
    const res = await request(`${srv.origin}/?t=json`, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.json()).toBe(null);
  });

  it('counts Content-Length: 0 as a body, as type-is does', async () => {
    const res = await post('application/json', 't=json', '');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('json');
  });

  it('survives a huge Content-Type', async () => {
    const res = await post(`text/plain; ${'a=b; '.repeat(10_000)}`, 't=text');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('text');
  });
});
