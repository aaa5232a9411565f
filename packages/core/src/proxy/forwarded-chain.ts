import type { IncomingMessage } from 'node:http';
import type { TrustFn } from '../settings/compile-trust.js';

/**
 * The addresses a request passed through, closest first: the socket peer, then X-Forwarded-For
 * read from the right, for as long as each address so far is trusted (proxy-addr semantics: the
 * first untrusted address is the last one kept, since a proxy it sent to is the one vouching for it).
 * X-Forwarded-For is split lazily from its end, so a huge header costs only as much as the trusted
 * hops actually read.
 *
 * @example
 * // socket 127.0.0.1, X-Forwarded-For: 203.0.113.9, 10.0.0.2; trust loopback and 10/8
 * forwardedChain(req, trust); // ['127.0.0.1', '10.0.0.2', '203.0.113.9']
 */
export function forwardedChain(req: IncomingMessage, trust: TrustFn): string[] {
  const socketAddress = req.socket?.remoteAddress;
  const chain: string[] = [socketAddress as string];
  const raw = req.headers['x-forwarded-for'];
  const header = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.join(',') : '';
  let end = header.length;
  let hop = 0;
  while (end > 0 && trust(chain[hop] as string, hop)) {
    let next = '';
    while (end > 0 && next === '') {
      const start = header.lastIndexOf(',', end - 1) + 1;
      next = trimmed(header, start, end);
      end = start - 1;
    }
    if (next === '') break;
    chain.push(next);
    hop++;
  }
  return chain;
}

function trimmed(s: string, start: number, end: number): string {
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return s.slice(start, end);
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09;
}
