import type { ServerResponse } from 'node:http';

/**
 * Sends 304 Not Modified (RFC 9110 §15.4.5): no content, and the fields a 200 would have carried
 * that guide caches (Date, Cache-Control, Expires, ETag, Vary, Content-Location) stay; every other
 * `Content-*` field described a body that is not sent, so it goes.
 */
export function sendNotModified(res: ServerResponse): void {
  removeContentHeaders(res);
  res.statusCode = 304;
  res.end();
}

/**
 * Sends 412 Precondition Failed (RFC 9110 §15.5.13) or 428 Precondition Required (RFC 6585 §3) with a
 * short text body. Cache-Control and Expires set for the success response must not make an error
 * storable, so the answer says `no-store`.
 */
export function sendPreconditionStatus(res: ServerResponse, status: 412 | 428): void {
  const body = status === 412 ? 'Precondition Failed' : 'Precondition Required';
  removeContentHeaders(res);
  res.removeHeader('Expires');
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

function removeContentHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('content-') && name !== 'content-location') res.removeHeader(name);
  }
  // A body framing header for a body that will not be sent would confuse the client.
  res.removeHeader('Transfer-Encoding');
}
