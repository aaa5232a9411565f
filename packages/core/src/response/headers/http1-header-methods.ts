import { ServerResponse, STATUS_CODES } from 'node:http';
import { closesAfterResponse } from '../../transport/draining.js';
import { dropHeader, findHeader, type HeaderList, headerColumn, nameValuePairs, putHeader } from './header-list.js';
import { headerKeyToRead, headerKeyToWrite } from './header-names.js';
import { checkHeaderValue } from './header-value.js';
import { nativeStoreKey, scratchResponse, sendingStoreKey } from './native-store.js';
import { lendNodeStore, returnNodeStore } from './node-store-loan.js';

/** Where a Baton HTTP/1.1 response keeps its {@link HeaderList} (absent until the first header). */
export const kHeaderList: unique symbol = Symbol('baton.headerList');

/** node's entry shape in its own store: `[name as set, value]`. */
type NativeEntry = [string, unknown];

/** The fields of node's `OutgoingMessage` these methods read and write, as node names them. */
interface OutgoingFields {
  _header: string | null;
  _removedConnection: boolean;
  _removedContLen: boolean;
  _removedTE: boolean;
  sendDate: boolean;
  shouldKeepAlive: boolean;
  statusCode: number;
  readonly req?: { readonly socket?: { readonly server?: object } | null };
  statusMessage: string;
  [kHeaderList]?: HeaderList;
  [key: symbol]: unknown;
  setHeader(name: string, value: unknown): unknown;
}

type Method = (this: OutgoingFields, ...args: unknown[]) => unknown;
const native = ServerResponse.prototype as unknown as Record<string, Method>;
const nativeSetHeader = native.setHeader as Method;
const nativeAppendHeader = native.appendHeader as Method;
const nativeGetHeader = native.getHeader as Method;
const nativeHasHeader = native.hasHeader as Method;
const nativeRemoveHeader = native.removeHeader as Method;
const nativeWriteHead = native.writeHead as Method;

/**
 * The response's header list, after taking over whatever node's own store holds: headers set
 * through node's methods before Baton's prototype was given to the response (a server someone
 * else created) or by code calling `OutgoingMessage.prototype.setHeader` itself. One property read
 * per call when there is none, the usual case.
 */
function listOf(res: OutgoingFields): HeaderList | undefined {
  if (nativeStoreKey !== undefined) {
    const nodeStore = res[nativeStoreKey] as Record<string, NativeEntry> | null | undefined;
    if (nodeStore) adoptNativeStore(res, nodeStore, nativeStoreKey);
  }
  return res[kHeaderList];
}

function adoptNativeStore(res: OutgoingFields, nodeStore: Record<string, NativeEntry>, key: symbol): void {
  let list = res[kHeaderList];
  if (list === undefined) {
    list = [];
    res[kHeaderList] = list;
  }
  for (const name in nodeStore) {
    const entry = nodeStore[name] as NativeEntry;
    putHeader(list, name, entry[0], entry[1]);
  }
  res[key] = null;
}

/** node's own error for an odd-length header array given to `writeHead` with headers already set. */
function oddHeaderArrayError(headers: unknown[]): unknown {
  const scratch = scratchResponse();
  scratch.setHeader('x', 'y');
  try {
    scratch.writeHead(200, headers as never);
  } catch (err) {
    return err;
  }
  // Not reached on node 20-24, which throw ERR_INVALID_ARG_VALUE above; kept so that a node that
  // ever accepts the array still gets an error here, where Baton's store cannot pair the names.
  return new TypeError('headers must have an even length');
}

/**
 * node's `writeHead` with the stored headers: through node's own store where node reads it as
 * expected (see {@link sendingStoreKey}), so that node writes them without checking every name
 * and value a second time (~1,700 instructions of RegExp tests per two-header response, callgrind);
 * else as the flat `[name, value, ...]` array, which node checks. node's store is emptied again
 * afterwards (even when node throws), so the headers stay Baton's to read and change.
 */
function sendHead(res: OutgoingFields, code: number, list: HeaderList): OutgoingFields {
  const store = sendingStoreKey === undefined ? undefined : lendNodeStore(list);
  if (store === undefined)
    return nativeWriteHead.call(res, code, res.statusMessage, nameValuePairs(list)) as OutgoingFields;
  res[sendingStoreKey as symbol] = store;
  try {
    return nativeWriteHead.call(res, code, res.statusMessage) as OutgoingFields;
  } finally {
    res[sendingStoreKey as symbol] = null;
    returnNodeStore();
  }
}

/**
 * Baton's header store on its HTTP/1.1 responses: node's `OutgoingMessage` header methods with
 * node's semantics (case-insensitive names, the name kept as first set, arrays and `Set-Cookie`,
 * `writeHead` merging its headers over the stored ones with `setHeader`, the removal flags node's
 * `_storeHeader` honours) and node's errors at the same moments (misuse paths run node's own
 * method, which throws what node throws). The headers reach node once, as the flat array of one
 * `writeHead` call: node's store is never filled, so neither are its per-header entry arrays and
 * dictionary-mode object, nor its second pass over them. `setHeaders`, `flushHeaders` and the
 * implicit header of the first `write`/`end` stay node's: they call these through `this`.
 *
 * @example
 * Object.assign(responsePrototype, http1HeaderMethods);
 */
export const http1HeaderMethods = {
  setHeader(this: OutgoingFields, name: string, value: unknown): OutgoingFields {
    if (this._header) return nativeSetHeader.call(this, name, value) as OutgoingFields;
    const key = headerKeyToWrite(name);
    checkHeaderValue(name, value);
    const list = listOf(this);
    if (list === undefined) this[kHeaderList] = [key, name, value];
    else putHeader(list, key, name, value);
    return this;
  },

  appendHeader(this: OutgoingFields, name: string, value: unknown): OutgoingFields {
    if (this._header) return nativeAppendHeader.call(this, name, value) as OutgoingFields;
    const key = headerKeyToWrite(name);
    checkHeaderValue(name, value);
    const list = listOf(this);
    const at = list === undefined ? -1 : findHeader(list, key);
    // node sets a header that is not there through `this.setHeader` (a wrapper sees it).
    if (list === undefined || at === -1) return this.setHeader(name, value) as OutgoingFields;
    let values = list[at + 2];
    if (!Array.isArray(values)) {
      values = [values];
      list[at + 2] = values;
    }
    // Into the stored array itself, as node does (even when it is the caller's array).
    if (Array.isArray(value)) for (const item of value) (values as unknown[]).push(item);
    else (values as unknown[]).push(value);
    return this;
  },

  getHeader(this: OutgoingFields, name: string): unknown {
    if (typeof name !== 'string') return nativeGetHeader.call(this, name);
    const list = listOf(this);
    if (list === undefined) return undefined;
    const at = findHeader(list, headerKeyToRead(name));
    return at === -1 ? undefined : list[at + 2];
  },

  hasHeader(this: OutgoingFields, name: string): boolean {
    if (typeof name !== 'string') return nativeHasHeader.call(this, name) as boolean;
    const list = listOf(this);
    return list !== undefined && findHeader(list, headerKeyToRead(name)) !== -1;
  },

  getHeaders(this: OutgoingFields): Record<string, unknown> {
    const out: Record<string, unknown> = Object.create(null);
    const list = listOf(this);
    if (list !== undefined) for (let i = 0; i < list.length; i += 3) out[list[i] as string] = list[i + 2];
    return out;
  },

  getHeaderNames(this: OutgoingFields): string[] {
    const list = listOf(this);
    return list === undefined ? [] : (headerColumn(list, 0) as string[]);
  },

  getRawHeaderNames(this: OutgoingFields): string[] {
    const list = listOf(this);
    return list === undefined ? [] : (headerColumn(list, 1) as string[]);
  },

  removeHeader(this: OutgoingFields, name: string): void {
    if (typeof name !== 'string' || this._header) {
      nativeRemoveHeader.call(this, name);
      return;
    }
    const key = name.toLowerCase();
    // What node's `_storeHeader` must then not add by itself.
    switch (key) {
      case 'connection':
        this._removedConnection = true;
        break;
      case 'content-length':
        this._removedContLen = true;
        break;
      case 'transfer-encoding':
        this._removedTE = true;
        break;
      case 'date':
        this.sendDate = false;
        break;
    }
    const list = listOf(this);
    if (list !== undefined) dropHeader(list, key);
  },

  writeHead(this: OutgoingFields, statusCode: number, reason?: unknown, headers?: unknown): OutgoingFields {
    // Every HTTP/1.1 response's headers go out through here (node's implicit headers call it too).
    if (closesAfterResponse(this)) this.shouldKeepAlive = false;
    const list = listOf(this);
    // Nothing stored: node's own path (the headers given here are sent and not stored, as in node).
    if (list === undefined || this._header)
      return nativeWriteHead.call(this, statusCode, reason, headers) as OutgoingFields;
    const code = statusCode | 0;
    // node's ERR_HTTP_INVALID_STATUS_CODE, thrown by node before it changes anything.
    if (code < 100 || code > 999) return nativeWriteHead.call(this, statusCode, reason, headers) as OutgoingFields;
    // The same steps in the same order as node's writeHead, so a throw leaves the same state.
    let given = headers;
    if (typeof reason === 'string') this.statusMessage = reason;
    else {
      if (!this.statusMessage) this.statusMessage = STATUS_CODES[code] || 'unknown';
      given ??= reason;
    }
    this.statusCode = code;
    if (Array.isArray(given)) {
      if (given.length % 2 !== 0) throw oddHeaderArrayError(given);
      for (let n = 0; n < given.length; n += 2) {
        const name = given[n];
        if (name) this.setHeader(name, given[n + 1]);
      }
    } else if (given) {
      for (const name of Object.keys(given)) {
        if (name) this.setHeader(name, (given as Record<string, unknown>)[name]);
      }
    }
    // node checks the status message, writes the status line and the headers, once.
    return sendHead(this, code, list);
  },
};
