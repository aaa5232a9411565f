import { BODY_ERRORS, BodyError } from '@batonjs/body';
import { describe, expect, it } from 'vitest';
import { decorateError } from '../src/errors.js';

describe('error catalogue', () => {
  it('gives every code an HTTP status and a body-parser type', () => {
    for (const [code, { status, type }] of Object.entries(BODY_ERRORS)) {
      expect(code).toMatch(/^BATON_BODY_[A-Z_]+$/);
      expect(status >= 400 && status < 600).toBe(true);
      expect(type).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    }
  });

  it('BodyError mirrors status as statusCode and exposes only 4xx', () => {
    const tooLarge = new BodyError('BATON_BODY_TOO_LARGE', 'request entity too large', { limit: 1, length: 2 });
    expect(tooLarge).toBeInstanceOf(Error);
    expect(tooLarge).toMatchObject({
      code: 'BATON_BODY_TOO_LARGE',
      status: 413,
      statusCode: 413,
      expose: true,
      type: 'entity.too.large',
      limit: 1,
      length: 2,
    });
    expect(new BodyError('BATON_BODY_STREAM_NOT_READABLE', 'stream is not readable').expose).toBe(false);
  });

  it('decorateError keeps the class and message, and an existing status', () => {
    const syntax = decorateError(new SyntaxError('bad'), 'BATON_BODY_PARSE_FAILED', { body: 'x' });
    expect(syntax).toBeInstanceOf(SyntaxError);
    expect(syntax).toMatchObject({ message: 'bad', status: 400, type: 'entity.parse.failed', body: 'x' });
    const own = decorateError(Object.assign(new Error('teapot'), { statusCode: 418 }), 'BATON_BODY_VERIFY_FAILED');
    expect(own).toMatchObject({ status: 418, statusCode: 418, expose: true, type: 'entity.verify.failed' });
    const bogus = decorateError(Object.assign(new Error('x'), { status: 200 }), 'BATON_BODY_VERIFY_FAILED');
    expect(bogus.status).toBe(403);
  });
});
