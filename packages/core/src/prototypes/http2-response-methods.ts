import { createEnd, type NativeEnd } from '../response/already-sent.js';
import { http2HeaderMethodsOver } from '../response/headers/http2-header-methods.js';

/** node:http2, loaded on first use: a process that never serves HTTP/2 never loads it (~2 MB). */
function http2ResponseClass(): typeof import('node:http2').Http2ServerResponse {
  return process.getBuiltinModule('node:http2').Http2ServerResponse;
}

function build() {
  const Response = http2ResponseClass();
  return {
    end: createEnd(Response.prototype.end as unknown as NativeEnd),
    // The header store's HTTP/2 side (response/headers/): every key of the HTTP/1.1 store's methods.
    ...http2HeaderMethodsOver(Response),
  };
}

/** The methods {@link http2ResponseMethods} returns. */
export type Http2ResponseMethods = ReturnType<typeof build>;

let methods: Http2ResponseMethods | undefined;

/**
 * The one list of what Baton's HTTP/2 responses have INSTEAD of `baton.response`'s members: they
 * wrap node's HTTP/2 methods, not `ServerResponse`'s, so these keys are never mirrored from the
 * HTTP/1.1 prototypes to the HTTP/2 ones (at any level: the root, an app, a sub-app). A method
 * that needs a transport-specific version is added in `build`, in one line. Made once, when the
 * first HTTP/2 prototype is built.
 *
 * @example
 * Object.keys(http2ResponseMethods()); // ['end', 'setHeader', 'getHeader', ..., '_implicitHeader']
 */
export function http2ResponseMethods(): Http2ResponseMethods {
  methods ??= build();
  return methods;
}
