import { IncomingMessage, ServerResponse } from 'node:http';
import { http2ResponseMethods } from './http2-response-methods.js';

/** A node class a per-app prototype derives from (its constructor's arguments do not matter here). */
export type NativeClass = abstract new (...args: never[]) => object;

/**
 * What differs between the two kinds of prototypes the builder makes, requests and responses:
 * node's class on each transport, and the keys an HTTP/2 prototype has of its own (never mirrored
 * from the HTTP/1.1 one).
 *
 * @example
 * const { Http1, Http2 } = responseKind; // ServerResponse, Http2ServerResponse
 */
export interface PrototypeKind {
  readonly name: 'request' | 'response';
  readonly Http1: NativeClass;
  readonly Http2: NativeClass;
  /** What the root HTTP/2 prototype has instead of the HTTP/1.1 root's members of the same names. */
  readonly http2Methods: object;
  /**
   * Keys never mirrored to the HTTP/2 side: `constructor` (so `req.constructor` is node's class,
   * as on HTTP/1.1) and the keys of `http2Methods`.
   */
  readonly http2Own: ReadonlySet<PropertyKey>;
}

/**
 * Requests: `IncomingMessage` over HTTP/1.1, `Http2ServerRequest` over HTTP/2.
 *
 * @example
 * const root = PrototypeTwin.root(requestKind, request);
 */
export const requestKind: PrototypeKind = {
  name: 'request',
  Http1: IncomingMessage,
  // Getters: node:http2 is loaded when the first HTTP/2 prototype is built, not before (~2 MB).
  get Http2() {
    return process.getBuiltinModule('node:http2').Http2ServerRequest;
  },
  http2Methods: {},
  http2Own: new Set(['constructor']),
};

/**
 * Responses: `ServerResponse` over HTTP/1.1, `Http2ServerResponse` over HTTP/2, whose prototypes
 * keep {@link http2ResponseMethods} as their own (all three read on first use).
 *
 * @example
 * responseKind.http2Own.has('end'); // true
 */
let responseHttp2Own: ReadonlySet<PropertyKey> | undefined;

export const responseKind: PrototypeKind = {
  name: 'response',
  Http1: ServerResponse,
  get Http2() {
    return process.getBuiltinModule('node:http2').Http2ServerResponse;
  },
  get http2Methods() {
    return http2ResponseMethods();
  },
  get http2Own() {
    responseHttp2Own ??= new Set(['constructor', ...Object.keys(http2ResponseMethods())]);
    return responseHttp2Own;
  },
};
