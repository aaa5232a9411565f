import { request } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeUrl } from '../src/response/encode-url.js';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.location()', () => {
  it('sets Location, encoding what a URL cannot carry', async () => {
    const { origin } = await start((_req, res) => res.location('/caf\u00e9 menu?q=<x>&r=%20ok').end());
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBe('/caf%C3%A9%20menu?q=%3Cx%3E&r=%20ok');
  });

  it("treats 'back' as a plain relative URL, as Express 5 does (never the attacker-settable Referer)", async () => {
    const { origin } = await start((_req, res) => res.location('back').end());
    const res = await request(`${origin}/`, { headers: { referer: 'http://evil.example/' } });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBe('back');
  });

  it('never lets CR/LF into the header', async () => {
    const { origin } = await start((_req, res) => res.location('/a\r\nSet-Cookie: x=1').end());
    const res = await request(`${origin}/`);
    expect(res.headers.location).toBe('/a%0D%0ASet-Cookie:%20x=1');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('encodeUrl()', () => {
  it('leaves valid escapes and reserved characters alone', () => {
    expect(encodeUrl("http://a.b/c?d=e&f=g#h!$'()*+,;:@[]~|^\\")).toBe("http://a.b/c?d=e&f=g#h!$'()*+,;:@[]~|^\\");
    expect(encodeUrl('/%41%e9')).toBe('/%41%e9');
  });

  it('encodes stray percent signs, quotes, controls and non-ASCII', () => {
    expect(encodeUrl('/100%')).toBe('/100%25');
    expect(encodeUrl('/%zz%4')).toBe('/%25zz%254');
    expect(encodeUrl('/"`{}<> \t\u007f')).toBe('/%22%60%7B%7D%3C%3E%20%09%7F');
    expect(encodeUrl('/\u{1f600}')).toBe('/%F0%9F%98%80');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(encodeUrl('/\ud800x')).toBe('/%EF%BF%BDx');
    expect(encodeUrl('/\udc00')).toBe('/%EF%BF%BD');
    expect(encodeUrl('/\ud83d')).toBe('/%EF%BF%BD');
  });

  it('is idempotent and yields only header-safe ASCII (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (input) => {
        const once = encodeUrl(input);
        expect(once).toMatch(/^[\x21-\x7e]*$/);
        expect(encodeUrl(once)).toBe(once);
      }),
    );
  });
});
