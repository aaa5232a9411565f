import { describe, expect, it } from 'vitest';
import { defineErrors, type ErrorCatalogue } from '../src/index.js';

const catalogue = {
  BATON_TEST_NOT_FOUND: { status: 404, message: 'Nothing here' },
  BATON_TEST_BROKEN: { status: 500, message: 'It broke' },
} as const satisfies ErrorCatalogue;

class TestError extends defineErrors('TestError', catalogue) {}
class TestTypeError extends defineErrors('TestTypeError', catalogue, TypeError) {}

describe('defineErrors', () => {
  it('gives each error its code, the catalogue status mirrored as statusCode, and expose below 500', () => {
    const notFound = new TestError('BATON_TEST_NOT_FOUND');
    expect(notFound).toBeInstanceOf(Error);
    expect(notFound).toBeInstanceOf(TestError);
    expect(notFound.name).toBe('TestError');
    expect(notFound.message).toBe('Nothing here');
    expect([notFound.code, notFound.status, notFound.statusCode, notFound.expose]).toEqual([
      'BATON_TEST_NOT_FOUND',
      404,
      404,
      true,
    ]);
    const broken = new TestError('BATON_TEST_BROKEN', 'the disk is gone');
    expect([broken.message, broken.status, broken.expose]).toEqual(['the disk is gone', 500, false]);
  });

  it('names the class and the stack after the package error', () => {
    expect(TestError.name).toBe('TestError');
    expect(new TestError('BATON_TEST_BROKEN').stack?.split('\n')[0]).toBe('TestError: It broke');
    expect(String(new TestError('BATON_TEST_NOT_FOUND', 'gone'))).toBe('TestError: gone');
  });

  it('keeps the fields as own enumerable properties, as the classes it replaces had', () => {
    expect(Object.keys(new TestError('BATON_TEST_NOT_FOUND'))).toEqual([
      'code',
      'status',
      'statusCode',
      'expose',
      'name',
    ]);
  });

  it('takes a cause and a per-error status', () => {
    const cause = new Error('root');
    const err = new TestError('BATON_TEST_BROKEN', undefined, { cause, status: 503 });
    expect(err.cause).toBe(cause);
    expect([err.status, err.statusCode, err.expose]).toEqual([503, 503, false]);
    expect('cause' in new TestError('BATON_TEST_BROKEN')).toBe(false);
  });

  it('can derive from TypeError so callers that catch TypeErrors keep working', () => {
    const err = new TestTypeError('BATON_TEST_NOT_FOUND');
    expect(err).toBeInstanceOf(TypeError);
    expect(err.name).toBe('TestTypeError');
  });

  it('lets a package extend the class with fields of its own', () => {
    class WithHeaders extends defineErrors('WithHeaders', catalogue) {
      readonly headers: Readonly<Record<string, string>>;
      constructor(code: keyof typeof catalogue, headers: Readonly<Record<string, string>>) {
        super(code);
        this.headers = headers;
      }
    }
    const err = new WithHeaders('BATON_TEST_NOT_FOUND', { 'Content-Range': 'bytes */10' });
    expect(err.headers).toEqual({ 'Content-Range': 'bytes */10' });
    expect(err.status).toBe(404);
  });
});
