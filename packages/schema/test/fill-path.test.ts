import { describe, expect, it } from 'vitest';
import { fillPath } from '../src/client/fill-path.js';
import { ClientError } from '../src/index.js';

describe('fillPath()', () => {
  it('fills :params percent-encoded, wildcards by segment, and keeps a group only when complete', () => {
    expect(fillPath('/posts/:id', { id: 'a b/c?' })).toBe('/posts/a%20b%2Fc%3F');
    expect(fillPath('/posts/:id', { id: 7 })).toBe('/posts/7');
    expect(fillPath('/files/*rest', { rest: ['a b', 'c'] })).toBe('/files/a%20b/c');
    expect(fillPath('/files/*rest', { rest: 'x/y' })).toBe('/files/x%2Fy');
    expect(fillPath('/posts/:id{/:slug}', { id: 1 })).toBe('/posts/1');
    expect(fillPath('/posts/:id{/:slug}', { id: 1, slug: 'hello' })).toBe('/posts/1/hello');
    expect(fillPath('/a{/:b{/:c}}', { b: 'x', c: 'y' })).toBe('/a/x/y');
    expect(fillPath('/a{/:b{/:c}}', { c: 'y' })).toBe('/a');
    expect(fillPath('/:"quoted name"/x', { 'quoted name': 'v' })).toBe('/v/x');
    expect(fillPath('/literal\\:colon/:id', { id: 2 })).toBe('/literal:colon/2');
  });

  it('a missing, null or empty required parameter is a ClientError, before any request', () => {
    for (const params of [{}, { id: null }, { id: '' }]) {
      expect(() => fillPath('/posts/:id', params)).toThrow(ClientError);
    }
    expect(() => fillPath('/posts/:id', {})).toThrow('A parameter of /posts/:id is missing');
  });
});
