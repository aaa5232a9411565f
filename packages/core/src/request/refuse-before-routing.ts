import { type BatonError, createError } from '../errors.js';
import { hostFieldCount, isValidHost } from './host-header.js';

/** What the checks read of a request: node's HTTP/1.x or HTTP/2 compatibility request. */
interface FramedRequest {
  readonly url?: string | undefined;
  readonly httpVersionMajor: number;
  readonly headers: { readonly host?: string | undefined; readonly ':authority'?: string | string[] | undefined };
  readonly rawHeaders: readonly string[];
}

/** The default of the `max url length` setting: what proxies commonly allow, below node's 16 KiB header limit. */
export const DEFAULT_MAX_URL_LENGTH = 8192;

/**
 * The error a request gets before routing, if any: 414 (`BATON_URI_TOO_LONG`) for a request
 * target longer than `maxUrlLength` bytes; 400 (`BATON_INVALID_HOST`) for two `Host` fields or one
 * that is not `host[:port]` (RFC 9112 §3.2). On HTTP/2 the authority is `:authority` (RFC 9113
 * §8.3.1): it is checked the same way, and a `Host` field next to it must name the same authority.
 * O(1) for the length, O(length) for Host, and nothing allocated unless a request is refused.
 *
 * @example
 * const refused = refuseBeforeRouting(req, 8192);
 * if (refused) return done(refused);
 */
export function refuseBeforeRouting(req: FramedRequest, maxUrlLength: number): BatonError | undefined {
  const url = req.url;
  // node reads the request line as latin1: one character per byte, so length is the byte count.
  if (url !== undefined && url.length > maxUrlLength) {
    return createError('BATON_URI_TOO_LONG', `The request target is longer than ${maxUrlLength} bytes`);
  }
  const { host } = req.headers;
  if (req.httpVersionMajor >= 2) {
    const authority = req.headers[':authority'];
    if (authority !== undefined && (typeof authority !== 'string' || !isValidHost(authority))) return invalidHost();
    if (host !== undefined && (!isValidHost(host) || (authority !== undefined && host !== authority))) {
      return invalidHost();
    }
    return undefined;
  }
  if (host !== undefined && !isValidHost(host)) return invalidHost();
  if (hostFieldCount(req.rawHeaders) > 1) return invalidHost();
  return undefined;
}

function invalidHost(): BatonError {
  return createError('BATON_INVALID_HOST', 'The Host header is repeated or not a valid host[:port]');
}
