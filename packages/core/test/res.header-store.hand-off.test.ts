// How Baton's HTTP/1.1 store hands its headers to node (header-list.ts `nodeStoreOf`,
// native-store.ts `sendingStoreKey`, http1-header-methods.ts `sendHead`) and the two memos that
// spare repeated checks (header-value.ts, header-names.ts). The bytes on the wire are held to
// node's by res.header-store.differential.test.ts; these pin the parts the wire cannot show.
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyServer, createApp, createServer, shutdown } from '../src/index.js';
import { nodeStoreOf } from '../src/response/headers/header-list.js';
import { headerKeyToRead, headerKeyToWrite } from '../src/response/headers/header-names.js';
import { checkHeaderValue } from '../src/response/headers/header-value.js';
import { nativeStoreKey, probeSendingStore, sendingStoreKey } from '../src/response/headers/native-store.js';

const triples = (count: number): unknown[] =>
  Array.from({ length: count }, (_, i) => [`x-h${i}`, `X-H${i}`, `v${i}`]).flat();

describe('nodeStoreOf', () => {
  it('gives every header as [name, value], in the list order, up to eight', () => {
    expect(nodeStoreOf([])).toEqual({});
    const store = nodeStoreOf(triples(8));
    expect(store).toBeDefined();
    expect(Object.values(store ?? {})).toEqual(Array.from({ length: 8 }, (_, i) => [`X-H${i}`, `v${i}`]));
    // The keys are slots: node reads only the entries, and a header named __proto__ is an entry too.
    expect(Object.values(nodeStoreOf(['__proto__', '__proto__', 'a', 'etag', 'ETag', 'W/"1"']) ?? {})).toEqual([
      ['__proto__', 'a'],
      ['ETag', 'W/"1"'],
    ]);
  });

  it('gives up (the flat array is sent instead) past eight headers or with an array-index name', () => {
    expect(nodeStoreOf(triples(9))).toBeUndefined();
    expect(nodeStoreOf(['b', 'B', '1', '20', '20', 'x'])).toBeUndefined();
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
