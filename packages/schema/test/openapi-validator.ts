import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'vitest';
import type { OpenApiDocument } from '../src/index.js';

/** Asserts that the document is valid OpenAPI 3.1 and that every `$ref` in it resolves. */
export async function expectValidOpenApi(doc: OpenApiDocument): Promise<void> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as unknown as object);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(() => validator.resolveRefs()).not.toThrow();
}
