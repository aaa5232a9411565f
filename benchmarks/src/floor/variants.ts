import type { ServerResponse } from 'node:http';
import { hello } from '../http/scenarios/payloads.js';

const contentType = 'application/json; charset=utf-8';

// The three ways of writing the headers; the variants combine them with deferral and Date.
function sendObject(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': contentType });
  res.end(JSON.stringify(hello));
}

function sendFlatArray(res: ServerResponse): void {
  const body = JSON.stringify(hello);
  res.writeHead(200, ['content-type', contentType, 'content-length', String(Buffer.byteLength(body))]);
  res.end(body);
}

function sendSetHeader(res: ServerResponse): void {
  res.setHeader('content-type', contentType);
  res.end(JSON.stringify(hello));
}

// Express's four response headers for the hello document, with a fixed tag: the two variants
// below price node's header store against one writeHead, without the hash.
const poweredBy = 'Baton';
const fixedTag = 'W/"11-IkjuL6CqqtmReFMfkkvwC0sKj04"';

/** What res.json does with node's header store: each header set, and read back where Express reads it. */
function sendExpressHeaders(res: ServerResponse): void {
  res.setHeader('X-Powered-By', poweredBy);
  const body = JSON.stringify(hello);
  if (res.getHeader('Content-Type') === undefined) res.setHeader('Content-Type', contentType);
  if (res.getHeader('ETag') === undefined) res.setHeader('ETag', fixedTag);
  if (res.getHeader('Transfer-Encoding') === undefined) res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The same four headers, given to node once in writeHead: what a header store of Baton's own could reach. */
function sendExpressHeadersArray(res: ServerResponse): void {
  const body = JSON.stringify(hello);
  res.writeHead(200, [
    'X-Powered-By',
    poweredBy,
    'Content-Type',
    contentType,
    'ETag',
    fixedTag,
    'Content-Length',
    String(Buffer.byteLength(body)),
  ]);
  res.end(body);
}

/** One way to write the hello-world JSON response with node:http alone. */
export interface RawVariant {
  readonly name: string;
  /** What the variant does differently, for the report. */
  readonly description: string;
  /** Answers with `{"hello":"world"}`, serialising it per request as every framework does. */
  readonly send: (res: ServerResponse) => void;
  /** Run the handler in `setImmediate` instead of inside the parser's 'request' event. */
  readonly deferred?: boolean;
  /** Leave out the Date header (`res.sendDate = false`); not what an HTTP/1.1 server may do. */
  readonly noDate?: boolean;
}

/**
 * The response path of node:http written the ways people write it, so the cheapest one is known:
 * the "floor" under every framework. The first is the yardstick the scenarios call raw node:http.
 *
 * @example
 * const floor = rawVariants.find((variant) => variant.name === 'flat-array');
 */
export const rawVariants: readonly RawVariant[] = [
  {
    name: 'object',
    description: "writeHead(200, { 'content-type' }), end(string): the scenarios' raw node:http (chunked)",
    send: sendObject,
  },
  {
    name: 'object-length',
    description: "writeHead(200, { 'content-type', 'content-length' }), end(string)",
    send: (res) => {
      const body = JSON.stringify(hello);
      res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
  },
  {
    name: 'flat-array',
    description: "writeHead(200, ['content-type', …, 'content-length', n]), end(string)",
    send: sendFlatArray,
  },
  {
    name: 'set-header',
    description: "setHeader('content-type'), end(string): node adds Content-Length (restana's path)",
    send: sendSetHeader,
  },
  {
    name: 'set-header-buffer',
    description: "setHeader('content-type'), end(Buffer.from(string))",
    send: (res) => {
      res.setHeader('content-type', contentType);
      res.end(Buffer.from(JSON.stringify(hello)));
    },
  },
  {
    name: 'object-deferred',
    description: 'object, in setImmediate (restana defers every request so by default)',
    deferred: true,
    send: sendObject,
  },
  {
    name: 'set-header-deferred',
    description: 'set-header, in setImmediate: what restana does around its router',
    deferred: true,
    send: sendSetHeader,
  },
  {
    name: 'express-headers',
    description:
      "Express's four headers (X-Powered-By, Content-Type, a fixed ETag, Content-Length) by setHeader, with res.send's three getHeader, deferred",
    deferred: true,
    send: sendExpressHeaders,
  },
  {
    name: 'express-headers-array',
    description: 'the same four headers in one writeHead(200, [...]), deferred',
    deferred: true,
    send: sendExpressHeadersArray,
  },
  {
    name: 'flat-array-no-date',
    description: 'flat-array with res.sendDate = false (no Date header: a lower bound only)',
    noDate: true,
    send: sendFlatArray,
  },
];

/**
 * The variant called `name`; throws with the known names otherwise.
 *
 * @example
 * const variant = rawVariantNamed('flat-array');
 */
export function rawVariantNamed(name: string): RawVariant {
  const variant = rawVariants.find((candidate) => candidate.name === name);
  if (variant === undefined)
    throw new Error(`no raw variant "${name}"; known: ${rawVariants.map((v) => v.name).join(', ')}`);
  return variant;
}
