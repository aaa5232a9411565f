import { describe, expect, it } from 'vitest';
import { problemIssues } from '../src/problem-issues.js';

describe('problemIssues()', () => {
  it('takes keys and { key } segments, escapes ~ and / in the JSON Pointer, names symbols', () => {
    expect(
      problemIssues('body', [
        { message: 'Required', path: [{ key: 'a/b' }, 0, 'c~d'] },
        { message: 'Bad', path: [Symbol('secret')] },
        { message: 'Root' },
      ]),
    ).toEqual([
      { in: 'body', path: ['a/b', 0, 'c~d'], pointer: '/a~1b/0/c~0d', message: 'Required' },
      { in: 'body', path: ['secret'], pointer: '/secret', message: 'Bad' },
      { in: 'body', path: [], pointer: '', message: 'Root' },
    ]);
  });

  it('copies an Array subclass path into a plain array', () => {
    class TaggedPath extends Array<string> {
      readonly cache = { internal: true };
    }
    const path = TaggedPath.from(['x']) as TaggedPath;
    const [issue] = problemIssues('query', [{ message: 'm', path }]);
    expect(Array.isArray(issue?.path)).toBe(true);
    expect(Object.getPrototypeOf(issue?.path)).toBe(Array.prototype);
    expect(JSON.stringify(issue)).toBe('{"in":"query","path":["x"],"pointer":"/x","message":"m"}');
  });
});
