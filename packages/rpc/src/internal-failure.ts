import type { ErrorPolicy } from './error-object.js';
import { reservedError } from './error-object.js';
import { jsonRpcCodes } from './json-rpc-codes.js';
import type { RpcContext } from './procedure.js';
import { sendJson, serialize } from './send-json.js';

/**
 * The last resort of both endpoints. invoke() catches every failure of a procedure, so reaching
 * this is a bug of ours: report it as an internal error and still answer (500, or close a response
 * already under way), so the client is never left waiting and the process never sees an unhandled
 * rejection.
 *
 * @example
 * promise.then(send, (error: unknown) => answerInternalFailure(error, ctx, policy));
 */
export function answerInternalFailure(error: unknown, ctx: RpcContext, policy: ErrorPolicy): void {
  policy.onError(error, ctx);
  if (ctx.res.headersSent) {
    ctx.res.destroy();
    return;
  }
  sendJson(ctx.res, 500, serialize({ jsonrpc: '2.0', error: reservedError(jsonRpcCodes.internalError), id: null }));
}
