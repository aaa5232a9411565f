// Baton's own response header store against node's, call for call: the same scripts of header
// operations run on a plain node:http (or node:http2 compatibility) response and on a Baton
// response; every result and error, and what reaches the client, must be the same.
import { createServer as createHttp1Server, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server, type Http2Server, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { type AnyServer, createApp, createServer, shutdown } from '@batonjs/core';
import { rawRequest } from '@batonjs/test-utils';
import fc from 'fast-check';
import { H2CClient, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeaderOp, headerScript, type Outcome, runScript } from './helpers/header-script.js';

/** The script the next request runs, and what each side recorded. */
let script: readonly HeaderOp[] = [];
const recorded: { node?: Outcome[]; baton?: Outcome[] } = {};

function bind(server: Server | Http2Server | AnyServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function batonApp() {
  const app = createApp();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    recorded.baton = runScript(res, script);
  });
  return app;
}

/** The head and body as bytes on the wire, with the Date header's value masked. */
const wire = (text: string): string => text.replace(/^Date: .*$/im, 'Date: <masked>');

describe('header store over HTTP/1.1: Baton against node:http', () => {
  let nodeServer: Server;
  let batonServer: AnyServer;
  let nodePort = 0;
  let batonPort = 0;
  beforeAll(async () => {
    nodeServer = createHttp1Server((_req: IncomingMessage, res: ServerResponse) => {
      recorded.node = runScript(res, script);
    });
    batonServer = createServer(batonApp());
    nodePort = await bind(nodeServer);
    batonPort = await bind(batonServer);
  });
  afterAll(async () => {
    nodeServer.close();
    await shutdown(batonServer, { timeout: 200 });
  });

  async function both(ops: readonly HeaderOp[]) {
    script = ops;
    const ask = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
    // A response that cannot complete (a lying Content-Length) is read until the timeout.
    const nodeWire = wire(await rawRequest(nodePort, ask, 400));
    const batonWire = wire(await rawRequest(batonPort, ask, 400));
    return { node: { outcomes: recorded.node, wire: nodeWire }, baton: { outcomes: recorded.baton, wire: batonWire } };
  }

  const cases: [string, HeaderOp[]][] = [
    [
      'set, read back, list',
      [
        ['setHeader', 'X-A', '1'],
        ['setHeader', 'x-a', '2'],
        ['getHeader', 'X-a'],
        ['getHeaders'],
        ['getHeaderNames'],
        ['getRawHeaderNames'],
        ['hasHeader', 'x-A'],
      ],
    ],
    [
      'array values and Set-Cookie',
      [
        ['setHeader', 'Set-Cookie', ['a=1', 'b=2']],
        ['appendHeader', 'set-cookie', 'c=3'],
        ['appendHeader', 'X-L', ['1', '2']],
        ['appendHeader', 'x-l', '3'],
        ['getHeaders'],
      ],
    ],
    [
      'numeric names are listed first, as node lists object keys',
      [
        ['setHeader', 'B', '1'],
        ['setHeader', '20', 'x'],
        ['setHeader', '3', 'y'],
        ['getHeaderNames'],
        ['getRawHeaderNames'],
        ['getHeaders'],
      ],
    ],
    [
      'writeHead merges an object over the stored headers',
      [
        ['setHeader', 'X-A', '1'],
        ['setHeader', 'Content-Type', 'text/plain'],
        ['writeHead', 201, { 'x-a': '2', 'X-B': '3' }],
        ['getHeaders'],
        ['headersSent'],
      ],
    ],
    [
      'writeHead merges a flat array, later pairs win',
      [
        ['setHeader', 'X-A', '1'],
        ['writeHead', 200, 'Fine', ['X-A', '2', 'x-a', '3', 'X-C', '4']],
        ['getHeader', 'x-a'],
      ],
    ],
    [
      'writeHead with tuples and stored headers throws on the odd length',
      [['setHeader', 'X-A', '1'], ['writeHead', 200, [['X-B', '1']]], ['headersSent']],
    ],
    [
      'writeHead with tuples and nothing stored sends them',
      [
        [
          'writeHead',
          200,
          [
            ['X-B', '1'],
            ['X-C', '2'],
          ],
        ],
        ['getHeaders'],
      ],
    ],
    [
      'writeHead with headers only, nothing stored: sent, not stored',
      [['writeHead', 200, { 'X-Only': '1' }], ['getHeader', 'x-only'], ['getHeaders']],
    ],
    [
      'invalid status codes',
      [
        ['setHeader', 'X-A', '1'],
        ['writeHead', 99],
        ['writeHead', 1000, { a: '1' }],
        ['writeHead', 299],
      ],
    ],
    [
      'invalid status message after a merge',
      [['setHeader', 'X-A', '1'], ['writeHead', 200, 'bad\nreason', { 'X-B': '1' }], ['getHeaders']],
    ],
    [
      'removed Content-Length and Transfer-Encoding stay removed',
      [
        ['setHeader', 'Content-Length', 4],
        ['removeHeader', 'content-length'],
        ['removeHeader', 'Transfer-Encoding'],
      ],
    ],
    [
      'removed Date is not sent',
      [
        ['removeHeader', 'Date'],
        ['setHeader', 'X-A', '1'],
      ],
    ],
    [
      'removed Connection',
      [
        ['setHeader', 'Connection', 'keep-alive'],
        ['removeHeader', 'connection'],
      ],
    ],
    ['Content-Length given by the app', [['setHeader', 'content-length', '4']]],
    [
      'Transfer-Encoding given by the app',
      [
        ['setHeader', 'Transfer-Encoding', 'chunked'],
        ['write', 'chunk'],
      ],
    ],
    [
      'invalid names and values',
      [
        ['setHeader', 'bad name', '1'],
        ['setHeader', 'X-A', 'bad\r\nvalue'],
        ['setHeader', 'X-A', undefined],
        ['setHeader', 42, '1'],
        ['appendHeader', '', '1'],
        ['setHeader', 'X-A', '\u0100'],
        ['getHeaders'],
      ],
    ],
    [
      // Values are remembered by name once accepted (header-value.ts): a different value under the
      // same name must still be checked, and a name only ever read must still be checked when set.
      'a value accepted once does not let another through under the same name',
      [
        ['setHeader', 'X-Same', 'fine'],
        ['setHeader', 'X-Same', 'fine'],
        ['setHeader', 'X-Same', 'bad\r\nvalue'],
        ['setHeader', 'X-Same', 'fine\u0100'],
        ['getHeader', 'bad name'],
        ['setHeader', 'bad name', '1'],
        ['getHeaders'],
      ],
    ],
    [
      // More than eight headers go to node as the flat array (header-list.ts), the rest through
      // node's store: both must put the same bytes on the wire.
      'nine headers, then eight',
      [
        ...Array.from({ length: 9 }, (_, i): HeaderOp => ['setHeader', `X-H${i}`, `${i}`]),
        ['removeHeader', 'x-h4'],
        ['getHeaderNames'],
      ],
    ],
    ['nine headers', Array.from({ length: 9 }, (_, i): HeaderOp => ['setHeader', `X-H${i}`, `${i}`])],
    [
      'a header named __proto__ and one named constructor',
      [['setHeader', '__proto__', 'a'], ['setHeader', 'constructor', 'b'], ['getHeader', '__proto__'], ['getHeaders']],
    ],
    [
      'non-string names to the readers',
      [
        ['getHeader', 42],
        ['hasHeader', undefined],
        ['removeHeader', 7],
      ],
    ],
    [
      'every writer after the headers went out',
      [
        ['setHeader', 'X-A', '1'],
        ['flushHeaders'],
        ['setHeader', 'X-B', '1'],
        ['appendHeader', 'X-A', '2'],
        ['removeHeader', 'X-A'],
        ['writeHead', 200],
        ['setHeaders', 'map', [['x', '1']]],
        ['getHeader', 'x-a'],
        ['getHeaders'],
        ['headersSent'],
      ],
    ],
    [
      'setHeaders with a Map and with Headers (Set-Cookie kept apart)',
      [
        [
          'setHeaders',
          'map',
          [
            ['X-M', '1'],
            ['Set-Cookie', 'a=b'],
          ],
        ],
        [
          'setHeaders',
          'headers',
          [
            ['set-cookie', 'c=d'],
            ['set-cookie', 'e=f'],
            ['x-h', '2'],
          ],
        ],
        ['getHeaders'],
      ],
    ],
    [
      'implicit headers on the first write',
      [['setHeader', 'X-A', '1'], ['write', 'chunk'], ['headersSent'], ['getHeader', 'X-A']],
    ],
    [
      'a 204 with a body written',
      [
        ['writeHead', 204, { 'X-A': '1' }],
        ['write', 'chunk'],
      ],
    ],
  ];

  it.each(cases)('%s', async (_name, ops) => {
    const { node, baton } = await both(ops);
    expect(baton.outcomes).toEqual(node.outcomes);
    expect(baton.wire).toBe(node.wire);
    expect(node.outcomes).toHaveLength(ops.length + 1);
  });

  it('random scripts give what node gives, call for call and on the wire', async () => {
    await fc.assert(
      fc.asyncProperty(headerScript(false), async (ops) => {
        const { node, baton } = await both(ops);
        expect(baton.outcomes).toEqual(node.outcomes);
        expect(baton.wire).toBe(node.wire);
      }),
      { numRuns: 150, seed: 28 },
    );
  }, 120_000);
});

describe('header store over HTTP/2 (h2c): Baton against node:http2 compatibility', () => {
  let nodeServer: Http2Server;
  let batonServer: AnyServer;
  let nodeClient: H2CClient;
  let batonClient: H2CClient;
  beforeAll(async () => {
    nodeServer = createHttp2Server((_req, res: Http2ServerResponse) => {
      recorded.node = runScript(res, script);
    });
    batonServer = createServer(batonApp(), { http2: true });
    nodeClient = new H2CClient(`http://127.0.0.1:${await bind(nodeServer)}`);
    batonClient = new H2CClient(`http://127.0.0.1:${await bind(batonServer)}`);
  });
  afterAll(async () => {
    await nodeClient.destroy();
    await batonClient.destroy();
    nodeServer.close();
    await shutdown(batonServer, { timeout: 200 });
  });

  async function fetchWith(client: H2CClient) {
    try {
      const res = await request('http://127.0.0.1/', { dispatcher: client, headersTimeout: 1000, bodyTimeout: 1000 });
      const headers = Object.entries(res.headers).filter(([name]) => name !== 'date');
      return { status: res.statusCode, headers, body: await res.body.text() };
    } catch (err) {
      return { failed: (err as { code?: unknown }).code ?? String(err) };
    }
  }

  /**
   * node's compatibility `setHeader`/`appendHeader` return undefined; Baton's return the response,
   * as on HTTP/1.1, so that `res.setHeader(...).setHeader(...)` works on every transport.
   */
  function chainable(ops: readonly HeaderOp[], outcomes: Outcome[] | undefined): Outcome[] | undefined {
    return outcomes?.map((outcome, i) => {
      const op = ops[i]?.[0];
      return (op === 'setHeader' || op === 'appendHeader') && 'ok' in outcome && outcome.ok === undefined
        ? { ok: '<res>' }
        : outcome;
    });
  }

  async function both(ops: readonly HeaderOp[]) {
    script = ops;
    const node = await fetchWith(nodeClient);
    const nodeOutcomes = chainable(ops, recorded.node);
    const baton = await fetchWith(batonClient);
    return { node, baton, nodeOutcomes, batonOutcomes: recorded.baton };
  }

  const cases: [string, HeaderOp[]][] = [
    [
      'set, read back, list',
      [
        ['setHeader', 'X-A', '1'],
        ['setHeader', 'x-a', '2'],
        ['getHeader', 'X-a'],
        ['getHeaders'],
        ['getHeaderNames'],
        ['hasHeader', 'x-A'],
      ],
    ],
    [
      'names are trimmed and lower-cased',
      [['setHeader', ' X-T ', '1'], ['getHeader', 'x-t'], ['hasHeader', ' X-T '], ['getHeaderNames']],
    ],
    [
      'arrays and appends',
      [['setHeader', 'Set-Cookie', ['a=1', 'b=2']], ['appendHeader', 'set-cookie', 'c=3'], ['getHeaders']],
    ],
    ['writeHead merges', [['setHeader', 'X-A', '1'], ['writeHead', 201, { 'x-a': '2', 'X-B': '3' }], ['getHeaders']]],
    [
      'invalid names and values',
      [
        ['setHeader', 'X-A', undefined],
        ['setHeader', 42, '1'],
        ['setHeader', ':path', '/'],
        ['setHeader', 'bad name', '1'],
      ],
    ],
    [
      'every writer after the headers went out',
      [
        ['setHeader', 'X-A', '1'],
        ['flushHeaders'],
        ['setHeader', 'X-B', '1'],
        ['removeHeader', 'X-A'],
        ['getHeader', 'x-a'],
        ['headersSent'],
      ],
    ],
  ];

  it.each(cases)('%s', async (_name, ops) => {
    const { node, baton, nodeOutcomes, batonOutcomes } = await both(ops);
    expect(batonOutcomes).toEqual(nodeOutcomes);
    expect(baton).toEqual(node);
  });

  it('random scripts give what node gives, call for call and to the client', async () => {
    await fc.assert(
      fc.asyncProperty(headerScript(true), async (ops) => {
        const { node, baton, nodeOutcomes, batonOutcomes } = await both(ops);
        expect(batonOutcomes).toEqual(nodeOutcomes);
        expect(baton).toEqual(node);
      }),
      { numRuns: 100, seed: 28 },
    );
  }, 120_000);
});
