import { STATUS_CODES } from 'node:http';

/**
 * The class name http-errors gives an error of `status`, which Express apps see as `err.name` and
 * in stacks: each word of the reason phrase capitalised, punctuation dropped, `Error` appended once.
 *
 * @example
 * httpErrorName(416); // 'RangeNotSatisfiableError'
 * httpErrorName(500); // 'InternalServerError'
 */
export function httpErrorName(status: number): string {
  const words = (STATUS_CODES[status] ?? 'Error').replace(/[^A-Za-z0-9 ]/g, '').split(' ');
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return name.endsWith('Error') ? name : `${name}Error`;
}
