import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { utf16ByteOrder } from './utf16-byte-order.js';

// Decoders are reusable across requests (decode() without `stream` keeps no state); only labels
// that worked are cached, so hostile charset names cannot grow the map.
const decoders = new Map<string, TextDecoder>();

function decoderFor(charset: string): TextDecoder | undefined {
  let decoder = decoders.get(charset);
  if (decoder !== undefined) return decoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    return undefined;
  }
  decoders.set(charset, decoder);
  return decoder;
}

/**
 * Whether `TextDecoder` can decode `charset` (a WHATWG Encoding label, case-insensitive).
 *
 * @example
 * isSupportedCharset('utf-16le'); // true
 * isSupportedCharset('bogus'); // false
 */
export function isSupportedCharset(charset: string): boolean {
  return isUtf8(charset) || isLatin1(charset) || isUtf16(charset) || decoderFor(charset) !== undefined;
}

// Labels that leave the byte order open; iconv-lite knows the one without a hyphen too.
function isUtf16(charset: string): boolean {
  return charset === 'utf-16' || charset === 'utf16';
}

function isUtf8(charset: string): boolean {
  return charset === 'utf-8' || charset === 'utf8';
}

// WHATWG maps these labels to windows-1252; body-parser (iconv-lite) decodes true ISO-8859-1,
// which Buffer's 'latin1' is, so 0x80-0x9F stay the C1 controls a client sent.
function isLatin1(charset: string): boolean {
  return charset === 'iso-8859-1' || charset === 'latin1';
}

/**
 * Decodes a body to a string. A UTF-8 byte order mark is dropped, as `TextDecoder` and iconv-lite
 * do; malformed sequences become U+FFFD rather than errors.
 *
 * @example
 * decodeText(Buffer.from('caf\u00e9', 'latin1'), 'iso-8859-1'); // 'café'
 */
export function decodeText(buf: Buffer, charset: string): string {
  if (isUtf8(charset)) {
    // Most bodies are pure ASCII (JSON escapes the rest), and for those a latin1 copy gives the
    // same string about 5x faster than UTF-8 decoding (0.2 vs 1 ms per MB measured); the
    // simdutf-backed ASCII check costs a fraction of that. A BOM is not ASCII, so none is kept.
    if (isAscii(buf)) return buf.toString('latin1');
    // Buffer#toString is node's fastest UTF-8 path; it only lacks the BOM stripping.
    const start = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
    return buf.toString('utf8', start);
  }
  if (isLatin1(charset)) return buf.toString('latin1');
  const decoder = decoderFor(isUtf16(charset) ? utf16ByteOrder(buf) : charset);
  if (decoder === undefined) throw new RangeError(`unsupported charset "${charset}"`);
  return decoder.decode(buf);
}
