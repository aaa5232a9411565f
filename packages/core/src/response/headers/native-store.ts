import { ServerResponse } from 'node:http';

/** The smallest request node's `ServerResponse` constructor accepts: for scratch responses. */
const scratchRequest = { method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1, headers: {} };

/**
 * A response no socket will see: node's own methods are run on one to get node's exact error for
 * a misuse Baton's store detects itself, and to find the key of node's store below.
 *
 * @example
 * scratchResponse().writeHead(200, oddArray); // throws node's ERR_INVALID_ARG_VALUE
 */
export function scratchResponse(): ServerResponse {
  return new ServerResponse(scratchRequest as never);
}

/**
 * The key under which node's `OutgoingMessage` keeps its own header store (`kOutHeaders`, a symbol
 * node does not export; found once by its description on a scratch response), or undefined if a
 * later node changes it. Baton's store reads it to take over headers set through node's methods
 * before Baton's prototype was in place (a server someone else made, code calling
 * `http.OutgoingMessage.prototype.setHeader` directly).
 *
 * @example
 * if (nativeStoreKey !== undefined && res[nativeStoreKey] !== null) adoptNativeHeaders(res);
 */
export const nativeStoreKey: symbol | undefined = Object.getOwnPropertySymbols(scratchResponse()).find(
  (key) => key.description === 'kOutHeaders',
);
