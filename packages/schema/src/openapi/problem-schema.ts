import type { JsonSchema } from './json-schemas.js';

/**
 * The JSON Schema of the RFC 9457 problem responses `validate()` sends (see `Problem`), as
 * `components.schemas.Problem` of the document.
 *
 * @example
 * doc.components.schemas.Problem = PROBLEM_SCHEMA;
 */
export const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    detail: { type: 'string' },
    code: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          in: { enum: ['params', 'query', 'headers', 'body', 'response'] },
          path: { type: 'array', items: { type: ['string', 'integer'] } },
          pointer: { type: 'string' },
          message: { type: 'string' },
        },
        required: ['in', 'path', 'pointer', 'message'],
      },
    },
  },
  required: ['type', 'title', 'status', 'detail', 'code'],
};
