/**
 * The error codes JSON-RPC 2.0 reserves (specification §5.1), and the one Baton uses from the
 * implementation-defined server range for errors that carry an HTTP status.
 *
 * @example
 * if (error.code === jsonRpcCodes.methodNotFound) console.log('no such procedure');
 */
export const jsonRpcCodes = {
  /** Invalid JSON was received by the server. */
  parseError: -32700,
  /** The JSON sent is not a valid Request object. */
  invalidRequest: -32600,
  /** The method does not exist or is not available. */
  methodNotFound: -32601,
  /** Invalid method parameter(s): a Standard Schema rejected them, or they are not an object or array. */
  invalidParams: -32602,
  /** Internal JSON-RPC error: the procedure threw something that is not meant for the caller. */
  internalError: -32603,
  /**
   * From the "-32000 to -32099 server error" range: a procedure threw an error with a 4xx `status`
   * (http-errors style, e.g. a 401 from a login check); `data.status` keeps the status.
   */
  httpError: -32000,
} as const;

/**
 * The messages the specification gives the reserved codes, used verbatim so that responses match
 * its examples byte for byte.
 *
 * @example
 * jsonRpcMessages[jsonRpcCodes.parseError]; // 'Parse error'
 */
export const jsonRpcMessages: Readonly<Record<number, string>> = {
  [jsonRpcCodes.parseError]: 'Parse error',
  [jsonRpcCodes.invalidRequest]: 'Invalid Request',
  [jsonRpcCodes.methodNotFound]: 'Method not found',
  [jsonRpcCodes.invalidParams]: 'Invalid params',
  [jsonRpcCodes.internalError]: 'Internal error',
};
