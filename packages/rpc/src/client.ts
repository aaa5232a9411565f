// The browser entry (`@batonjs/rpc/client`): only the client and what its callers catch. Every
// file it reaches imports nothing from node: and nothing by bare name, so a static server can
// serve dist/ and a browser can import dist/client.js as it is.
export type { ClientCall, ClientMethod, QueryName, RpcClient } from './client-types.js';
export { type ClientOptions, createClient } from './create-client.js';
export { jsonRpcCodes } from './json-rpc-codes.js';
export type { JsonRpcErrorObject, JsonRpcId, JsonRpcRequest, JsonRpcResponse } from './messages.js';
export { RpcError } from './rpc-error.js';
export { RpcHttpError } from './rpc-http-error.js';
