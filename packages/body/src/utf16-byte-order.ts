/**
 * The byte order of a body labelled plain `utf-16` (the label leaves it open, RFC 2781 §4.3): a
 * byte order mark decides; without one, the order in which most of the first 100 code units look
 * like ASCII (a zero high byte), since JSON, forms and most text are mostly ASCII; little-endian
 * when that does not decide. body-parser (through iconv-lite) reads such bodies the same way,
 * while `TextDecoder('utf-16')` always assumes little-endian.
 *
 * @example
 * utf16ByteOrder(Buffer.from([0x00, 0x7b, 0x00, 0x7d])); // 'utf-16be'
 */
export function utf16ByteOrder(buf: Uint8Array): 'utf-16le' | 'utf-16be' {
  if (buf[0] === 0xfe && buf[1] === 0xff) return 'utf-16be';
  if (buf[0] === 0xff && buf[1] === 0xfe) return 'utf-16le';
  let asciiIfBigEndian = 0;
  let asciiIfLittleEndian = 0;
  const end = Math.min(buf.length - 1, 200);
  for (let i = 0; i < end; i += 2) {
    const first = buf[i] as number;
    const second = buf[i + 1] as number;
    if (first === 0 && second !== 0) asciiIfBigEndian++;
    else if (first !== 0 && second === 0) asciiIfLittleEndian++;
  }
  return asciiIfBigEndian > asciiIfLittleEndian ? 'utf-16be' : 'utf-16le';
}
