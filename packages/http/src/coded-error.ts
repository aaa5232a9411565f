/**
 * What a catalogue says of one code: the HTTP status an error with that code answers with, and the
 * message it gets when its creator gives none (also what docs/errors.md says the code means).
 *
 * @example
 * const definition: ErrorDefinition = { status: 413, message: 'request entity too large' };
 */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

/**
 * A package's codes, each with its definition. Codes are `BATON_*` (a few keep a name other
 * libraries made public, such as `ECONNABORTED`).
 *
 * @example
 * const catalogue = { BATON_X_FAILED: { status: 500, message: 'X failed' } } as const satisfies ErrorCatalogue;
 */
export type ErrorCatalogue = Readonly<Record<string, ErrorDefinition>>;

/**
 * Per-error choices: the underlying `cause`, a `status` that replaces the catalogue's for this
 * one error (an upstream error that already carries a 4xx, say), and an `expose` that replaces the
 * below-500 rule (send's node-style `ENOENT` errors are 404s whose message is never shown).
 *
 * @example
 * new CacheError('BATON_CACHE_INVALID_ETAG', undefined, { cause: err });
 */
export interface CodedErrorOptions {
  readonly cause?: unknown;
  readonly status?: number;
  readonly expose?: boolean;
}

/**
 * The fields every error Baton raises carries: our `code`, and http-errors' `status`, `statusCode`
 * (the same number, because Express error handlers read either) and `expose` (true below 500: the
 * message is safe to show the client).
 *
 * @example
 * if ((err as CodedError).code === 'BATON_BODY_TOO_LARGE') res.status(413).end();
 */
export interface CodedError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly status: number;
  readonly statusCode: number;
  readonly expose: boolean;
}

/**
 * The class {@link defineErrors} returns: `new Class(code, message?, options?)`.
 *
 * @example
 * const CacheError: CodedErrorClass<'BATON_CACHE_INVALID_ETAG'> = defineErrors('CacheError', catalogue);
 */
export interface CodedErrorClass<Code extends string> {
  new (code: Code, message?: string, options?: CodedErrorOptions): CodedError<Code>;
  readonly prototype: CodedError<Code>;
}

/**
 * Makes the error class of one package's catalogue: every instance is named `name`, carries a code
 * of the catalogue with its status, and takes the catalogue's message when given none. `base` is
 * `Error` unless the package's errors must stay catchable as something else (`@batonjs/cookies`
 * throws `TypeError`s, as the `cookie` package does). A package that adds fields of its own (a
 * body-parser `type`, response headers) extends the returned class.
 *
 * @example
 * export const cacheErrors = {
 *   BATON_CACHE_INVALID_ETAG: { status: 500, message: 'An entity-tag is not valid in an ETag header' },
 * } as const satisfies ErrorCatalogue;
 * export class CacheError extends defineErrors('CacheError', cacheErrors) {}
 * throw new CacheError('BATON_CACHE_INVALID_ETAG');
 */
export function defineErrors<const Catalogue extends ErrorCatalogue>(
  name: string,
  catalogue: Catalogue,
  base: ErrorConstructor = Error,
): CodedErrorClass<keyof Catalogue & string> {
  type Code = keyof Catalogue & string;
  class Coded extends base implements CodedError<Code> {
    readonly code: Code;
    readonly status: number;
    readonly statusCode: number;
    readonly expose: boolean;

    constructor(code: Code, message?: string, options?: CodedErrorOptions) {
      const definition = catalogue[code];
      super(
        message ?? definition?.message ?? code,
        options?.cause === undefined ? undefined : { cause: options.cause },
      );
      // An own property, as the classes this replaces had: `Object.keys(err)` and loggers that
      // serialise errors see the same fields as before.
      this.name = name;
      this.code = code;
      this.status = options?.status ?? definition?.status ?? 500;
      this.statusCode = this.status;
      this.expose = options?.expose ?? this.status < 500;
    }
  }
  Object.defineProperty(Coded, 'name', { value: name });
  return Coded;
}
