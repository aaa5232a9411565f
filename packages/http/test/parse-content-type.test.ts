import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { parseContentType } from '../src/index.js';

describe('parseContentType()', () => {
  it('lower-cases type and subtype and keeps parameter values as written', () => {
    const media = parseContentType('Application/JSON; Charset=UTF-8; profile=Basic');
    expect(media).toMatchObject({ type: 'application', subtype: 'json', essence: 'application/json' });
    expect({ ...media?.params }).toEqual({ charset: 'UTF-8', profile: 'Basic' });
  });

  it('unescapes quoted-strings, which may hold ";" and "="', () => {
    const media = parseContentType('text/plain; a="x;y=\\"z\\""; b=2');
    expect({ ...media?.params }).toEqual({ a: 'x;y="z"', b: '2' });
  });

  it('keeps the first of a repeated parameter and skips ones without a name or "="', () => {
    const media = parseContentType('text/plain; charset=utf-8; charset=latin1; =x; lone; ;');
    expect({ ...media?.params }).toEqual({ charset: 'utf-8' });
  });

  it('shares one empty, null-prototype params object when there are none', () => {
    const a = parseContentType('text/plain');
    const b = parseContentType('application/json ');
    expect(a?.params).toBe(b?.params);
    expect(Object.getPrototypeOf(a?.params)).toBeNull();
    expect(b?.essence).toBe('application/json');
  });

  it('refuses what is not type/subtype of tokens', () => {
    for (const bad of [
      '',
      'json',
      '/json',
      'application/',
      'text /plain',
      'a/b/c',
      'text/pl ain; x=1',
      'tex"t/plain',
    ]) {
      expect(parseContentType(bad)).toBeUndefined();
    }
  });

  it('drops an unclosed quoted-string and what follows it, as content-type 2 (body-parser, Express 5.3) does', () => {
    expect({ ...parseContentType('text/plain; a=1; b="open; c=2')?.params }).toEqual({ a: '1' });
    expect({ ...parseContentType('text/plain; a="open')?.params }).toEqual({});
  });

  it('costs time linear in the header length', () => {
    assertLinearCost(
      (header) => parseContentType(`text/plain;${header}`),
      fuzzText(['"', '\\', ';', '=', 'a', ' '], 6),
    );
  });
});
