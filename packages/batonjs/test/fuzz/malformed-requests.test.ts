import type { AddressInfo } from 'node:net';
import { rawRequest, request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyServer, createServer, shutdown } from '../../src/index.js';
import { fullApp } from './full-app.js';

const H = 'Host: x\r\n';
const J = 'Content-Type: application/json\r\n';
const C = 'Connection: close\r\n';

/**
 * Requests no well-behaved client sends, and what each must get: a status, or `null` when the
 * server rightly waits for the rest of an incomplete request (the client gives up first).
 */
const corpus: ReadonlyArray<readonly [name: string, bytes: string, status: number | null, contains?: string]> = [
  // Request smuggling shapes: both framings, or a framing two parsers could read differently.
  [
    'Content-Length with Transfer-Encoding',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
  ],
  [
    'Transfer-Encoding with Content-Length',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n`,
    400,
  ],
  [
    'two different Content-Lengths',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello!`,
    400,
  ],
  [
    'two equal Content-Lengths',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 5\r\nContent-Length: 5\r\n\r\nhello`,
    400,
  ],
  ['a Content-Length list', `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 5, 5\r\n\r\nhello`, 400],
  [
    'Transfer-Encoding not ending in chunked',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n`,
    400,
  ],
  ['Transfer-Encoding: gzip alone', `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: gzip\r\n\r\nabc`, 400],
  [
    'Transfer-Encoding: xchunked',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: xchunked\r\n\r\n0\r\n\r\n`,
    400,
  ],
  [
    'a space before the colon of Transfer-Encoding',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding : chunked\r\n\r\n0\r\n\r\n`,
    400,
  ],
  ['obs-fold', `GET /health HTTP/1.1\r\n${H}X-Foo: a\r\n b\r\n${C}\r\n`, 400],
  // Chunked bodies.
  [
    'a chunk size that is not hex',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    400,
  ],
  [
    'a chunk size that overflows',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\nabc\r\n`,
    400,
  ],
  [
    'a chunk without its CRLF',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked\r\n\r\n7\r\n{"a":1}XX0\r\n\r\n`,
    400,
  ],
  [
    'a chunk extension (valid)',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Transfer-Encoding: chunked\r\n${C}\r\n7;ext="a"\r\n{"a":1}\r\n0\r\n\r\n`,
    200,
    '{"body":{"a":1}}',
  ],
  // Request line and header syntax.
  ['a bare method', 'GET\r\n\r\n', 400],
  ['a lower-case method', `get /health HTTP/1.1\r\n${H}${C}\r\n`, 400],
  ['an unknown method', `BREW /health HTTP/1.1\r\n${H}${C}\r\n`, 400],
  ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
  ['HTTP/3.0', `GET /health HTTP/3.0\r\n${H}\r\n`, 400],
  ['a malformed version', `GET /health HTTP/1.x\r\n${H}\r\n`, 400],
  ['bare LF line ends', `GET /health HTTP/1.1\n${H.replace('\r', '')}Connection: close\n\n`, 400],
  ['a CR inside a header value', `GET /health HTTP/1.1\r\n${H}X-A: a\rb\r\n${C}\r\n`, 400],
  ['a space before a colon', `GET /health HTTP/1.1\r\nHost : x\r\n${C}\r\n`, 400],
  ['an incomplete HTTP/0.9-style line', 'GET /health\r\n', null],
  // NUL bytes.
  ['NUL in a header value', `GET /health HTTP/1.1\r\n${H}X-A: a\u0000b\r\n${C}\r\n`, 400],
  ['NUL in the request target', `GET /hea\u0000lth HTTP/1.1\r\n${H}${C}\r\n`, 400],
  ['an encoded NUL in a static path', `GET /static/hello.txt%00.png HTTP/1.1\r\n${H}${C}\r\n`, 404],
  // Percent-encoding.
  ['bad percent-encoding in a route parameter', `GET /api/users/%zz HTTP/1.1\r\n${H}${C}\r\n`, 400],
  ['bad percent-encoding in a static path', `GET /static/%E0%A4%A HTTP/1.1\r\n${H}${C}\r\n`, 404],
  ['encoded traversal in a static path', `GET /static/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\n${H}${C}\r\n`, 404],
  // Sizes.
  ['a 20 KB header', `GET /health HTTP/1.1\r\n${H}X-Big: ${'a'.repeat(20_000)}\r\n${C}\r\n`, 431],
  ['a 9,000-byte target', `GET /${'a'.repeat(9000)} HTTP/1.1\r\n${H}${C}\r\n`, 414],
  [
    'a JSON body over the limit',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 2000\r\n${C}\r\n${'x'.repeat(2000)}`,
    413,
  ],
  [
    'a Content-Length that lies (the body never comes)',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 100\r\n\r\n{"a":1}`,
    408,
  ],
  // Host, CONNECT.
  ['two Host headers', `GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n${C}\r\n`, 400],
  ['a Host that is a path', `GET /health HTTP/1.1\r\nHost: ../../etc/passwd\r\n${C}\r\n`, 400],
  ['no Host', `GET /health HTTP/1.1\r\n${C}\r\n`, 400],
  ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 501],
  // Bodies and cookies the parsers must survive.
  ['truncated JSON', `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 5\r\n${C}\r\n{"a":`, 400],
  [
    'JSON with __proto__',
    `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 28\r\n${C}\r\n{"__proto__":{"polluted":1}}`,
    200,
  ],
  [
    'garbage cookies',
    `GET /api/users/1 HTTP/1.1\r\n${H}Cookie: ;;=;a=%zz;s=s:x.y;j=j:{bad;__proto__=1\r\n${C}\r\n`,
    200,
    '"a":"%zz"',
  ],
  ['an unknown Expect', `POST /api/echo HTTP/1.1\r\n${H}Expect: bogus\r\nContent-Length: 0\r\n${C}\r\n`, 417],
  // GraphQL.
  [
    'a truncated GraphQL body (baton.json() reads it first)',
    `POST /graphql HTTP/1.1\r\n${H}${J}Content-Length: 9\r\n${C}\r\n{"query":`,
    400,
    '{"error":',
  ],
  [
    'introspection in production',
    `GET /graphql?query=%7B__schema%7Btypes%7Bname%7D%7D%7D HTTP/1.1\r\n${H}${C}\r\n`,
    200,
    'BATON_GRAPHQL_INTROSPECTION_DISABLED',
  ],
  [
    'a GraphQL query nested 200 deep',
    `GET /graphql?query=${'%7Ba'.repeat(200)} HTTP/1.1\r\n${H}${C}\r\n`,
    200,
    'Syntax Error',
  ],
];

function statusOf(reply: string): number | null {
  const m = /^HTTP\/1\.1 (\d{3}) /.exec(reply);
  return m === null ? null : Number(m[1]);
}

describe('a corpus of malformed requests against a full app in production mode', () => {
  let server: AnyServer;
  let port: number;
  let origin: string;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server = createServer(fullApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await shutdown(server, { timeout: 200 });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers each as expected, all at once, and keeps serving', async () => {
    const replies = await Promise.all(
      corpus.map(([, bytes, status]) => rawRequest(port, bytes, status === null ? 500 : 3000)),
    );
    const seen = corpus.map(([name], i) => [name, statusOf(replies[i] as string)]);
    expect(seen).toEqual(corpus.map(([name, , status]) => [name, status]));
    corpus.forEach(([name, , , contains], i) => {
      if (contains !== undefined) expect(`${name}: ${replies[i]}`).toContain(contains);
      // One answer per connection: nothing smuggled in behind it.
      expect(`${name}: ${(replies[i] as string).split('HTTP/1.1 ').length - 1}`).toBe(
        `${name}: ${statusOf(replies[i] as string) === null ? 0 : 1}`,
      );
    });
    const health = await request(`${origin}/health`);
    expect(health.status).toBe(200);
    expect(health.text).toBe('ok');
  });

  it('a request smuggled behind a CL+TE one is never answered', async () => {
    const reply = await rawRequest(
      port,
      `POST /api/echo HTTP/1.1\r\n${H}${J}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /health HTTP/1.1\r\n${H}\r\n`,
    );
    expect(statusOf(reply)).toBe(400);
    expect(reply).not.toContain('HTTP/1.1 200');
    expect((await request(`${origin}/health`)).status).toBe(200);
  });
});
