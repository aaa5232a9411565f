import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { httpErrorName } from '../src/index.js';

describe('httpErrorName()', () => {
  it('names a status as http-errors names its class', () => {
    expect(httpErrorName(404)).toBe('NotFoundError');
    expect(httpErrorName(413)).toBe('PayloadTooLargeError');
    expect(httpErrorName(416)).toBe('RangeNotSatisfiableError');
    expect(httpErrorName(500)).toBe('InternalServerError');
  });

  it('drops punctuation and never doubles the Error suffix', () => {
    expect(STATUS_CODES[418]).toBe("I'm a Teapot");
    expect(httpErrorName(418)).toBe('ImATeapotError');
    expect(httpErrorName(599)).toBe('Error');
  });
});
