import { validateHeaderName } from 'node:http';

/**
 * The most distinct names remembered. Names are nearly always literals in code (`'Content-Type'`),
 * a few dozen per app; the bound only matters for code that copies arbitrary names from requests,
 * which then takes the uncached path, as every name does with node's own store.
 */
const LIMIT = 1024;

/** Name as written → its lower-case key, only for names node's `validateHeaderName` accepted. */
const valid = new Map<string, string>();

/**
 * Name as written → its lower-case key, for every name looked up or accepted: Express's helpers
 * read names they never set (`res.send` asks for `ETag` and `Transfer-Encoding` on every response),
 * and each such read lower-cased its name again. Kept apart from {@link valid}, whose names are
 * the only ones that may skip node's check.
 */
const lowered = new Map<string, string>();

/**
 * The key of a name Express's own helpers set or read on every response, as they write it, or
 * undefined. These are literals in Express's code and in apps, so each comparison below is one
 * pointer compare, where the memos' `Map.get` hashes its way to an entry (~65 instructions a
 * lookup, callgrind; `res.json` makes four or five). Every name here is a valid token, which is
 * what lets {@link headerKeyToWrite} skip node's check for it.
 *
 * @example
 * knownHeaderKey('Content-Type'); // 'content-type'
 * knownHeaderKey('content-type'); // undefined: the memos' business
 */
function knownHeaderKey(name: unknown): string | undefined {
  switch (name) {
    case 'Content-Type':
      return 'content-type';
    case 'Content-Length':
      return 'content-length';
    case 'Transfer-Encoding':
      return 'transfer-encoding';
    case 'ETag':
      return 'etag';
    case 'X-Powered-By':
      return 'x-powered-by';
    case 'Last-Modified':
      return 'last-modified';
    default:
      return undefined;
  }
}

/**
 * The store key of a header name that is to be written (`setHeader`, `appendHeader`): the name
 * lower-cased, after node's own check, which throws `ERR_INVALID_HTTP_TOKEN` exactly as node's
 * `setHeader` does. A name seen before costs one map read instead of the token RegExp and a
 * `toLowerCase` per call: the largest part of what node's store spends per header.
 *
 * @example
 * headerKeyToWrite('Content-Type'); // 'content-type'
 * headerKeyToWrite('bad name'); // throws ERR_INVALID_HTTP_TOKEN
 */
export function headerKeyToWrite(name: unknown): string {
  const known = knownHeaderKey(name) ?? valid.get(name as string);
  if (known !== undefined) return known;
  validateHeaderName(name as string);
  const key = (name as string).toLowerCase();
  if (valid.size < LIMIT) valid.set(name as string, key);
  if (lowered.size < LIMIT) lowered.set(name as string, key);
  return key;
}

/**
 * The store key of a name that is only looked up (`getHeader`, `hasHeader`, `removeHeader`): node
 * does not check the name's characters there, only that it is a string (the callers check that).
 *
 * @example
 * headerKeyToRead('ETag'); // 'etag'
 */
export function headerKeyToRead(name: string): string {
  const known = knownHeaderKey(name) ?? lowered.get(name);
  if (known !== undefined) return known;
  const key = name.toLowerCase();
  if (lowered.size < LIMIT) lowered.set(name, key);
  return key;
}
