import type { StandardIssue } from '@batonjs/http';
import type { ProblemIssue, RequestPart } from './errors.js';

/** RFC 6901: `~` and `/` in a key are escaped so that the pointer splits back into the same keys. */
function pointerOf(path: ReadonlyArray<string | number>): string {
  return path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * A validator's issues as the problem body lists them. Path segments may be keys or `{ key }`
 * objects (Standard Schema allows both); symbol keys cannot travel in JSON and become their
 * description.
 *
 * @example
 * problemIssues('body', [{ message: 'Required', path: [{ key: 'title' }] }]);
 * // [{ in: 'body', path: ['title'], pointer: '/title', message: 'Required' }]
 */
export function problemIssues(part: RequestPart, issues: ReadonlyArray<StandardIssue>): ProblemIssue[] {
  return issues.map((issue) => {
    // Array.from, not .map: a validator's path may be an Array subclass (ArkType's ReadonlyPath)
    // whose species would carry its extra fields into the problem.
    const path = Array.from(issue.path ?? [], (segment) => {
      const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
      return typeof key === 'number' ? key : typeof key === 'symbol' ? (key.description ?? '') : String(key);
    });
    return { in: part, path, pointer: pointerOf(path), message: String(issue.message) };
  });
}
