import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from '@batonjs/body';
import { answerCall } from './answer-call.js';
import { type ErrorPolicy, reservedError } from './error-object.js';
import { answerInternalFailure } from './internal-failure.js';
import { jsonRpcCodes } from './json-rpc-codes.js';
import type { JsonRpcResponse } from './messages.js';
import type { RpcContext } from './procedure.js';
import type { RegistryEntry } from './registry.js';
import { sendJson, serialize } from './send-json.js';
import { transportError } from './transport-error.js';

/**
 * What the POST endpoint needs, fixed when `rpc()` is created.
 *
 * @example
 * const settings: PostSettings = { registry, policy, maxBatch: 100, limit: '100kb', inflate: true };
 */
export interface PostSettings {
  readonly registry: ReadonlyMap<string, RegistryEntry>;
  readonly policy: ErrorPolicy;
  readonly maxBatch: number;
  readonly limit: number | string;
  readonly inflate: boolean;
}

/** The request after a body parser ran: ours, or one earlier in the chain. */
type ParsedRequest = IncomingMessage & { body?: unknown };

/** Body-parser's errors: what they carry that an answer needs. */
interface BodyFailure {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
}

const parseErrorBody = (): JsonRpcResponse => ({
  jsonrpc: '2.0',
  error: reservedError(jsonRpcCodes.parseError),
  id: null,
});

/** RFC 9110 §8.3.1: the media type's essence is case-insensitive, and parameters follow a ';'. */
function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase() === 'application/json';
}

/**
 * Creates the handler for `POST <mount>`: checks the media type (415), reads the body with
 * @batonjs/body's `json()` and its limits (413 over `limit`, 400 truncated, 415 for a charset or
 * encoding it cannot decode) unless a parser earlier in the chain already did, and answers the
 * single call or the batch (JSON-RPC 2.0 §6) with 200, or 204 when there is nothing to answer.
 *
 * @example
 * const handlePost = createPostEndpoint(settings);
 * handlePost(req, res);
 */
export function createPostEndpoint(settings: PostSettings): (req: IncomingMessage, res: ServerResponse) => void {
  const empty = new WeakSet<IncomingMessage>();
  const parse = json({
    limit: settings.limit,
    inflate: settings.inflate,
    strict: false,
    // The Content-Type was checked already; the parser must not skip what we accepted.
    type: () => true,
    // body-parser turns an empty body into {}; JSON-RPC calls it a parse error, so note it here.
    verify: (req, _res, buf) => {
      if (buf.length === 0) empty.add(req);
    },
  });

  const answerBody = (body: unknown, ctx: RpcContext): void => {
    const { res } = ctx;
    if (!Array.isArray(body)) {
      const answer = answerCall(body, settings.registry, ctx, settings.policy);
      if (answer instanceof Promise)
        answer.then(
          (settled) => finish(res, settled),
          (error: unknown) => answerInternalFailure(error, ctx, settings.policy),
        );
      else finish(res, answer);
      return;
    }
    if (body.length === 0) {
      finish(res, { jsonrpc: '2.0', error: reservedError(jsonRpcCodes.invalidRequest), id: null });
      return;
    }
    if (body.length > settings.maxBatch) {
      const message = `A batch may hold at most ${settings.maxBatch} calls; this one has ${body.length}.`;
      sendJson(res, 413, serialize(transportError(413, 'BATON_RPC_BATCH_TOO_LARGE', message)));
      return;
    }
    const answers = body.map((entry) => answerCall(entry, settings.registry, ctx, settings.policy));
    if (answers.some((answer) => answer instanceof Promise)) {
      Promise.all(answers).then(
        (settled) => finishBatch(res, settled),
        (error: unknown) => answerInternalFailure(error, ctx, settings.policy),
      );
    } else {
      finishBatch(res, answers as Array<JsonRpcResponse | undefined>);
    }
  };

  return function handlePost(req, res) {
    if (!isJsonContentType(req.headers['content-type'])) {
      const message = 'A JSON-RPC request must be a POST with Content-Type: application/json.';
      sendJson(res, 415, serialize(transportError(415, 'BATON_RPC_UNSUPPORTED_MEDIA_TYPE', message)));
      return;
    }
    const ctx: RpcContext = { req, res };
    const already = (req as ParsedRequest).body;
    if (already !== undefined) {
      answerParsed(already, ctx);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error !== undefined) {
        answerBodyFailure(res, error as BodyFailure);
        return;
      }
      const body = (req as ParsedRequest).body;
      if (body === undefined || empty.has(req)) sendJson(res, 200, serialize(parseErrorBody()));
      else answerBody(body, ctx);
    });
  };

  /** A body an upstream `text()` or `raw()` left as text or bytes is parsed here. */
  function answerParsed(body: unknown, ctx: RpcContext): void {
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) {
      answerBody(body, ctx);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString());
    } catch {
      sendJson(ctx.res, 200, serialize(parseErrorBody()));
      return;
    }
    answerBody(parsed, ctx);
  }
}

/** Malformed JSON is JSON-RPC's -32700 (200); the rest failed before JSON-RPC began (4xx/5xx). */
function answerBodyFailure(res: ServerResponse, error: BodyFailure): void {
  if (error.code === 'BATON_BODY_PARSE_FAILED') {
    sendJson(res, 200, serialize(parseErrorBody()));
    return;
  }
  const status = typeof error.status === 'number' ? error.status : 400;
  const code = typeof error.code === 'string' ? error.code : 'BATON_BODY_ABORTED';
  const message = typeof error.message === 'string' ? error.message : 'The request body could not be read.';
  sendJson(res, status, serialize(transportError(status, code, message)));
}

function finish(res: ServerResponse, answer: JsonRpcResponse | undefined): void {
  if (answer === undefined) sendNoContent(res);
  else sendJson(res, 200, serialize(answer));
}

function finishBatch(res: ServerResponse, answers: ReadonlyArray<JsonRpcResponse | undefined>): void {
  const entries = answers.filter((answer): answer is JsonRpcResponse => answer !== undefined);
  if (entries.length === 0) sendNoContent(res);
  else sendJson(res, 200, serialize(entries));
}

/** §6: nothing to return for notifications; HTTP says so with 204 and no body. */
function sendNoContent(res: ServerResponse): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  res.statusCode = 204;
  res.end();
}
