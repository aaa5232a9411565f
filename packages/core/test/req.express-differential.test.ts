// Sends the same requests to an Express 5 app and to Baton's request helpers, each answering with
// what its `req` reports, and compares status and body. Cases stay inside documented behaviour
// (docs/request.md lists where Baton deliberately differs).

import type { Request } from '@batonjs/core';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReqSettings, serveReq } from './req.harness.js';

type Probe = (req: Request) => unknown;

/** Every member at once, as plain JSON. */
const report: Probe = (req) => ({
  accepts: req.accepts('html', 'json', 'text/plain'),
  acceptsList: req.accepts(),
  encodings: req.acceptsEncodings('gzip', 'br', 'identity'),
  charsets: req.acceptsCharsets('utf-8', 'iso-8859-1'),
  languages: req.acceptsLanguages('en', 'fr', 'de-DE'),
  languagesList: req.acceptsLanguages(),
  is: req.is('json', 'text/*', 'urlencoded'),
  protocol: req.protocol,
  secure: req.secure,
  host: req.host ?? null,
  hostname: req.hostname ?? null,
  ip: req.ip ?? null,
  ips: req.ips,
  subdomains: req.subdomains,
  path: req.path,
  query: { ...req.query },
  fresh: req.fresh,
  stale: req.stale,
  xhr: req.xhr,
  range: req.range(500) ?? null,
  referrer: req.get('Referrer') ?? null,
});

const settingsList: ReqSettings[] = [
  {},
  { 'trust proxy': true },
  { 'trust proxy': 'loopback' },
  { 'trust proxy': 1 },
  { 'trust proxy': '10.0.0.0/8, loopback', 'subdomain offset': 3 },
  { 'query parser': 'extended' },
  // A parser of the app's own sees what Express gives it: null when there is no query string.
  { 'query parser': (raw: string | null) => ({ raw, type: typeof raw }) },
];

const requests: { path: string; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string }[] = [
  { path: '/', headers: {} },
  { path: '/a/b?x=1&x=2&y=%20z+w', headers: { accept: 'text/html;q=0.5, application/json' } },
  { path: '/?user[name]=ada&user[tags][]=a&user[tags][]=b', headers: { accept: 'text/*, */*;q=0.1' } },
  {
    path: '/p',
    headers: {
      'accept-encoding': 'br;q=0.9, gzip',
      'accept-charset': 'iso-8859-1, utf-8;q=0.5',
      'accept-language': 'fr-CA, en;q=0.4',
      'x-forwarded-for': '203.0.113.9, 10.1.1.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.tobi.example.com:8443',
      host: 'internal.example.org:3000',
      referer: 'http://ref.example/',
    },
  },
  {
    path: '/upload',
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-requested-with': 'XMLHttpRequest' },
    body: '{}',
  },
  { path: '/form', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
  { path: '/r', headers: { range: 'bytes=0-9,-5', 'if-none-match': '"x"', host: 'a.b.c.example.com' } },
  { path: '/r', headers: { range: 'bytes=900-', 'accept-language': 'de, *;q=0.5', 'accept-encoding': '*;q=0' } },
  { path: '/v6', headers: { host: '[::ffff:192.0.2.7]:8080' } },
  { path: '/v6', headers: { host: '[2001:db8::1]' } },
  // Odd weights, read with parseFloat as negotiator reads them.
  {
    path: '/q',
    headers: {
      accept: 'application/json;q=0.5abc, text/html;q=2, text/plain;q=abc',
      'accept-encoding': 'gzip;q=1.5, br;q=0.9x, identity;q=-1',
      'accept-charset': 'utf-8;q=.5, iso-8859-1;q=1e0',
      'accept-language': 'en;q=0.1, fr;q=3, de;q=',
    },
  },
];

describe('req agrees with Express 5', () => {
  const servers: [TestServer, TestServer][] = [];
  beforeAll(async () => {
    for (const settings of settingsList) {
      const app = express();
      for (const [name, value] of Object.entries(settings)) app.set(name, value);
      app.use((req, res) => {
        res.end(JSON.stringify(report(req as unknown as Request)));
      });
      servers.push([await serve(app), await serveReq(report, settings)]);
    }
  });
  afterAll(async () => {
    for (const pair of servers) for (const srv of pair) await srv.close();
  });

  const describeSettings = (settings: ReqSettings) =>
    JSON.stringify(settings, (_key, value: unknown) => (typeof value === 'function' ? 'a function' : value));
  it.each(settingsList.map((settings, i) => [describeSettings(settings), i]))('with settings %s', async (_name, i) => {
    const [theirs, ours] = servers[i as number] as [TestServer, TestServer];
    for (const r of requests) {
      // A fixed Host, since the two servers listen on different ports.
      const headers = { host: 'www.example.test:8080', ...r.headers };
      const options = { method: r.method ?? 'GET', headers, ...(r.body === undefined ? {} : { body: r.body }) };
      const [a, b] = await Promise.all([
        request(theirs.origin + r.path, options),
        request(ours.origin + r.path, options),
      ]);
      expect(b.status).toBe(a.status);
      expect({ path: r.path, ...b.json<object>() }).toEqual({ path: r.path, ...a.json<object>() });
    }
  });
});
