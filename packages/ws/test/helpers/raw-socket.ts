import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** A TCP connection to 127.0.0.1 that records every byte the server sends. */
export interface RawConnection {
  readonly socket: Socket;
  /** Everything received so far. */
  received(): Buffer;
  /** Resolves when the server closed the connection (or `ms` passed: then `timedOut` is true). */
  ended(ms?: number): Promise<{ timedOut: boolean }>;
}

/** Connects and starts recording; `paused` reads nothing (a reader that never reads). */
export function rawConnect(port: number, options: { paused?: boolean } = {}): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const waiters: Array<() => void> = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      for (const w of waiters.splice(0)) w();
    });
    socket.once('connect', () => {
      if (options.paused) socket.pause();
      resolve({
        socket,
        received: () => Buffer.concat(chunks),
        ended: (ms = 3000) =>
          new Promise((done) => {
            if (closed) return done({ timedOut: false });
            const timer = setTimeout(() => done({ timedOut: true }), ms);
            waiters.push(() => {
              clearTimeout(timer);
              done({ timedOut: false });
            });
          }),
      });
    });
    socket.once('error', reject);
  });
}

/** A WebSocket handshake request for `path`; `headers` replace or (with undefined) drop the defaults. */
export function handshake(path: string, headers: Record<string, string | undefined> = {}): string {
  const all: Record<string, string | undefined> = {
    Host: '127.0.0.1',
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    'Sec-WebSocket-Version': '13',
    ...headers,
  };
  const lines = Object.entries(all)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Opcodes of RFC 6455 §5.2. */
export const Opcode = { continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10 } as const;

/**
 * One client frame (RFC 6455 §5.2): masked unless `mask` is false; `declaredLength` lies about the
 * payload length (the payload sent is still `payload`).
 */
export function frame(
  opcode: number,
  payload: Buffer | string,
  options: { fin?: boolean; mask?: boolean; declaredLength?: number } = {},
): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const { fin = true, mask = true, declaredLength = body.length } = options;
  const head: number[] = [(fin ? 0x80 : 0) | opcode];
  const maskBit = mask ? 0x80 : 0;
  if (declaredLength < 126) head.push(maskBit | declaredLength);
  else if (declaredLength < 65536) head.push(maskBit | 126, declaredLength >> 8, declaredLength & 0xff);
  else {
    head.push(maskBit | 127);
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(declaredLength));
    head.push(...big);
  }
  if (!mask) return Buffer.concat([Buffer.from(head), body]);
  const key = randomBytes(4);
  const masked = Buffer.from(body.map((b, i) => b ^ (key[i % 4] as number)));
  return Buffer.concat([Buffer.from(head), key, masked]);
}

/** The status line of the HTTP answer at the start of `bytes`. */
export function statusLine(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  return text.slice(0, text.indexOf('\r\n'));
}

/** The header block of the HTTP answer at the start of `bytes` (lower-case names). */
export function headersOf(bytes: Buffer): Record<string, string> {
  const text = bytes.toString('latin1');
  const block = text.slice(text.indexOf('\r\n') + 2, text.indexOf('\r\n\r\n'));
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The server's (unmasked) frames in `bytes`, as [opcode, payload] pairs; a cut-off last frame is left out. */
export function framesOf(bytes: Buffer): Array<[number, Buffer]> {
  const frames: Array<[number, Buffer]> = [];
  let at = 0;
  while (at + 2 <= bytes.length) {
    const opcode = (bytes[at] as number) & 0x0f;
    let length = (bytes[at + 1] as number) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = bytes.readUInt16BE(start);
      start += 2;
    } else if (length === 127) {
      length = Number(bytes.readBigUInt64BE(start));
      start += 8;
    }
    if (start + length > bytes.length) break;
    frames.push([opcode, bytes.subarray(start, start + length)]);
    at = start + length;
  }
  return frames;
}

/** The close code of the first close frame the server sent after its 101 (1005 for none given), or undefined. */
export function closeCodeOf(bytes: Buffer): number | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const close = framesOf(bytes.subarray(end + 4)).find(([opcode]) => opcode === Opcode.close);
  if (close === undefined) return undefined;
  return close[1].length >= 2 ? close[1].readUInt16BE(0) : 1005;
}
