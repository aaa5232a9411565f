import type * as http from 'node:http';
import type * as http2 from 'node:http2';
import type * as https from 'node:https';
import { type AnyServer, createApp, createServer, listen, type ServerOptions } from '@batonjs/core';
import { describe, expectTypeOf, it } from 'vitest';

const app = createApp();
const tls = { key: 'key', cert: 'cert' };

describe('createServer types follow the options', () => {
  it('literal options give the exact node server', () => {
    expectTypeOf(createServer(app)).toEqualTypeOf<http.Server>();
    expectTypeOf(createServer(app, { timeouts: { request: 1 } })).toEqualTypeOf<http.Server>();
    expectTypeOf(createServer(app, { http2: false })).toEqualTypeOf<http.Server>();
    expectTypeOf(createServer(app, { tls, timeouts: { headers: 1 } })).toEqualTypeOf<https.Server>();
    expectTypeOf(createServer(app, { tls, http2: true })).toEqualTypeOf<http2.Http2SecureServer>();
    expectTypeOf(createServer(app, { http2: { allowHTTP1: false } })).toEqualTypeOf<http2.Http2Server>();
  });

  it('options known only at run time give the union', () => {
    const options: ServerOptions = process.env.TLS ? { tls } : {};
    expectTypeOf(createServer(app, options)).toEqualTypeOf<AnyServer>();
  });

  it('listen resolves with the same server type', () => {
    expectTypeOf(listen(app, { port: 0, tls, http2: true })).resolves.toEqualTypeOf<http2.Http2SecureServer>();
    expectTypeOf(listen(app)).resolves.toEqualTypeOf<http.Server>();
  });
});
