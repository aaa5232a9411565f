export type {
  InferInput,
  InferOutput,
  StandardFailure,
  StandardIssue,
  StandardPathSegment,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaV1,
  StandardSuccess,
  StandardTypes,
} from '@batonjs/http';
export type { ClientCall, ClientMethod, QueryName, RpcClient } from './client-types.js';
export { type ClientOptions, createClient } from './create-client.js';
export { type RpcErrorCode, RpcSetupError, rpcErrors } from './errors.js';
export { jsonRpcCodes, jsonRpcMessages } from './json-rpc-codes.js';
export type { JsonRpcErrorObject, JsonRpcId, JsonRpcRequest, JsonRpcResponse } from './messages.js';
export {
  Procedure,
  type ProcedureFunction,
  type ProcedureKind,
  type ProcedureRecord,
  procedure,
  query,
  type RpcContext,
} from './procedure.js';
export { type RpcMiddleware, type RpcOptions, rpc } from './rpc.js';
export { RpcError } from './rpc-error.js';
export { RpcHttpError } from './rpc-http-error.js';
