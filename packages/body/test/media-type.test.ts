import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTypeMatcher, hasBody, parseMediaType } from '../src/media-type.js';

function req(headers: Record<string, string>): IncomingMessage {
  return { headers } as IncomingMessage;
}

describe('parseMediaType', () => {
  it('lower-cases the essence and reads a (quoted) charset', () => {
    expect(parseMediaType('Application/JSON')).toEqual({ essence: 'application/json', charset: undefined });
    expect(parseMediaType('text/plain; format=flowed; Charset="UTF-8"')).toEqual({
      essence: 'text/plain',
      charset: 'utf-8',
    });
    expect(parseMediaType('text/plain;charset=latin1')).toEqual({ essence: 'text/plain', charset: 'latin1' });
  });

  it.each(['json', '/json', 'application/', 'app lication/json', 'a/b/c', ''])('rejects %j', (header) => {
    expect(parseMediaType(header)).toBeUndefined();
  });
});

describe('hasBody', () => {
  it('is true for Transfer-Encoding or a numeric Content-Length (even 0)', () => {
    expect(hasBody(req({ 'transfer-encoding': 'chunked' }))).toBe(true);
    expect(hasBody(req({ 'content-length': '0' }))).toBe(true);
    expect(hasBody(req({}))).toBe(false);
    expect(hasBody(req({ 'content-length': 'abc' }))).toBe(false);
  });
});

describe('compileTypeMatcher', () => {
  const cases: Array<[string | string[], string, boolean]> = [
    ['application/json', 'application/json; charset=utf-8', true],
    ['application/json', 'application/jsonx', false],
    ['json', 'application/json', true],
    ['urlencoded', 'application/x-www-form-urlencoded', true],
    ['*/json', 'text/json', true],
    ['text/*', 'text/html', true],
    ['text/*', 'image/png', false],
    ['*/*', 'anything/here', true],
    ['+json', 'application/ld+json', true],
    ['+json', 'application/json', false],
    ['application/*+json', 'application/vnd.api+json', true],
    ['application/*+json', 'text/vnd.api+json', false],
    [['image/png', 'txt'], 'text/plain', true],
    ['nonsense-ext', 'application/octet-stream', false],
  ];
  it.each(cases)('%j against %j is %s', (type, header, expected) => {
    expect(compileTypeMatcher(type)(req({ 'content-type': header }), parseMediaType(header))).toBe(expected);
  });

  it('is false without a Content-Type', () => {
    expect(compileTypeMatcher('*/*')(req({}), undefined)).toBe(false);
  });

  it('agrees with type-is (body-parser) on generated types', async () => {
    const { default: typeis } = await import('type-is');
    const token = fc.constantFrom(
      'application',
      'text',
      'json',
      'vnd.api+json',
      'ld+json',
      'plain',
      'x-www-form-urlencoded',
    );
    const expected = fc.oneof(
      fc
        .tuple(fc.oneof(token, fc.constant('*')), fc.oneof(token, fc.constant('*'), fc.constant('*+json')))
        .map(([a, b]) => `${a}/${b}`),
      // Shorthands resolve through mime-types as in type-is, including names outside the usual few.
      fc.constantFrom('+json', 'json', 'urlencoded', 'txt', 'html', 'form', 'text', 'yaml', 'ics', 'wasm', 'nope'),
    );
    const actual = fc
      .tuple(
        fc.constantFrom('application', 'text'),
        fc.constantFrom(...['json', 'plain', 'yaml', 'calendar', 'wasm', 'x-www-form-urlencoded', 'vnd.api+json']),
        fc.constantFrom('', '; charset=utf-8'),
      )
      .map(([a, b, p]) => `${a}/${b}${p}`);
    fc.assert(
      fc.property(fc.array(expected, { minLength: 1, maxLength: 3 }), actual, (types, header) => {
        const request = { headers: { 'content-type': header, 'content-length': '1' } } as unknown as IncomingMessage;
        const matched = compileTypeMatcher(types)(request, parseMediaType(header));
        expect(matched).toBe(Boolean(typeis(request, types)));
      }),
    );
  });
});
