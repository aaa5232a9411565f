import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_PACE } from '@batonjs/http';
import { parseBytes } from './bytes.js';
import { compileTypeMatcher, type TypeMatcher, type TypeOption } from './media-type.js';

/**
 * Called with the raw body before parsing; throwing rejects the request (403
 * `entity.verify.failed`, unless the thrown error carries its own status). `encoding` is the
 * charset the body will be decoded with; typed `string` as in `@types/body-parser`, it is `null`
 * for `raw()` at run time, as body-parser passes it.
 *
 * @example
 * const verify: VerifyFunction = (req, res, buf) => checkSignature(req.headers['x-signature'], buf);
 */
export type VerifyFunction = (req: IncomingMessage, res: ServerResponse, buf: Buffer, encoding: string) => void;

/** The options every parser takes. */
export interface BaseParserOptions {
  /** Inflate `gzip`, `deflate` and `br` bodies; `false` refuses them with 415. Default `true`. */
  inflate?: boolean;
  /** Largest body (after inflation): bytes, or a string like `'100kb'`. Default `'100kb'`. */
  limit?: number | string;
  /** Which requests to parse: media type(s), extension names, wildcards, `+suffix`, or `fn(req)`. */
  type?: TypeOption;
  /**
   * Inspect the raw body before parsing (e.g. to check a signature). A method, as in
   * `@types/body-parser`, so a verify typed with Express's request and response is accepted.
   */
  verify?(req: IncomingMessage, res: ServerResponse, buf: Buffer, encoding: string): void;
  /**
   * ms to receive the whole body once the parser starts reading it; longer gets 408
   * (`BATON_BODY_TIMEOUT`) and the connection closes. 0 for no limit. Default 30 000.
   */
  timeout?: number;
  /**
   * Least average speed of a body, in bytes a second, checked once a second after the first one;
   * slower gets 408 (`BATON_BODY_TOO_SLOW`) and the connection closes. 0 for none. Default 1024.
   */
  minRate?: number;
}

/** The options after defaults and validation, shared by the parser factory. */
export interface NormalizedOptions {
  readonly inflate: boolean;
  readonly limit: number;
  readonly shouldParse: TypeMatcher;
  readonly verify: VerifyFunction | undefined;
  readonly timeout: number;
  readonly minRate: number;
}

const DEFAULT_LIMIT = 100 * 1024;

/**
 * Applies body-parser's defaults and rejects invalid options when the parser is created, not on
 * the first request.
 *
 * @example
 * normalizeOptions({ limit: '1mb' }, 'application/json').limit; // 1048576
 */
export function normalizeOptions(options: BaseParserOptions | undefined, defaultType: string): NormalizedOptions {
  const limit = options?.limit === undefined || options.limit === null ? DEFAULT_LIMIT : parseBytes(options.limit);
  if (limit === undefined) throw new TypeError(`option limit "${String(options?.limit)}" is invalid`);
  const verify = options?.verify;
  if (verify !== undefined && typeof verify !== 'function') throw new TypeError('option verify must be function');
  return {
    inflate: options?.inflate !== false,
    limit,
    shouldParse: compileTypeMatcher(options?.type || defaultType),
    verify,
    timeout: paceOption(options?.timeout, 'timeout', DEFAULT_PACE.timeout),
    minRate: paceOption(options?.minRate, 'minRate', DEFAULT_PACE.minRate),
  };
}

function paceOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !(value >= 0) || !Number.isFinite(value)) {
    throw new TypeError(`option ${name} must be a non-negative number`);
  }
  return value;
}
