import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidate, routeSchemasOf, SchemaError, validate } from '../src/index.js';

function setupError(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (err) {
    return err as SchemaError;
  }
  throw new Error('expected a throw');
}

describe('validate() setup', () => {
  it('throws BATON_SCHEMA_INVALID_OPTION at startup for what it cannot use', () => {
    const cases: Array<[() => unknown, RegExp]> = [
      [() => validate({ body: { parse: () => 1 } } as never), /body is not a Standard Schema v1 validator/],
      [() => validate(null as never), /takes an object of schemas/],
      [() => validate({ response: { 700: z.string() } } as never), /response status 700 is not an HTTP status/],
      [() => validate({ response: { 200: { schema: 5 } } } as never), /response 200 is not a Standard Schema/],
      [() => validate({}, { timeout: 0 }), /timeout must be a positive number/],
      [() => validate({}, { errors: 'throw' as never }), /errors must be 'problem' or 'next'/],
      [() => validate({}, { maxDepth: 1.5 }), /maxDepth must be a positive integer/],
      [() => createValidate({ timeout: Number.NaN }), /timeout must be a positive number/],
    ];
    for (const [fn, message] of cases) {
      const err = setupError(fn);
      expect(err).toBeInstanceOf(SchemaError);
      expect(err.code).toBe('BATON_SCHEMA_INVALID_OPTION');
      expect(err.status).toBe(500);
      expect(err.message).toMatch(message);
    }
  });

  it('routeSchemasOf() finds the schemas on the middleware and nothing on other functions', () => {
    const schemas = { body: z.object({ a: z.string() }), openapi: { operationId: 'x' } };
    expect(routeSchemasOf(validate(schemas))).toBe(schemas);
    expect(routeSchemasOf(() => undefined)).toBeUndefined();
    expect(routeSchemasOf('text')).toBeUndefined();
  });
});
