// The same handlers on Express 5 and on Baton's response prototype must answer alike: status,
// headers (minus per-connection ones) and body. Deliberate differences are listed in
// docs/express-differences.md.
import type { RequestListener } from 'node:http';
import { request, serve, type TestRequestOptions, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Response } from '../src/index.js';
import { createApp } from '../src/index.js';

type Handler = (res: Response) => void;

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const IGNORED = new Set(['date', 'connection', 'keep-alive', 'x-powered-by']);

function comparable(headers: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (!IGNORED.has(key))
      out[key] = key === 'set-cookie' ? String(value).replace(/Expires=[^;]+/g, 'Expires=*') : value;
  }
  return out;
}

/** The same error handler on both apps: what an error carries, as the client can see it. */
function errorHandler(err: unknown, _req: unknown, res: Response, _next: unknown): void {
  const e = err as { status?: number; name?: string; message?: string; expose?: boolean; types?: unknown };
  res.status(e.status ?? 500).json({ name: e.name, message: e.message, expose: e.expose, types: e.types });
}

async function both(handler: Handler, path = '/', options: TestRequestOptions = {}) {
  const app = express();
  app.use((_req, res) => handler(res as unknown as Response));
  app.use(errorHandler as unknown as express.ErrorRequestHandler);
  const batonApp = createApp();
  batonApp.use((_req: unknown, res: Response) => handler(res));
  batonApp.use(errorHandler);
  const theirs = await serve(app as unknown as RequestListener);
  const ours = await serve(batonApp as unknown as RequestListener);
  servers.push(theirs, ours);
  const [a, b] = await Promise.all([request(theirs.origin + path, options), request(ours.origin + path, options)]);
  return {
    express: { status: a.status, headers: comparable(a.headers), body: a.text },
    baton: { status: b.status, headers: comparable(b.headers), body: b.text },
  };
}

/**
 * res.format with canonical MIME types (and extensions) as keys: q-values, wildcards, the
 * Content-Type (with the chosen type's charset) and `default` instead of a 406.
 */
function formatCases(): [string, Handler, TestRequestOptions][] {
  const canonical = (res: Response) =>
    res.format({
      'application/json': () => res.send({ as: 'json' }),
      'text/html': () => res.send('<p>html</p>'),
      'text/plain; charset=iso-8859-1': () => res.send('plain'),
      'image/svg+xml': () => res.send('<svg/>'),
    });
  const withDefault = (res: Response) =>
    res.format({
      'application/json': () => res.json({ as: 'json' }),
      html: () => res.send('<p>html</p>'),
      default: () => res.status(200).send('default'),
    });
  const withoutDefault = (res: Response) =>
    res.format({ 'application/json': () => res.json(1), txt: () => res.send('t') });
  const accepts = [
    'text/html;q=0.5, application/json',
    'application/json;q=0.1, text/html;q=0.9',
    'text/*',
    'text/*;q=0.2, */*;q=0.1, application/json;q=0.3',
    '*/*',
    'image/*',
    'text/plain',
    'application/xml, text/html;q=0',
    'application/json;q=0',
    'image/png',
    '',
    'application/*',
    'text/html, application/json',
    'application/json, text/html',
    '*/*;q=0.8, text/html',
    'text/html;level=1, text/plain;q=0.9',
    'TEXT/HTML',
    'text/plain;charset=iso-8859-1',
    'image/svg+xml;q=1, */*;q=1',
  ];
  return [
    ...accepts.map((accept): [string, Handler, TestRequestOptions] => [
      `format canonical keys, Accept: ${accept}`,
      canonical,
      { headers: { accept } },
    ]),
    ...accepts.map((accept): [string, Handler, TestRequestOptions] => [
      `format with default, Accept: ${accept}`,
      withDefault,
      { headers: { accept } },
    ]),
    ['format without Accept', canonical, {}],
    ['format without a match and no default', withoutDefault, { headers: { accept: 'image/png' } }],
  ];
}

const cases: [string, Handler, TestRequestOptions?][] = [
  ['send(string)', (res) => res.send('<b>hi</b> caf\u00e9')],
  ['send(Buffer)', (res) => res.send(Buffer.from('bytes'))],
  ['send(object)', (res) => res.send({ a: [1, 2], b: null })],
  ['send(number)', (res) => res.send(42)],
  ['send(null)', (res) => res.send(null)],
  ['send() typed text', (res) => res.type('txt').send('plain')],
  ['send() with charset replaced', (res) => res.set('Content-Type', 'text/plain; charset=latin1').send('x')],
  ['json', (res) => res.status(201).json({ ok: true })],
  ['json(undefined)', (res) => res.json(undefined)],
  ['sendStatus(404)', (res) => res.sendStatus(404)],
  ['sendStatus(204)', (res) => res.sendStatus(204)],
  ['status(205).send', (res) => res.status(205).send('reset')],
  ['redirect text', (res) => res.redirect('/caf\u00e9 x?a=<b>')],
  ['redirect 301 text', (res) => res.redirect(301, 'https://example.com/%zz')],
  ['redirect unacceptable', (res) => res.redirect('/x'), { headers: { accept: 'image/png' } }],
  ...['/caf\u00e9 x?a=<b>&c="d"', 'https://example.com/%zz', "javascript:alert('x')", '//evil.example/'].flatMap(
    (url): [string, Handler, TestRequestOptions][] => [
      [`redirect html ${url}`, (res) => res.redirect(url), { headers: { accept: 'text/html' } }],
      [`redirect 301 html ${url}`, (res) => res.redirect(301, url), { headers: { accept: 'text/html,*/*' } }],
      [
        `redirect 307 html HEAD ${url}`,
        (res) => res.redirect(307, url),
        { method: 'HEAD', headers: { accept: 'text/html' } },
      ],
    ],
  ),
  ['location', (res) => res.location('/a b\r\n').end()],
  ['links', (res) => res.links({ next: '/2', pages: ['/1', '/2'] }).end()],
  ['vary', (res) => res.vary('Origin').vary(['accept', 'Origin']).end()],
  ['append', (res) => res.append('X-A', '1').append('X-A', ['2', '3']).end()],
  ['type(ext)', (res) => res.type('png').end()],
  ['type(unknown)', (res) => res.type('nope-nope').end()],
  ['attachment', (res) => res.attachment('docs/report "2024".pdf').end()],
  ['cookie', (res) => res.cookie('a', 'b c', { maxAge: 60_000, httpOnly: true }).cookie('o', { x: 1 }).end()],
  ['clearCookie', (res) => res.clearCookie('sid', { path: '/p', maxAge: 5 }).end()],
  [
    'format html',
    (res) => res.format({ text: () => res.send('t'), html: () => res.send('<h>') }),
    { headers: { accept: 'text/html' } },
  ],
  [
    'format default',
    (res) => res.format({ json: () => res.send('j'), default: () => res.send('d') }),
    { headers: { accept: 'image/gif' } },
  ],
  [
    '304 from If-None-Match',
    (res) => res.send('fresh'),
    { headers: { 'if-none-match': 'W/"5-oQ+Dk5ZWPYF1DfW7SvT3zIjR6Bg"' } },
  ],
  ['HEAD', (res) => res.send('head body'), { method: 'HEAD' }],
  ...formatCases(),
  // res.vary without a field throws the vary package's TypeError, which the error handler shows.
  ['vary()', (res) => res.vary(undefined as never).end()],
  ["vary('')", (res) => res.vary('').end()],
  // res.attachment names as the content-disposition package writes them: tokens bare, `?` for
  // every non-ASCII character in the ASCII fallback, filename* for the real name.
  ...[
    'plain.txt',
    'with space.txt',
    'r\u00e9sum\u00e9.pdf',
    '\u65e5\u672c\u8a9e.txt',
    '\u{1f600}.png',
    "l'\u00e9t\u00e9 (v2).txt",
    'a%20b.txt',
    'x#$&+^`|.txt',
    'na\u00efve #1.txt',
    'a\r\nSet-Cookie: x.txt',
    'dir/sub/',
    '',
  ].map((name): [string, Handler] => [`attachment(${JSON.stringify(name)})`, (res) => res.attachment(name).end()]),
  // Every method gets res.send's ETag; only GET and HEAD may turn into a 304.
  ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND'].map((method): [string, Handler, TestRequestOptions] => [
    `ETag for ${method}, no 304`,
    (res) => res.send(`sent for ${method}`),
    { method: method as NonNullable<TestRequestOptions['method']>, headers: { 'if-none-match': '*' } },
  ]),
  ['ETag for POST json', (res) => res.status(201).json({ created: 1 }), { method: 'POST' }],
  ['304 for HEAD', (res) => res.send('fresh'), { method: 'HEAD', headers: { 'if-none-match': '*' } }],
];

describe('Express 5 and Baton answer alike', () => {
  it.each(cases)('%s', async (_name, handler, options) => {
    const { express: theirs, baton: ours } = await both(handler, '/', options ?? {});
    expect(ours).toEqual(theirs);
  });
});
