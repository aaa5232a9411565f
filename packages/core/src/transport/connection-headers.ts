/**
 * Connection-specific header names (RFC 9113 §8.2.2): meaningful on one HTTP/1.1 connection, and a
 * protocol error on HTTP/2, where node's `setHeader` throws `ERR_HTTP2_INVALID_CONNECTION_HEADERS`.
 * Middleware written for HTTP/1.1 sets them freely (`Connection: close`, `Keep-Alive`), so Baton's
 * HTTP/2 responses drop them instead.
 *
 * @example
 * isConnectionHeader('Keep-Alive'); // true
 */
export function isConnectionHeader(name: string): boolean {
  switch (name.length) {
    case 7:
      return name.toLowerCase() === 'upgrade';
    case 10:
      return name.toLowerCase() === 'connection' || name.toLowerCase() === 'keep-alive';
    case 16:
      return name.toLowerCase() === 'proxy-connection';
    case 17:
      return name.toLowerCase() === 'transfer-encoding';
    default:
      return false;
  }
}

/**
 * `headers` without its connection-specific entries, for `writeHead(status, headers)`: the same
 * object when it has none (the usual case, no copy), else a filtered copy. Accepts node's two
 * shapes, a record and a flat `[name, value, ...]` array.
 *
 * @example
 * withoutConnectionHeaders({ connection: 'close', 'content-type': 'text/plain' }); // { 'content-type': 'text/plain' }
 */
export function withoutConnectionHeaders<T>(headers: T): T {
  if (Array.isArray(headers)) {
    if (!headers.some((item, i) => i % 2 === 0 && typeof item === 'string' && isConnectionHeader(item))) return headers;
    const kept: unknown[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      const name: unknown = headers[i];
      if (typeof name === 'string' && isConnectionHeader(name)) continue;
      kept.push(name, headers[i + 1]);
    }
    return kept as T;
  }
  if (headers === null || typeof headers !== 'object') return headers;
  const names = Object.keys(headers);
  if (!names.some(isConnectionHeader)) return headers;
  const kept: Record<string, unknown> = {};
  for (const name of names) {
    if (!isConnectionHeader(name)) kept[name] = (headers as Record<string, unknown>)[name];
  }
  return kept as T;
}
