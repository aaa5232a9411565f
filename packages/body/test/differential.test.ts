import { gzipSync } from 'node:zlib';
import * as baton from '@batonjs/body';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import bodyParser from 'body-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parserApp, type Reply } from './helpers.js';

// The same parsers, configured the same way, from body-parser 2 and from us.
type Factories = {
  json: (o?: object) => unknown;
  urlencoded: (o?: object) => unknown;
  text: (o?: object) => unknown;
  raw: (o?: object) => unknown;
};
function stack(f: Factories): baton.BodyParserMiddleware[] {
  return [
    f.json({ type: ['application/json', '+json'] }),
    f.json({ type: 'application/x-lax', strict: false }),
    f.urlencoded(),
    f.urlencoded({ type: 'application/x-extended', extended: true, parameterLimit: 10, depth: 3 }),
    f.text({ limit: 64 }),
    f.raw(),
  ] as baton.BodyParserMiddleware[];
}

let ours: TestServer;
let theirs: TestServer;
beforeAll(async () => {
  ours = await serve(parserApp(stack(baton)));
  theirs = await serve(parserApp(stack(bodyParser as unknown as Factories)));
});
afterAll(async () => {
  await ours.close();
  await theirs.close();
});

type Case = [contentType: string, body: string | Buffer, headers?: Record<string, string>];
const FORM = 'application/x-www-form-urlencoded';
const EXT = 'application/x-extended';

const cases: Case[] = [
  ['application/json', '{"a":1,"b":[true,null,"x"]}'],
  ['application/json', '[1,2]'],
  ['application/json', ''],
  ['application/json', ' '],
  ['application/json', 'true'],
  ['application/json', '  \n "x"'],
  ['application/json', '{"a":1'],
  ['application/json', '{"a":1}x'],
  ['application/json', 'nul'],
  ['application/json', '{"__proto__":{"x":1}}'],
  ['application/json', '\u00ef\u00bb\u00bf{"bom":1}'],
  ['application/json; charset=latin1', '{}'],
  ['application/json; charset=utf-16le', Buffer.from('{"u":"ü"}', 'utf16le')],
  ['application/vnd.api+json', '{"suffix":1}'],
  ['application/json', gzipSync('{"gz":1}'), { 'content-encoding': 'gzip' }],
  ['application/json', '{}', { 'content-encoding': 'bogus' }],
  ['application/json', gzipSync('x'.repeat(200_000)), { 'content-encoding': 'gzip' }],
  ['application/json', `{"big":"${'x'.repeat(110_000)}"}`],
  ['application/x-lax', '42'],
  ['application/x-lax', '"str"'],
  ['application/x-lax', 'nope'],
  [FORM, 'a=1&a=2&b+c=d%20e&f&g[h]=i&&'],
  [FORM, 'a=%zz&b=%E2%9C%93'],
  [FORM, '__proto__=1&constructor=2&prototype=3&hasOwnProperty=4'],
  [`${FORM}; charset=iso-8859-1`, 'a=%E9'],
  [`${FORM}; charset=utf-16`, 'a=1'],
  [FORM, ''],
  [EXT, 'a[b][c]=1&a[b][d]=2'],
  [EXT, 'a[]=1&a[]=2'],
  [EXT, 'a[1]=b&a[3]=c'],
  [EXT, 'a[0]=b&a[x]=c'],
  [EXT, 'a=1&a[b]=2'],
  [EXT, 'a[b]=2&a=1'],
  [EXT, 'a[][b]=1'],
  [EXT, 'a[0][b]=1&a[0][c]=2'],
  [EXT, 'a[b]=1&a[b]=2'],
  [EXT, 'a[]=1&a[b]=2'],
  [EXT, 'a[b=c]=d'],
  [EXT, 'a[b]c=1'],
  [EXT, 'a[b][c][d]=1'],
  [EXT, 'a[b][c][d][e]=1'],
  [EXT, 'a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&j=10&k=11'],
  [EXT, '__proto__[x]=1&constructor[prototype][y]=2'],
  ['text/plain', 'héllo'],
  ['text/plain; charset=iso-8859-1', Buffer.from('café', 'latin1')],
  ['text/plain; charset=bogus', 'x'],
  ['text/plain', 'x'.repeat(65)],
  ['application/octet-stream', Buffer.from([0, 1, 2, 255])],
  ['application/octet-stream', ''],
  ['image/png', 'not parsed'],
];

async function send(origin: string, [contentType, body, headers]: Case) {
  const res = await request(origin, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
  const reply = res.json<Reply>();
  return {
    status: res.status,
    defined: reply.defined,
    body: reply.body,
    buffer: reply.buffer,
    type: reply.error?.type,
    message: reply.error?.message,
    name: reply.error?.name,
  };
}

describe('differential: body-parser 2 and @batonjs/body answer the same', () => {
  it.each(cases.map((c, i) => [i, c[0], String(c[1]).slice(0, 40), c] as const))(
    '#%i %s %j',
    async (_i, _type, _preview, c) => {
      const [a, b] = [await send(ours.origin, c), await send(theirs.origin, c)];
      expect(a).toEqual(b);
    },
  );
});
