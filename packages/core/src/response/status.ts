import { STATUS_CODES } from 'node:http';
import type { Response } from '../types/response.js';
import { assertUnsent } from './already-sent.js';

/**
 * `res.status(code)`: sets the status code. Like Express 5 it throws a `TypeError` for a
 * non-integer and a `RangeError` outside 100-999, instead of letting node fail later in writeHead.
 *
 * @example
 * res.status(201).json({ id: 1 });
 */
export function status(this: Response, code: number): Response {
  if (!Number.isInteger(code)) {
    throw new TypeError(`Invalid status code: ${JSON.stringify(code)}. Status code must be an integer.`);
  }
  if (code < 100 || code > 999) {
    throw new RangeError(
      `Invalid status code: ${JSON.stringify(code)}. Status code must be greater than 99 and less than 1000.`,
    );
  }
  this.statusCode = code;
  return this;
}

/**
 * `res.sendStatus(code)`: sends the status with its reason phrase (or the number) as a
 * `text/plain` body.
 *
 * @example
 * res.sendStatus(404); // 404, 'Not Found'
 */
export function sendStatus(this: Response, code: number): Response {
  assertUnsent(this, 'res.sendStatus()');
  return this.status(code)
    .type('txt')
    .send(STATUS_CODES[code] ?? String(code));
}
