import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createError, createTypeError } from '../errors.js';
import type { TrustFn } from '../settings/compile-trust.js';

/**
 * A `request id` generator: given node's request (its headers and socket; Baton's helpers may not
 * be on it yet), returns the id, 1 to 200 characters of `A-Z a-z 0-9 - _ . ~ : / + = @`.
 *
 * @example
 * app.set('request id', () => crypto.randomUUID());
 */
export type RequestIdGenerator = (req: IncomingMessage) => string;

/** The `request id` and `request id header` settings, compiled once when either is set. */
export interface RequestIdConfig {
  readonly generate: RequestIdGenerator;
  /** The header read from a trusted peer, lower case. */
  readonly incoming: string;
  /** The response header the id is echoed in, or undefined. */
  readonly echo: string | undefined;
}

/** Ids this long or of these characters are safe in a header, a log line and a trace attribute. */
const MAX_ID_LENGTH = 200;
const ID_PATTERN = /^[A-Za-z0-9\-_.~:/+=@]+$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Whether a value is usable as a request id: a string of 1 to 200 characters from
 * `A-Z a-z 0-9 - _ . ~ : / + = @` (UUIDs, hex, base64 and base64url, ULIDs, W3C trace ids).
 * Anything else from a client (spaces, quotes, CR/LF, control or non-ASCII characters, a repeated
 * header, which node joins with `, `) is refused and a fresh id is made instead.
 *
 * @example
 * isValidRequestId('4f1c-9a'); // true
 * isValidRequestId('a\r\nSet-Cookie: x=1'); // false
 */
export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && ID_PATTERN.test(value);
}

// A random prefix per process (cluster workers each draw their own) and a counter: unique without
// a random draw or a UUID's formatting per request.
const prefix = randomBytes(9).toString('base64url');
let counter = 0;

/**
 * The built-in generator (`app.set('request id', true)`): a 12-character random prefix drawn once
 * per process, a dash and a base-36 counter, e.g. `Xk3v9Qm0aZ_1-1f`.
 *
 * @example
 * nextRequestId(); // 'Xk3v9Qm0aZ_1-1'
 */
export function nextRequestId(): string {
  counter++;
  return `${prefix}-${counter.toString(36)}`;
}

/**
 * Compiles the two settings: `request id` (`true` for the built-in generator, a function, or
 * false/undefined for none) and `request id header` (`true` for `X-Request-Id`, a header name, or
 * false/undefined): the header is echoed in the response, and read from a trusted peer in place of
 * `X-Request-Id`. Returns undefined when request ids are off. Throws a coded TypeError for a value
 * the settings do not take, when the setting is made.
 *
 * @example
 * compileRequestId(true, 'X-Correlation-Id'); // echo 'X-Correlation-Id', incoming 'x-correlation-id'
 */
export function compileRequestId(setting: unknown, header: unknown): RequestIdConfig | undefined {
  if (
    header !== undefined &&
    header !== false &&
    header !== true &&
    !(typeof header === 'string' && TOKEN.test(header))
  )
    throw createTypeError('BATON_INVALID_SETTING', `request id header must be true, false or a header name`);
  if (setting === undefined || setting === false || setting === null) return undefined;
  if (setting !== true && typeof setting !== 'function')
    throw createTypeError('BATON_INVALID_SETTING', 'request id must be true, false or a function');
  const echo = header === true ? 'X-Request-Id' : typeof header === 'string' ? header : undefined;
  return {
    generate: setting === true ? nextRequestId : (setting as RequestIdGenerator),
    incoming: typeof header === 'string' ? header.toLowerCase() : 'x-request-id',
    echo,
  };
}

/**
 * Gives the request its id: the incoming header's when the socket peer is a trusted proxy (the
 * `trust proxy` rules that `req.ip` follows, hop 0) and the value is valid, else a generated one;
 * echoes it when asked. Returns the failure to pass to the final handler when the generator threw
 * or returned an invalid id, else undefined.
 *
 * @example
 * const failure = assignRequestId(config, trust, req, res);
 */
export function assignRequestId(
  config: RequestIdConfig,
  trust: TrustFn,
  req: IncomingMessage,
  res: ServerResponse,
): unknown {
  const incoming = req.headers[config.incoming];
  let id: unknown;
  if (incoming !== undefined && isValidRequestId(incoming) && trust(req.socket?.remoteAddress as string, 0)) {
    id = incoming;
  } else {
    try {
      id = config.generate(req);
    } catch (err) {
      return err;
    }
    if (!isValidRequestId(id)) {
      return createError('BATON_INVALID_REQUEST_ID', `request id generator returned ${describe(id)}, not a valid id`);
    }
  }
  (req as { id?: string }).id = id as string;
  if (config.echo !== undefined) res.setHeader(config.echo, id as string);
  return undefined;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `a string of ${value.length} characters` : typeof value;
}
