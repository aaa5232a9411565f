import { describe, expect, it } from 'vitest';
import { isConditional, isFresh, isPreconditionFailure, isRangeFresh } from '../src/conditional.js';

const v = { etag: 'W/"c-1"', lastModified: 'Tue, 02 Jan 2024 03:04:05 GMT' };
const earlier = 'Tue, 02 Jan 2024 03:00:00 GMT';
const later = 'Tue, 02 Jan 2024 04:00:00 GMT';

describe('conditional', () => {
  it('isConditional sees any validator header', () => {
    expect(isConditional({})).toBe(false);
    expect(isConditional({ range: 'bytes=0-1' })).toBe(false);
    for (const name of ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since']) {
      expect(isConditional({ [name]: 'x' })).toBe(true);
    }
  });

  it.each([
    [{ 'if-match': '*' }, false],
    [{ 'if-match': 'W/"c-1"' }, false],
    [{ 'if-match': '"c-1"' }, false],
    [{ 'if-match': '"a", W/"c-1"' }, false],
    [{ 'if-match': '"other"' }, true],
    [{ 'if-unmodified-since': later }, false],
    [{ 'if-unmodified-since': v.lastModified }, false],
    [{ 'if-unmodified-since': earlier }, true],
    [{ 'if-unmodified-since': 'garbage' }, false],
    [{ 'if-match': '*', 'if-unmodified-since': earlier }, false],
  ])('isPreconditionFailure(%j) is %s', (headers, expected) => {
    expect(isPreconditionFailure(headers, v)).toBe(expected);
  });

  it('If-Match fails without an ETag, even for *', () => {
    expect(isPreconditionFailure({ 'if-match': '*' }, { etag: undefined, lastModified: undefined })).toBe(true);
  });

  it.each([
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': '"c-1"' }, true],
    [{ 'if-none-match': '"x"', 'if-modified-since': later }, false],
    [{ 'if-modified-since': later }, true],
    [{ 'if-modified-since': earlier }, false],
    [{ 'if-none-match': '*', 'cache-control': 'no-cache' }, false],
  ])('isFresh(%j) is %s', (headers, expected) => {
    expect(isFresh(headers, v)).toBe(expected);
  });

  it.each([
    [undefined, true],
    ['W/"c-1"', true],
    ['"c-1"', false],
    [v.lastModified, true],
    [later, true],
    [earlier, false],
    ['garbage', false],
  ])('isRangeFresh(%j) is %s', (ifRange, expected) => {
    expect(isRangeFresh(ifRange, v)).toBe(expected);
  });
});
