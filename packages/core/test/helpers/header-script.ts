// The header operations the store differential runs against node's own store and Baton's: a
// script is data (so fast-check can generate and shrink it), run on a live response, every
// result and error recorded in a comparable form.
import fc from 'fast-check';

/** One call on a response. `setHeaders` takes its pairs as a Map or as a fetch `Headers`. */
export type HeaderOp =
  | readonly ['setHeader' | 'appendHeader', unknown, unknown]
  | readonly ['getHeader' | 'hasHeader' | 'removeHeader', unknown]
  | readonly ['getHeaders' | 'getHeaderNames' | 'getRawHeaderNames' | 'flushHeaders' | 'headersSent']
  | readonly ['setHeaders', 'map' | 'headers', readonly (readonly [string, string])[]]
  | readonly ['writeHead', number, ...unknown[]]
  | readonly ['write', string];

/** What a call gave: its value (the response itself as '<res>') or its error's identity. */
export type Outcome =
  | { readonly ok: unknown }
  | { readonly error: { readonly name: string; readonly code: unknown; readonly message: string } };

type Callable = Record<string, (...args: unknown[]) => unknown>;

/** A value made comparable: the response replaced by a marker, objects by their entries in order. */
function comparable(value: unknown, res: object): unknown {
  if (value === res) return '<res>';
  if (Array.isArray(value)) return value.map((item) => comparable(item, res));
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) === null ? 'null-prototype' : 'object';
    return { [proto]: Object.entries(value).map(([k, v]) => [k, comparable(v, res)]) };
  }
  return value;
}

function callOp(res: Callable, op: HeaderOp): unknown {
  const [name, ...args] = op;
  switch (name) {
    case 'headersSent':
      return (res as unknown as { headersSent: boolean }).headersSent;
    case 'setHeaders': {
      const pairs = args[1] as readonly (readonly [string, string])[];
      const headers = args[0] === 'map' ? new Map(pairs) : new Headers(pairs as [string, string][]);
      return res.setHeaders?.(headers);
    }
    default:
      return (res[name] as (...a: unknown[]) => unknown).apply(res, args);
  }
}

/**
 * Runs `script` on `res`, then `end('done')`; a response whose end threw is destroyed, as a server
 * must do with a response it cannot send. Returns what each call gave, the end included.
 *
 * @example
 * const outcomes = runScript(res, [['setHeader', 'X-A', '1'], ['getHeader', 'x-a']]);
 */
export function runScript(res: object, script: readonly HeaderOp[]): Outcome[] {
  const outcomes: Outcome[] = [];
  const record = (call: () => unknown): boolean => {
    try {
      outcomes.push({ ok: comparable(call(), res) });
      return true;
    } catch (err) {
      const e = err as { name?: unknown; code?: unknown; message?: unknown };
      outcomes.push({ error: { name: String(e?.name), code: e?.code, message: String(e?.message) } });
      return false;
    }
  };
  // A copy of each op on its own: node's appendHeader pushes into a stored array, which must not be
  // the script's own, nor an array a later op appends (fast-check hands out one array for equal
  // picks, and one structuredClone of the whole script would keep them one: node then appends an
  // array to itself until V8 gives up).
  for (const op of script) record(() => callOp(res as Callable, structuredClone(op)));
  const r = res as { end(body: string): unknown; destroy(): unknown; headersSent: boolean };
  if (!record(() => r.end('done'))) r.destroy();
  return outcomes;
}

const names = [
  'Content-Type',
  'content-type',
  'X-Custom',
  'x-custom',
  'X-CUSTOM',
  'Set-Cookie',
  'Content-Length',
  'Date',
  'ETag',
  'Vary',
  'Trailer',
  '123',
  '7',
  'x_y',
];
/** Names that HTTP/1.1 takes but HTTP/2 refuses or treats specially (connection-specific, spaces, pseudo). */
const http1OnlyNames = ['Connection', 'Keep-Alive', 'Upgrade', 'Transfer-Encoding', ' X-Spaced ', ':status'];
const badNames: unknown[] = ['bad name', '', 'Ünï', 'x\n', 42, undefined];
const values: unknown[] = ['text/plain', 'a, b', '', 5, 0, '17', ['a', 'b'], ['c=1', 'd=2'], 'é'];
const badValues: unknown[] = ['bad\r\nvalue', '\u0100', undefined, null, true];

/**
 * A random header script for HTTP/1.1 (`http2: false`) or for HTTP/2, from names and values chosen
 * to reach every branch: case variants, numeric names, arrays, the headers node's framing reacts
 * to, invalid names and values, and calls after the headers went out.
 *
 * @example
 * fc.assert(fc.asyncProperty(headerScript(false), async (script) => { ... }));
 */
export function headerScript(http2: boolean): fc.Arbitrary<HeaderOp[]> {
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...names, ...(http2 ? [] : http1OnlyNames)) },
    { weight: 1, arbitrary: fc.constantFrom(...badNames) },
  );
  // Reads take every name on both transports: a name HTTP/2 refuses to set can still be asked for
  // (res.send asks for Transfer-Encoding on every response), and node trims what it looks up there.
  const readName = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...names, ...http1OnlyNames, ' CONTENT-TYPE\t', 'x-custom\n') },
    { weight: 1, arbitrary: fc.constantFrom(...badNames) },
  );
  const value = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.constantFrom(...badValues) },
  );
  const goodName = fc.constantFrom(...names.filter((n) => !/^\d+$/.test(n)));
  const status = fc.constantFrom(200, 201, 204, 304, 404, 99, 1000);
  const headersArg = fc.oneof(
    fc.dictionary(goodName, fc.constantFrom('1', 'text/html', ''), { maxKeys: 3 }),
    fc.array(fc.tuple(goodName, fc.constantFrom('1', 'x')), { maxLength: 3 }).map((pairs) => pairs.flat()),
    fc.array(fc.tuple(goodName, fc.constantFrom('1', 'x')), { maxLength: 3 }),
    fc.constant(['odd']),
  );
  const op: fc.Arbitrary<HeaderOp> = fc.oneof(
    { weight: 10, arbitrary: fc.tuple(fc.constant('setHeader' as const), name, value) },
    { weight: 4, arbitrary: fc.tuple(fc.constant('appendHeader' as const), name, value) },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom('removeHeader' as const), name),
    },
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom('getHeader' as const, 'hasHeader' as const), readName) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          'getHeaders' as const,
          'getHeaderNames' as const,
          'headersSent' as const,
          ...(http2 ? [] : ['getRawHeaderNames' as const]),
        )
        .map((n) => [n] as const),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constant('setHeaders' as const),
        fc.constantFrom('map' as const, 'headers' as const),
        fc.array(fc.tuple(fc.constantFrom('x-m', 'Set-Cookie', 'content-type'), fc.constantFrom('1', 'a=b')), {
          maxLength: 3,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.tuple(fc.constant('writeHead' as const), status),
        fc.tuple(fc.constant('writeHead' as const), status, headersArg),
        fc.tuple(fc.constant('writeHead' as const), status, fc.constantFrom('Fine', 'bad\nreason'), headersArg),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(['flushHeaders'] as const, ['write', 'chunk'] as const) },
  );
  return fc.array(op, { maxLength: 12 });
}
