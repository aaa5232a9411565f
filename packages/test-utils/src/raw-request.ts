import { connect } from 'node:net';

/**
 * Writes raw bytes to 127.0.0.1:port and collects everything the server sends until it closes the
 * connection or `timeoutMs` passes. For requests no well-behaved client would send (malformed
 * request lines, lying Content-Length, truncated bodies).
 *
 * @example
 * const reply = await rawRequest(srv.port, 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
 * expect(reply).toMatch(/^HTTP\/1.1 400/);
 */
export function rawRequest(
  port: number,
  data: string | Buffer | ReadonlyArray<string | Buffer>,
  timeoutMs = 2000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET') return;
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    const parts = typeof data === 'string' || Buffer.isBuffer(data) ? [data] : data;
    for (const part of parts) socket.write(part);
  });
}
