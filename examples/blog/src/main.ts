import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import baton, { type AnyServer, type ServerOptions } from 'batonjs';
import { createBlogApp } from './app.js';

// The README's start command runs this: the blog on port 8080 (PORT overrides) with the embedded store.
// TLS_KEY and TLS_CERT (PEM file paths) serve it over HTTPS; HTTP2=1 serves HTTP/2, over TLS with
// an HTTP/1.1 fallback when a key pair is given, else as cleartext h2c. See docs/transports.md.
const port = Number(process.env.PORT ?? 8080);
const { TLS_KEY, TLS_CERT, HTTP2 } = process.env;
const http2 = HTTP2 === '1' || HTTP2 === 'true';
if ((TLS_KEY === undefined) !== (TLS_CERT === undefined)) {
  console.error('TLS_KEY and TLS_CERT go together: set both (PEM file paths) or neither');
  process.exit(2);
}
const tls =
  TLS_KEY === undefined || TLS_CERT === undefined
    ? undefined
    : { key: readFileSync(TLS_KEY), cert: readFileSync(TLS_CERT) };

let server: AnyServer;
if (tls === undefined && !http2) {
  const plain = createBlogApp().listen(port, () => {
    const { port: bound } = plain.address() as AddressInfo;
    console.log(`Blog service on http://localhost:${bound} (GET /api/blogs, GET /api/blogs/:id)`);
  });
  server = plain;
} else {
  const options: ServerOptions = { ...(tls === undefined ? {} : { tls }), http2 };
  server = baton.createServer(createBlogApp(), options);
  server.listen(port, () => {
    const { port: bound } = server.address() as AddressInfo;
    const scheme = tls === undefined ? 'http' : 'https';
    const protocol = http2 ? (tls === undefined ? 'HTTP/2 cleartext (h2c)' : 'HTTP/2 and HTTP/1.1') : 'HTTPS';
    console.log(`Blog service on ${scheme}://localhost:${bound} over ${protocol} (GET /api/blogs, GET /api/blogs/:id)`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // In-flight requests finish (up to 10 s); idle keep-alive connections and HTTP/2 sessions close.
    void baton.shutdown(server, { timeout: 10_000 }).then(() => process.exit(0));
  });
}
