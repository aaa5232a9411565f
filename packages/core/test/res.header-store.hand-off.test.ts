// How Baton's HTTP/1.1 store hands its headers to node (node-store-loan.ts `lendNodeStore`,
// native-store.ts `sendingStoreKey`, http1-header-methods.ts `sendHead`) and the two memos that
// spare repeated checks (header-value.ts, header-names.ts). The bytes on the wire are held to
// node's by res.header-store.differential.test.ts; these pin the parts the wire cannot show.
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyServer, createApp, createServer, shutdown } from '../src/index.js';
import { headerKeyToRead, headerKeyToWrite } from '../src/response/headers/header-names.js';
import { checkHeaderValue } from '../src/response/headers/header-value.js';
import { nativeStoreKey, probeSendingStore, sendingStoreKey } from '../src/response/headers/native-store.js';
import { lendNodeStore, returnNodeStore } from '../src/response/headers/node-store-loan.js';

const triples = (count: number): unknown[] =>
  Array.from({ length: count }, (_, i) => [`x-h${i}`, `X-H${i}`, `v${i}`]).flat();

/** What a lent store holds, copied before it is returned (returning empties it). */
function lentCopy(list: unknown[]): unknown[][] | undefined {
  const store = lendNodeStore(list);
  if (store === undefined) return undefined;
  try {
    return Object.values(store).map((entry) => [...entry]);
  } finally {
    returnNodeStore();
  }
}

describe('lendNodeStore', () => {
  it('gives every header as [name, value], in the list order, up to eight', () => {
    expect(lentCopy([])).toEqual([]);
    expect(lentCopy(triples(8))).toEqual(Array.from({ length: 8 }, (_, i) => [`X-H${i}`, `v${i}`]));
    // The keys are slots: node reads only the entries, and a header named __proto__ is an entry too.
    expect(lentCopy(['__proto__', '__proto__', 'a', 'etag', 'ETag', 'W/"1"'])).toEqual([
      ['__proto__', 'a'],
      ['ETag', 'W/"1"'],
    ]);
  });

  it('gives up (the flat array is sent instead) past eight headers or with an array-index name', () => {
    expect(lendNodeStore(triples(9))).toBeUndefined();
    expect(lendNodeStore(['b', 'B', '1', '20', '20', 'x'])).toBeUndefined();
    // A name that only starts with a digit is no index: the store is lent.
    expect(lentCopy(['2x', '2X', 'y'])).toEqual([['2X', 'y']]);
  });

  it('lends each size the same store, emptied when returned, and none while one is out', () => {
    const first = lendNodeStore(triples(2));
    expect(first).toBeDefined();
    // Sent from inside node's writeHead (a value's toString): no store, the flat array.
    expect(lendNodeStore(triples(1))).toBeUndefined();
    returnNodeStore();
    expect(Object.values(first ?? {})).toEqual([
      ['', undefined],
      ['', undefined],
    ]);
    expect(lendNodeStore(triples(2))).toBe(first);
    returnNodeStore();
    // A refused list leaves nothing of its earlier headers in the store it began to fill.
    expect(lendNodeStore(['x-a', 'X-A', 'kept?', '7', '7', 'v'])).toBeUndefined();
    expect(Object.values(first ?? {})).toEqual([
      ['', undefined],
      ['', undefined],
    ]);
    // Nothing is out after a refusal, and returning with nothing out changes nothing.
    returnNodeStore();
    expect(lendNodeStore(triples(2))).toBe(first);
    returnNodeStore();
  });
});

describe('the probe for node sending its own store', () => {
  it("finds node 20's store key, and refuses keys node does not send from", () => {
    expect(nativeStoreKey?.description).toBe('kOutHeaders');
    expect(sendingStoreKey).toBe(nativeStoreKey);
    expect(probeSendingStore(nativeStoreKey)).toBe(nativeStoreKey);
    expect(probeSendingStore(Symbol('kOutHeaders'))).toBeUndefined();
    expect(probeSendingStore(undefined)).toBeUndefined();
  });
});

describe('the memos of checked names and values', () => {
  it('a name only looked up is still checked when it is set', () => {
    expect(headerKeyToRead('Bad Name')).toBe('bad name');
    expect(headerKeyToRead('Bad Name')).toBe('bad name');
    expect(() => headerKeyToWrite('Bad Name')).toThrow(expect.objectContaining({ code: 'ERR_INVALID_HTTP_TOKEN' }));
    expect(headerKeyToWrite('X-Fine')).toBe('x-fine');
    expect(headerKeyToRead('X-Fine')).toBe('x-fine');
  });

  it("gives every name node's lower-cased key, the names Express's helpers use included", () => {
    const names = ['Content-Type', 'Content-Length', 'Transfer-Encoding', 'ETag', 'X-Powered-By', 'Last-Modified'];
    // Built at run time as well as written as literals: the known names are compared by value.
    const built = names.map((name) => [...name].join(''));
    for (const name of [...names, ...built, 'content-type', 'ETAG', 'Etag', 'X-Other']) {
      expect(headerKeyToWrite(name)).toBe(name.toLowerCase());
      expect(headerKeyToRead(name)).toBe(name.toLowerCase());
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,20}$/), (name) => {
        expect(headerKeyToWrite(name)).toBe(name.toLowerCase());
        expect(headerKeyToRead(name)).toBe(name.toLowerCase());
      }),
    );
    expect(() => headerKeyToWrite('Content-Type ')).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_HTTP_TOKEN' }),
    );
  });

  it('a value accepted under a name does not let a different one through', () => {
    checkHeaderValue('X-Memo', 'text/plain');
    checkHeaderValue('X-Memo', 'text/plain');
    expect(() => checkHeaderValue('X-Memo', 'text/plain\r\nX-Injected: 1')).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_CHAR' }),
    );
    expect(() => checkHeaderValue('X-Memo', undefined)).toThrow(
      expect.objectContaining({ code: 'ERR_HTTP_INVALID_HEADER_VALUE' }),
    );
    // Longer than the memo keeps: checked every time, and still refused when bad.
    const long = 'a'.repeat(300);
    checkHeaderValue('X-Memo', long);
    expect(() => checkHeaderValue('X-Memo', `${long}\n`)).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_CHAR' }),
    );
    // The remembered value is the last accepted one, under its own name only.
    expect(() => checkHeaderValue('X-Other', 'text/plain\n')).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_CHAR' }),
    );
  });
});

describe('after the headers are sent', () => {
  let server: AnyServer | undefined;
  afterEach(async () => {
    if (server !== undefined) await shutdown(server, { timeout: 200 });
    server = undefined;
  });

  it("sends a response from inside another's writeHead (a header value's toString) with both intact", async () => {
    const app = createApp();
    let inner: { end(body: string): unknown } | undefined;
    let innerWaiting: () => void = () => undefined;
    const innerReady = new Promise<void>((resolve) => {
      innerWaiting = resolve;
    });
    app.get('/inner', (_req, res) => {
      // As many headers as the outer response: the same store size would be lent to both.
      res.setHeader('X-Inner', 'in');
      res.setHeader('X-Inner-Two', 'in too');
      inner = res;
      innerWaiting();
    });
    app.get('/outer', (_req, res) => {
      let armed = false;
      // Asked for its text when it is checked (setHeader) and when node writes it (writeHead).
      const value = {
        toString(): string {
          if (armed && inner !== undefined) {
            armed = false;
            inner.end('inner body');
          }
          return 'out';
        },
      };
      res.setHeader('X-Outer', value as unknown as string);
      res.setHeader('X-After', 'after');
      armed = true;
      res.end('outer body');
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const innerResponse = request(`http://127.0.0.1:${port}/inner`);
    await innerReady;
    const outer = await request(`http://127.0.0.1:${port}/outer`);
    expect(outer.statusCode).toBe(200);
    expect(outer.headers['x-outer']).toBe('out');
    expect(outer.headers['x-after']).toBe('after');
    expect(outer.headers['x-powered-by']).toBe('Baton');
    expect(await outer.body.text()).toBe('outer body');
    const done = await innerResponse;
    expect(done.statusCode).toBe(200);
    expect(done.headers['x-inner']).toBe('in');
    expect(done.headers['x-inner-two']).toBe('in too');
    expect(done.headers['x-powered-by']).toBe('Baton');
    expect(await done.body.text()).toBe('inner body');
  });

  it("node's store is left empty and Baton's headers stay readable, in 'finish' too", async () => {
    const seen: Record<string, unknown> = {};
    const app = createApp();
    app.get('/', (_req, res) => {
      res.setHeader('X-A', '1');
      res.on('finish', () => {
        seen.store =
          nativeStoreKey === undefined ? 'no key' : (res as unknown as Record<symbol, unknown>)[nativeStoreKey];
        seen.length = res.getHeader('content-length');
        seen.names = res.getHeaderNames();
      });
      res.json({ ok: true });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const res = await request(`http://127.0.0.1:${port}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-a']).toBe('1');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await res.body.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual({
      store: null,
      length: 11,
      names: ['x-powered-by', 'x-a', 'content-type', 'etag', 'content-length'],
    });
  });
});
