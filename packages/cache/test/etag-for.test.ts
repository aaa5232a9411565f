import etag from 'etag';
import { describe, expect, it } from 'vitest';
import { etagFor, parseEntityTag } from '../src/index.js';

describe('etagFor', () => {
  it('gives the same strong tag as the etag package (and so as res.send)', () => {
    const body = JSON.stringify({ id: 1, name: 'Ada' });
    expect(etagFor(body)).toBe(etag(body));
    expect(etagFor(Buffer.from(body))).toBe(etagFor(body));
    expect(etagFor(body)).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
  });

  it('agrees with the etag package for any string, strong and weak', () => {
    for (const body of ['', 'a', 'é€😀', '{"jsonrpc":"2.0","result":[1,2],"id":null}', 'x'.repeat(70_000)]) {
      expect(etagFor(body)).toBe(etag(body));
      expect(etagFor(body, { weak: true })).toBe(etag(body, { weak: true }));
    }
  });

  it('gives a weak tag on request', () => {
    expect(etagFor('x', { weak: true })).toBe(`W/${etagFor('x')}`);
  });

  it('changes with the content and is a valid entity-tag for empty and large bodies', () => {
    expect(etagFor('a')).not.toBe(etagFor('b'));
    for (const body of ['', 'é', 'x'.repeat(1_000_000)]) {
      expect(parseEntityTag(etagFor(body))).toBeDefined();
    }
  });
});
