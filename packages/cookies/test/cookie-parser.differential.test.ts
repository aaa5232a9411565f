import type { IncomingMessage, ServerResponse } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import referenceCookieParser from 'cookie-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieRequestFields, cookieParser, sign } from '../src/index.js';

type Parsed = IncomingMessage & Partial<CookieRequestFields>;
type Snapshot = { cookies: unknown; signedCookies: unknown; secret: unknown };

const secrets = ['current', 'previous'];
const ours = cookieParser(secrets);
const theirs = referenceCookieParser(secrets) as unknown as (
  req: Parsed,
  res: ServerResponse,
  next: () => void,
) => void;

function snapshot(req: Parsed): Snapshot {
  return { cookies: { ...req.cookies }, signedCookies: { ...req.signedCookies }, secret: req.secret ?? null };
}

let srv: TestServer;
beforeAll(async () => {
  // Runs cookie-parser and then ours on the same request and answers with what each produced.
  srv = await serve((req: Parsed, res) => {
    theirs(req, res, () => {
      const reference = snapshot(req);
      delete req.cookies;
      delete req.signedCookies;
      delete req.secret;
      ours(req, res, () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ reference, ours: snapshot(req) }));
      });
    });
  });
});
afterAll(() => srv.close());

async function both(cookie: string | undefined): Promise<{ reference: Snapshot; ours: Snapshot }> {
  const res = await request(`${srv.origin}/`, cookie === undefined ? {} : { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.json();
}

const enc = encodeURIComponent;
const headers: Array<string | undefined> = [
  undefined,
  'a=1',
  'a=1; b=2; c=3',
  'a=1;b=2;c=3',
  ' a = 1 ; b\t=\t2 ',
  'a="quoted"; b=""; c="in"side"',
  'dup=1; dup=2; dup=3',
  'flag; a=1; ;; b=2;',
  'no-equals',
  '=x; =y',
  'a=',
  'a=b=c',
  'a=%20%3B; b=%E0%A4%A; c=%; d=%zz; e=%C3%A9',
  `j=${enc('j:{"a":[1,2,{"b":null}]}')}; bad=${enc('j:{nope')}; zero=j%3A0; nul=j%3Anull`,
  `s1=${enc(`s:${sign('alice', 'current')}`)}; s2=${enc(`s:${sign('bob', 'previous')}`)}`,
  `forged=${enc(`s:${sign('admin', 'attacker')}`)}; truncated=s%3Aabc; nodot=s%3A`,
  `sj=${enc(`s:${sign('j:{"id":1}', 'current')}`)}`,
  'constructor=c; toString=t; hasOwnProperty=h',
  Array.from({ length: 800 }, (_, i) => `k${i}=v${i}`).join('; '),
];

describe('cookieParser against cookie-parser 1.4', () => {
  it.each(headers.map((header) => [header]))('agrees on %j', async (header) => {
    const { reference, ours: mine } = await both(header);
    expect(mine).toEqual(reference);
  });

  it.each(['__proto__=x; q="; a=1', 'q="a; r=a"; s=""; t=" a "', 'q= "x" ; __proto__=%7B%7D'])(
    'agrees on __proto__ and quote edge cases: %j',
    async (header) => {
      const { reference, ours: mine } = await both(header);
      expect(mine).toEqual(reference);
    },
  );
});
