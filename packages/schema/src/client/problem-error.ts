// Browser-safe: nothing from node:, nothing by bare name.

/**
 * A non-2xx answer of the typed client: the status, and the parsed body typed as the route
 * documents it for error statuses (or an RFC 9457 problem).
 *
 * @example
 * const result = await client.getPost({ params: { id: 9 } });
 * if (!result.ok) throw result.error; // ProblemError: 404 Not Found
 */
export class ProblemError<Body = unknown> extends Error {
  readonly status: number;
  readonly body: Body;
  /** The problem's `code` when the body has one (`BATON_SCHEMA_INVALID_BODY`, ...). */
  readonly code: string | undefined;

  constructor(status: number, body: Body) {
    const fields = typeof body === 'object' && body !== null ? (body as { detail?: unknown; code?: unknown }) : {};
    super(typeof fields.detail === 'string' ? `${status}: ${fields.detail}` : `The server answered ${status}`);
    this.name = 'ProblemError';
    this.status = status;
    this.body = body;
    this.code = typeof fields.code === 'string' ? fields.code : undefined;
  }
}

/**
 * The typed client's own failure: the request could not be sent, or the answer was not what a
 * JSON API sends. `code` is `BATON_SCHEMA_CLIENT_FAILED`; `status` is the answer's, or 0 when
 * there was none.
 *
 * @example
 * try { await client.listPosts(); } catch (err) { if (err instanceof ClientError) console.log(err.status); }
 */
export class ClientError extends Error {
  readonly code = 'BATON_SCHEMA_CLIENT_FAILED';
  readonly status: number;

  constructor(message: string, status: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ClientError';
    this.status = status;
  }
}
