import { type CodedErrorOptions, defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/ws's coded errors. The 4xx and 503 ones refuse an upgrade before the
 * handshake: they go to `next(err)` like any error, so the app's error handlers answer them and the
 * connection then closes. The 500s are set-up mistakes in the application.
 *
 * @example
 * wsErrors.BATON_WS_ORIGIN_REFUSED.status; // 403
 */
export const wsErrors = {
  BATON_WS_INVALID_KEY: { status: 400, message: 'The Sec-WebSocket-Key header is missing or not 16 bytes in base64' },
  BATON_WS_UNSUPPORTED_VERSION: {
    status: 400,
    message: 'The Sec-WebSocket-Version header is missing or not 13 (or 8)',
  },
  BATON_WS_ORIGIN_REFUSED: { status: 403, message: 'The Origin of a WebSocket handshake is not in the allow-list' },
  BATON_WS_TOO_MANY_CLIENTS: { status: 503, message: 'The server holds maxClients WebSockets already' },
  BATON_WS_NOT_ATTACHED: {
    status: 500,
    message:
      'A WebSocket route was reached by a server that does not dispatch upgrades: call websockets(app).attach(server)',
  },
  BATON_WS_INVALID_OPTIONS: {
    status: 500,
    message: 'websockets() was given an invalid option, or called twice for one app',
  },
  BATON_WS_INVALID_HANDLER: { status: 500, message: 'ws() was given no socket handler, or one that is not a function' },
} as const satisfies ErrorCatalogue;

/**
 * One of the codes of the WebSocket error catalogue.
 *
 * @example
 * const code: WsErrorCode = 'BATON_WS_ORIGIN_REFUSED';
 */
export type WsErrorCode = keyof typeof wsErrors;

/**
 * An error raised by @batonjs/ws: coded, with an HTTP status (mirrored as `statusCode`) and `expose`.
 *
 * @example
 * app.use((err, req, res, next) => {
 *   if (err instanceof WsError && err.code === 'BATON_WS_ORIGIN_REFUSED') return res.status(403).json({ error: 'origin' });
 *   next(err);
 * });
 */
export class WsError extends defineErrors('WsError', wsErrors) {
  /** Headers the refusal carries (`Sec-WebSocket-Version` on a version mismatch); final handlers apply `err.headers`. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(code: WsErrorCode, message?: string, options?: CodedErrorOptions & { headers?: Record<string, string> }) {
    super(code, message, options);
    this.headers = options?.headers;
  }
}
