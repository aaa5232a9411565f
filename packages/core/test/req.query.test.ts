import { createApp } from '@batonjs/core';
import { request, serve } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { type ReqSettings, serveReq } from './req.harness.js';

async function queryOf(path: string, settings: ReqSettings = {}): Promise<unknown> {
  const srv = await serveReq(
    (req) => ({
      query: req.query,
      nullProto: Object.getPrototypeOf(req.query) === null,
      polluted: ({} as { x?: unknown }).x ?? null,
    }),
    settings,
  );
  try {
    const res = await request(`${srv.origin}${path}`);
    expect(res.status).toBe(200);
    return res.json();
  } finally {
    await srv.close();
  }
}

describe('req.query', () => {
  it("parses flat pairs with the default 'simple' parser", async () => {
    expect(await queryOf('/?a=1&b=x+y&a=2&c&d=%F0%9F%98%80&e[f]=g')).toEqual({
      query: { a: ['1', '2'], b: 'x y', c: '', d: '😀', 'e[f]': 'g' },
      nullProto: true,
      polluted: null,
    });
  });

  it('is an empty null-prototype object without a query string', async () => {
    expect(await queryOf('/path')).toEqual({ query: {}, nullProto: true, polluted: null });
    expect(await queryOf('/path?')).toEqual({ query: {}, nullProto: true, polluted: null });
  });

  it("nests with the 'extended' parser", async () => {
    expect(
      await queryOf('/?user[name]=ada&user[langs][]=en&user[langs][]=fr&n[0]=a&n[1]=b', { 'query parser': 'extended' }),
    ).toEqual({
      query: { user: { name: 'ada', langs: ['en', 'fr'] }, n: ['a', 'b'] },
      nullProto: true,
      polluted: null,
    });
  });

  it('is an empty object when parsing is disabled', async () => {
    expect(await queryOf('/?a=1', { 'query parser': false })).toEqual({ query: {}, nullProto: true, polluted: null });
  });

  it('uses a custom parser function', async () => {
    const parser = (qs: string) => ({ raw: qs });
    expect(await queryOf('/?a=1&b', { 'query parser': parser })).toEqual({
      query: { raw: 'a=1&b' },
      nullProto: false,
      polluted: null,
    });
  });

  it('pollutes nothing with __proto__ or constructor keys, with either parser', async () => {
    const hostile = '/?__proto__[x]=1&constructor[prototype][x]=1&a[__proto__][x]=1&__proto__=1';
    const simple = (await queryOf(hostile)) as { polluted: unknown; nullProto: boolean };
    expect(simple.polluted).toBe(null);
    expect(simple.nullProto).toBe(true);
    const extended = await queryOf(hostile, { 'query parser': 'extended' });
    expect(extended).toEqual({
      query: { constructor: { prototype: { x: '1' } } },
      nullProto: true,
      polluted: null,
    });
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  it('parses once per request and follows a rewritten req.url', async () => {
    const srv = await serveReq((req) => {
      const first = req.query;
      const same = req.query === first;
      req.url = '/other?z=9';
      return { same, first, after: req.query };
    });
    try {
      const res = await request(`${srv.origin}/?a=1`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ same: true, first: { a: '1' }, after: { z: '9' } });
    } finally {
      await srv.close();
    }
  });

  it("uses a mounted app's own parser, and its parent's outside it", async () => {
    const parent = createApp();
    const child = createApp();
    child.set('query parser', 'extended');
    const seen: unknown[] = [];
    parent.use((req, _res, next) => {
      seen.push({ ...req.query });
      next();
    });
    child.use((req, res) => {
      seen.push({ ...req.query });
      res.end(JSON.stringify(seen));
    });
    parent.use('/child', child);
    const srv = await serve(parent);
    try {
      const res = await request(`${srv.origin}/child/x?a[b]=1`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual([{ 'a[b]': '1' }, { a: { b: '1' } }]);
    } finally {
      await srv.close();
    }
  });

  it('can be assigned, unlike Express 5 where it is getter-only', async () => {
    const srv = await serveReq((req) => {
      req.query = { replaced: 'yes' };
      return req.query;
    });
    try {
      const res = await request(`${srv.origin}/?a=1`);
      expect(res.json()).toEqual({ replaced: 'yes' });
    } finally {
      await srv.close();
    }
  });

  it('cuts thousands of parameters at 1000 and keeps serving', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `k${i}=${i}`).join('&');
    for (const parser of ['simple', 'extended']) {
      // Past the 414 limit on purpose: this is about the parser, so the limit is lifted.
      const result = (await queryOf(`/?${many}`, {
        'query parser': parser,
        'max url length': Number.POSITIVE_INFINITY,
      })) as {
        query: Record<string, string>;
      };
      expect(Object.keys(result.query)).toHaveLength(1000);
      expect(result.query.k999).toBe('999');
      expect(result.query.k1000).toBeUndefined();
    }
  });

  it('survives a 400 KB query string of separators and brackets', async () => {
    const hostile = `/?${'&'.repeat(100_000)}${'['.repeat(100_000)}=1&${'%'.repeat(100_000)}=%&${'a[b]'.repeat(25_000)}=2`;
    // node:querystring (and so Express's 'simple') counts empty pairs against the 1000 limit.
    for (const [parser, keys] of [
      ['simple', 0],
      ['extended', 3],
    ] as const) {
      const result = (await queryOf(hostile, {
        'query parser': parser,
        'max url length': Number.POSITIVE_INFINITY,
      })) as {
        query: object;
        polluted: unknown;
      };
      expect(Object.keys(result.query)).toHaveLength(keys);
      expect(result.polluted).toBe(null);
    }
  });

  it('limits nesting depth and survives malformed encodings', async () => {
    expect(await queryOf('/?a[b][c][d][e][f][g][h]=1&bad=%E0%A4%A&k%zz=v', { 'query parser': 'extended' })).toEqual({
      query: { a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } }, bad: '%E0%A4%A', 'k%zz': 'v' },
      nullProto: true,
      polluted: null,
    });
  });
});
