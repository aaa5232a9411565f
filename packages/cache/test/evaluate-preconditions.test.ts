import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type CurrentRepresentation, evaluatePreconditions, parseEntityTag } from '../src/index.js';

const NOW = Date.UTC(2025, 0, 10);
const MODIFIED = Date.UTC(2025, 0, 5);
const BEFORE = 'Sat, 04 Jan 2025 00:00:00 GMT';
const AFTER = 'Mon, 06 Jan 2025 00:00:00 GMT';
const current: CurrentRepresentation = { etag: parseEntityTag('"v1"'), lastModified: MODIFIED, exists: true };

function evaluate(method: string, headers: Record<string, string>, representation = current): string {
  return evaluatePreconditions({ method, headers } as IncomingMessage, representation, NOW);
}

describe('evaluatePreconditions (RFC 9110 §13.2.2 order)', () => {
  it('proceeds without conditional headers', () => {
    expect(evaluate('GET', {})).toBe('proceed');
    expect(evaluate('PUT', {})).toBe('proceed');
  });

  it('step 1: a failing If-Match fails before anything else is looked at', () => {
    expect(evaluate('GET', { 'if-match': '"v0"', 'if-none-match': '"v1"' })).toBe('failed');
    expect(evaluate('PUT', { 'if-match': '"v0"', 'if-unmodified-since': AFTER })).toBe('failed');
  });

  it('step 2: If-Unmodified-Since only without If-Match', () => {
    expect(evaluate('PUT', { 'if-unmodified-since': BEFORE })).toBe('failed');
    expect(evaluate('PUT', { 'if-unmodified-since': AFTER })).toBe('proceed');
    expect(evaluate('PUT', { 'if-match': '"v1"', 'if-unmodified-since': BEFORE })).toBe('proceed');
  });

  it('step 3: a matching If-None-Match is not-modified for GET/HEAD and failed otherwise', () => {
    expect(evaluate('GET', { 'if-none-match': 'W/"v1"' })).toBe('not-modified');
    expect(evaluate('HEAD', { 'if-none-match': '*' })).toBe('not-modified');
    expect(evaluate('DELETE', { 'if-none-match': '"v1"' })).toBe('failed');
    expect(evaluate('PUT', { 'if-none-match': '*' }, { ...current, exists: false })).toBe('proceed');
  });

  it('step 4: If-Modified-Since only for GET/HEAD and only without If-None-Match', () => {
    expect(evaluate('GET', { 'if-modified-since': AFTER })).toBe('not-modified');
    expect(evaluate('GET', { 'if-modified-since': BEFORE })).toBe('proceed');
    expect(evaluate('POST', { 'if-modified-since': AFTER })).toBe('proceed');
    expect(evaluate('GET', { 'if-none-match': '"v0"', 'if-modified-since': AFTER })).toBe('proceed');
  });

  it('ignores dates it cannot trust and validators the resource lacks', () => {
    expect(evaluate('GET', { 'if-modified-since': 'Sat, 11 Jan 2025 00:00:00 GMT' })).toBe('proceed');
    expect(evaluate('GET', { 'if-modified-since': 'garbage' })).toBe('proceed');
    const noValidators = { etag: undefined, lastModified: undefined, exists: true };
    expect(evaluate('GET', { 'if-modified-since': AFTER }, noValidators)).toBe('proceed');
    expect(evaluate('GET', { 'if-none-match': '"v1"' }, noValidators)).toBe('proceed');
    expect(evaluate('PUT', { 'if-unmodified-since': BEFORE }, noValidators)).toBe('proceed');
    expect(evaluate('PUT', { 'if-match': '"v1"' }, noValidators)).toBe('failed');
  });
});
