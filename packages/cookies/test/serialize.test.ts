import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieError, parse, type SerializeOptions, serialize } from '../src/index.js';

function thrown(run: () => unknown): CookieError {
  try {
    run();
  } catch (err) {
    if (err instanceof CookieError) return err;
    throw err;
  }
  throw new Error('expected a CookieError');
}

describe('serialize', () => {
  it('writes name=value, percent-encoding the value', () => {
    expect(serialize('greeting', 'hello world; bye')).toBe('greeting=hello%20world%3B%20bye');
    expect(serialize('empty', '')).toBe('empty=');
  });

  it('writes every attribute in the cookie package order', () => {
    const options: SerializeOptions = {
      maxAge: 3600.9,
      domain: '.example.com',
      path: '/app',
      expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
      httpOnly: true,
      secure: true,
      partitioned: true,
      priority: 'high',
      sameSite: 'lax',
    };
    expect(serialize('sid', 'abc', options)).toBe(
      'sid=abc; Max-Age=3600; Domain=.example.com; Path=/app; Expires=Wed, 02 Jan 2030 03:04:05 GMT; ' +
        'HttpOnly; Secure; Partitioned; Priority=High; SameSite=Lax',
    );
  });

  it('maps sameSite and priority values, case-insensitively', () => {
    expect(serialize('a', 'b', { sameSite: true })).toBe('a=b; SameSite=Strict');
    expect(serialize('a', 'b', { sameSite: false })).toBe('a=b');
    expect(serialize('a', 'b', { sameSite: 'strict' })).toBe('a=b; SameSite=Strict');
    expect(serialize('a', 'b', { sameSite: 'none' })).toBe('a=b; SameSite=None');
    expect(serialize('a', 'b', { sameSite: 'Lax' as 'lax' })).toBe('a=b; SameSite=Lax');
    expect(serialize('a', 'b', { priority: 'low' })).toBe('a=b; Priority=Low');
    expect(serialize('a', 'b', { priority: 'MEDIUM' as 'medium' })).toBe('a=b; Priority=Medium');
  });

  it('writes zero and negative Max-Age (expire now) and omits false and empty attributes', () => {
    expect(serialize('a', 'b', { maxAge: 0 })).toBe('a=b; Max-Age=0');
    expect(serialize('a', 'b', { maxAge: -1.5 })).toBe('a=b; Max-Age=-2');
    expect(serialize('a', 'b', { httpOnly: false, secure: false, partitioned: false, domain: '', path: '' })).toBe(
      'a=b',
    );
  });

  it('uses a custom encoder and accepts a quoted value', () => {
    expect(serialize('a', 'x y', { encode: (value) => value.replace(' ', '+') })).toBe('a=x+y');
    expect(serialize('a', '"quoted"', { encode: (value) => value })).toBe('a="quoted"');
  });

  const invalid: Array<[string, () => unknown, string]> = [
    ['a name with a space', () => serialize('bad name', 'v'), 'BATON_COOKIE_INVALID_NAME'],
    ['a name with "="', () => serialize('a=b', 'v'), 'BATON_COOKIE_INVALID_NAME'],
    ['an empty name', () => serialize('', 'v'), 'BATON_COOKIE_INVALID_NAME'],
    ['a non-ASCII name', () => serialize('café', 'v'), 'BATON_COOKIE_INVALID_NAME'],
    ['a value with ";"', () => serialize('a', 'x;y', { encode: (v) => v }), 'BATON_COOKIE_INVALID_VALUE'],
    ['a value with a space', () => serialize('a', 'x y', { encode: (v) => v }), 'BATON_COOKIE_INVALID_VALUE'],
    [
      'a value with CRLF',
      () => serialize('a', 'x\r\nSet-Cookie: b=c', { encode: (v) => v }),
      'BATON_COOKIE_INVALID_VALUE',
    ],
    ['a lone surrogate the encoder cannot encode', () => serialize('a', 'x\uD800'), 'BATON_COOKIE_INVALID_VALUE'],
    [
      'an encoder that throws',
      () =>
        serialize('a', 'v', {
          encode: () => {
            throw new Error('no');
          },
        }),
      'BATON_COOKIE_INVALID_VALUE',
    ],
    [
      'an encoder returning a non-string',
      () => serialize('a', 'v', { encode: () => 1 as unknown as string }),
      'BATON_COOKIE_INVALID_VALUE',
    ],
    [
      'an encoder that is not a function',
      () => serialize('a', 'v', { encode: 'x' as unknown as () => string }),
      'BATON_COOKIE_INVALID_ENCODER',
    ],
    ['maxAge NaN', () => serialize('a', 'v', { maxAge: Number.NaN }), 'BATON_COOKIE_INVALID_MAX_AGE'],
    [
      'maxAge Infinity',
      () => serialize('a', 'v', { maxAge: Number.POSITIVE_INFINITY }),
      'BATON_COOKIE_INVALID_MAX_AGE',
    ],
    [
      'maxAge a word',
      () => serialize('a', 'v', { maxAge: 'soon' as unknown as number }),
      'BATON_COOKIE_INVALID_MAX_AGE',
    ],
    ['a domain with a path', () => serialize('a', 'v', { domain: 'example.com/evil' }), 'BATON_COOKIE_INVALID_DOMAIN'],
    ['a domain with ";"', () => serialize('a', 'v', { domain: 'example.com; Secure' }), 'BATON_COOKIE_INVALID_DOMAIN'],
    [
      'a domain label starting with "-"',
      () => serialize('a', 'v', { domain: '-a.com' }),
      'BATON_COOKIE_INVALID_DOMAIN',
    ],
    ['an empty domain label', () => serialize('a', 'v', { domain: 'a..com' }), 'BATON_COOKIE_INVALID_DOMAIN'],
    [
      'a 64-character label',
      () => serialize('a', 'v', { domain: `${'x'.repeat(64)}.com` }),
      'BATON_COOKIE_INVALID_DOMAIN',
    ],
    ['a path with ";"', () => serialize('a', 'v', { path: '/a; Domain=evil.com' }), 'BATON_COOKIE_INVALID_PATH'],
    ['a path with a newline', () => serialize('a', 'v', { path: '/a\nb' }), 'BATON_COOKIE_INVALID_PATH'],
    ['an invalid Date', () => serialize('a', 'v', { expires: new Date(Number.NaN) }), 'BATON_COOKIE_INVALID_EXPIRES'],
    [
      'expires not a Date',
      () => serialize('a', 'v', { expires: 'tomorrow' as unknown as Date }),
      'BATON_COOKIE_INVALID_EXPIRES',
    ],
    ['sameSite unknown', () => serialize('a', 'v', { sameSite: 'loose' as 'lax' }), 'BATON_COOKIE_INVALID_SAME_SITE'],
    ['priority unknown', () => serialize('a', 'v', { priority: 'urgent' as 'high' }), 'BATON_COOKIE_INVALID_PRIORITY'],
  ];

  it.each(invalid)('rejects %s with a coded TypeError', (_label, run, code) => {
    const err = thrown(run);
    expect(err).toBeInstanceOf(TypeError);
    expect(err.code).toBe(code);
    expect(err.status).toBe(500);
    expect(err.statusCode).toBe(500);
    expect(err.expose).toBe(false);
  });

  it('round-trips through parse for any token name and any string value', () => {
    // parse leaves a cookie named __proto__ out, as cookie-parser does (fast-check likes to try it).
    const name = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,16}$/).filter((n) => n !== '__proto__');
    fc.assert(
      fc.property(name, fc.string({ maxLength: 40 }), (cookieName, value) => {
        const header = serialize(cookieName, value, { path: '/', httpOnly: true });
        const pair = header.slice(0, header.indexOf(';'));
        expect(parse(pair)[cookieName]).toBe(value);
      }),
    );
  });

  it('accepts a cookie of exactly 4096 bytes and rejects one byte more', () => {
    const fits = serialize('a', 'x'.repeat(4094));
    expect(fits).toHaveLength(4096);
    const err = thrown(() => serialize('a', 'x'.repeat(4095)));
    expect(err.code).toBe('BATON_COOKIE_TOO_LARGE');
    expect(err.status).toBe(500);
    expect(err.message).toContain('4097 bytes');
  });

  it('counts the attributes and the encoded size towards the 4096-byte limit', () => {
    expect(thrown(() => serialize('a', 'x'.repeat(4090), { path: '/long' })).code).toBe('BATON_COOKIE_TOO_LARGE');
    // 1,400 characters of "é" are 8,400 bytes once percent-encoded.
    expect(thrown(() => serialize('a', 'é'.repeat(1400))).code).toBe('BATON_COOKIE_TOO_LARGE');
  });
});
