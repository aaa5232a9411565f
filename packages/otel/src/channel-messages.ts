import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a handler is, as `baton.handler` reports it (docs/observability.md). Declared here rather
 * than imported so that this package needs nothing of Baton's at run time or for its types: the
 * channels' names and messages are the contract.
 *
 * @example
 * const kind: HandlerKind = 'router';
 */
export type HandlerKind = 'middleware' | 'router' | 'request_handler' | 'error_handler';

/**
 * A `baton.request` message, as this instrumentation reads it.
 *
 * @example
 * const route = (message as RequestMessage).route; // '/api/blogs/:id'
 */
export interface RequestMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly route: string | undefined;
  readonly id: string | undefined;
  readonly error: unknown;
}

/**
 * A `baton.handler` message, as this instrumentation reads it.
 *
 * @example
 * const { kind, name, path } = message as HandlerMessage;
 */
export interface HandlerMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly name: string;
  readonly kind: HandlerKind;
  readonly path: string;
  readonly error: unknown;
}
