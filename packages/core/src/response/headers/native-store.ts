import { ServerResponse } from 'node:http';
import { symbolNamed } from '../../node-symbol.js';

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
export const nativeStoreKey: symbol | undefined = symbolNamed(scratchResponse(), 'kOutHeaders');

/**
 * {@link nativeStoreKey} when node's `writeHead`, called with headers in its own store, sends that
 * store's `[name, value]` entries as they are, in order, whatever their keys: what node 20-24 do
 * (`_storeHeader`'s `for...in` over the store), checked once here on a scratch
 * response, so that a node that ever stores headers otherwise gets the flat array instead.
 * Baton's `writeHead` hands its headers over through this key; node skips its own checks for
 * headers it finds there, which Baton's store has already made.
 *
 * @example
 * if (sendingStoreKey !== undefined) res[sendingStoreKey] = lendNodeStore(list);
 */
export const sendingStoreKey: symbol | undefined = probeSendingStore(nativeStoreKey);

/**
 * The probe behind {@link sendingStoreKey}: `key` if node's `writeHead` sends headers placed under
 * it, else undefined (exported for its test).
 *
 * @example
 * probeSendingStore(Symbol('not node\'s')); // undefined
 */
export function probeSendingStore(key: symbol | undefined): symbol | undefined {
  if (key === undefined) return undefined;
  try {
    const scratch = scratchResponse() as ServerResponse & Record<symbol, unknown> & { _header: string | null };
    // Under a key that is not the name: node must send entries whatever their keys (header-list.ts).
    scratch[key] = { h0: ['X-Baton-Probe', 'sent'], h1: ['X-Baton-Second', 'too'] };
    scratch.writeHead(200);
    return scratch._header?.includes('\r\nX-Baton-Probe: sent\r\nX-Baton-Second: too\r\n') === true ? key : undefined;
  } catch {
    return undefined;
  }
}
