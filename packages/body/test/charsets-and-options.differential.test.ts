// UTF-16 JSON and text in either byte order, a small compressed body over the limit sent the way
// supertest sends it (chunked, ended a little later), and urlencoded's parameterLimit checks: the
// same requests and options given to body-parser 2 and to us must come out alike.
import { gzipSync } from 'node:zlib';
import * as baton from '@batonjs/body';
import { request } from '@batonjs/test-utils';
import bodyParser from 'body-parser';
import { describe, expect, it } from 'vitest';
import { parserApp, type Reply, rawConversation, useServers } from './helpers.js';

type Factory = (options?: object) => baton.BodyParserMiddleware;
type Factories = Record<'json' | 'text' | 'urlencoded', Factory>;
const theirs = bodyParser as unknown as Factories;
const ours = baton as unknown as Factories;

const start = useServers();

async function post(parser: baton.BodyParserMiddleware, contentType: string, body: string | Buffer) {
  const srv = await start(parserApp([parser]));
  const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': contentType }, body });
  const reply = res.json<Reply>();
  return { status: res.status, body: reply.body, type: reply.error?.type, message: reply.error?.message };
}

function utf16(text: string, order: 'le' | 'be', bom: boolean): Buffer {
  const le = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le');
  return order === 'le' ? le : Buffer.from(le).swap16();
}

describe('UTF-16 bodies', () => {
  const bodies = (['le', 'be'] as const).flatMap((order) =>
    [false, true].map(
      (bom) => [`${order}${bom ? ' with BOM' : ''}`, utf16('{"u":"\u00fc\u20ac"}', order, bom)] as const,
    ),
  );
  const rows = ['utf-16', 'UTF-16', 'utf-16le', 'utf-16be'].flatMap((charset) =>
    bodies.flatMap(([name, body]) => [false, true].map((verify) => [charset, name, verify, body] as const)),
  );

  it.each(rows)('json charset=%s, %s, verify %s', async (charset, _name, verify, body) => {
    const options = verify ? { verify: () => undefined } : {};
    const contentType = `application/json; charset=${charset}`;
    const [a, b] = [
      await post(ours.json(options), contentType, body),
      await post(theirs.json(options), contentType, body),
    ];
    expect(a).toEqual(b);
  });

  it.each(bodies)('text charset=utf-16, %s', async (_name, body) => {
    const contentType = 'text/plain; charset=utf-16';
    const [a, b] = [await post(ours.text(), contentType, body), await post(theirs.text(), contentType, body)];
    expect(a).toEqual(b);
    expect(a.body).toBe('{"u":"\u00fc\u20ac"}');
  });
});

describe('a small compressed body over the limit, chunked and ended later', () => {
  // What supertest does: the body is written at once, the request ended when the test asks for
  // the answer. body-parser answers 413 once the request is complete, on a connection kept alive.
  async function converse(parser: baton.BodyParserMiddleware, contentType: string) {
    const srv = await start(parserApp([parser]));
    const gz = gzipSync('.'.repeat(2048));
    const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = Buffer.concat([Buffer.from(`${head}${gz.length.toString(16)}\r\n`), gz, Buffer.from('\r\n')]);
    const raw = await rawConversation(srv.port, [chunk, '0\r\n\r\n'], 100, 1500);
    const [statusLine = ''] = raw.split('\r\n');
    return {
      statusLine,
      closes: /\r\nconnection: close\r\n/i.test(raw),
      type: /"type":"([^"]+)"/.exec(raw)?.[1],
    };
  }

  it.each([
    ['text', 'text/plain'],
    ['json', 'application/json'],
    ['urlencoded', 'application/x-www-form-urlencoded'],
  ] as const)('%s({ limit: "1kb" })', async (kind, contentType) => {
    const a = await converse(ours[kind]({ limit: '1kb' }), contentType);
    const b = await converse(theirs[kind]({ limit: '1kb' }), contentType);
    expect(a).toEqual(b);
    expect(a).toEqual({ statusLine: 'HTTP/1.1 413 Payload Too Large', closes: false, type: 'entity.too.large' });
  });
});

describe('urlencoded parameterLimit', () => {
  function setup(factories: Factories, value: unknown): string {
    try {
      factories.urlencoded({ parameterLimit: value });
      return 'accepted';
    } catch (err) {
      return `${(err as Error).constructor.name}: ${(err as Error).message}`;
    }
  }

  it.each([['10'], [10], ['2.9'], [null], ['ten'], [''], [-1], [0], ['0'], [1.5], [Number.POSITIVE_INFINITY], [true]])(
    'parameterLimit %j at setup',
    (value) => {
      expect(setup(ours, value)).toBe(setup(theirs, value));
    },
  );

  it.each([['2'], ['2.9'], [2.5], ['3']])('parameterLimit %j applied to a three-parameter body', async (value) => {
    const form = 'application/x-www-form-urlencoded';
    const body = 'a=1&b=2&c=3';
    const options = { parameterLimit: value };
    const [a, b] = [
      await post(ours.urlencoded(options), form, body),
      await post(theirs.urlencoded(options), form, body),
    ];
    expect(a).toEqual(b);
  });
});
