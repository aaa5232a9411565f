import { describe, expect, it } from 'vitest';
import { pathTemplates } from '../src/openapi/path-template.js';

describe('pathTemplates()', () => {
  it('turns :params into {params}, expands optional groups in match order and keeps wildcards', () => {
    expect(pathTemplates('/authors/:id/posts/:postId')).toEqual([
      {
        template: '/authors/{id}/posts/{postId}',
        params: [
          { name: 'id', wildcard: false },
          { name: 'postId', wildcard: false },
        ],
      },
    ]);
    expect(pathTemplates('/files{/*rest}')).toEqual([
      { template: '/files/{rest}', params: [{ name: 'rest', wildcard: true }], alternative: { index: 0, of: 2 } },
      { template: '/files', params: [], alternative: { index: 1, of: 2 } },
    ]);
    expect(pathTemplates('/:a-:b.json').map((t) => t.template)).toEqual(['/{a}-{b}.json']);
    expect(pathTemplates('/:"quoted name"').map((t) => t.params)).toEqual([[{ name: 'quoted name', wildcard: false }]]);
    expect(pathTemplates('').map((t) => t.template)).toEqual(['/']);
  });

  it('a path Express would refuse is refused the same way', () => {
    expect(() => pathTemplates('/a(b)')).toThrow('Unexpected ( at index 2: /a(b)');
  });
});
