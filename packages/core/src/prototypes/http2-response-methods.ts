import { Http2ServerResponse } from 'node:http2';
import { createEnd, type NativeEnd } from '../response/already-sent.js';
import { http2HeaderMethods } from '../response/headers/http2-header-methods.js';

/**
 * The one list of what Baton's HTTP/2 responses have INSTEAD of `baton.response`'s members: they
 * wrap node's HTTP/2 methods, not `ServerResponse`'s, so these keys are never mirrored from the
 * HTTP/1.1 prototypes to the HTTP/2 ones (at any level: the root, an app, a sub-app). A method
 * that needs a transport-specific version is added here, in one line.
 *
 * @example
 * Object.keys(http2ResponseMethods); // ['end', 'setHeader', 'getHeader', ..., '_implicitHeader']
 */
export const http2ResponseMethods = {
  end: createEnd(Http2ServerResponse.prototype.end as unknown as NativeEnd),
  // The header store's HTTP/2 side (response/headers/): every key of the HTTP/1.1 store's methods.
  ...http2HeaderMethods,
};
