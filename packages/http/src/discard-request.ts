import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How many unread body bytes we are willing to read and throw away to keep a connection alive
 * after an error. Beyond it (or when the size is unknown) the connection closes after the response.
 */
export const DRAIN_LIMIT = 64 * 1024;

/**
 * Gets a request whose body we stopped reading out of the way, so the error response reaches the
 * client: a remainder that is announced as small, or of unknown size (chunked), is read and
 * discarded up to `DRAIN_LIMIT` before `callback` runs, as body-parser waits for the end of the
 * request; the connection stays usable, and a client still uploading reads the answer instead of
 * a reset. An announced larger remainder, or more bytes than that, is left unread and the response
 * carries `Connection: close`, which makes node close the socket once the response is written.
 * Either way no unbounded amount is ever read; a client that stops sending is the server's
 * `requestTimeout`'s to end.
 *
 * @example
 * discardRequest(req, res, () => next(err));
 */
export function discardRequest(req: IncomingMessage, res: ServerResponse, callback: () => void): void {
  if (req.complete || req.destroyed) {
    callback();
    return;
  }
  const declared = req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length']) : 0;
  if (!(declared <= DRAIN_LIMIT)) {
    abandonRequest(req, res);
    callback();
    return;
  }
  let drained = 0;
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    req.off('data', onData);
    req.off('end', finish);
    req.off('close', finish);
    req.off('error', finish);
    callback();
  };
  // A client that sends more than it announced (or keeps a chunked body going) is cut off.
  const onData = (chunk: Buffer): void => {
    drained += chunk.length;
    if (drained <= DRAIN_LIMIT) return;
    req.pause();
    abandonRequest(req, res);
    finish();
  };
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.once('error', finish);
  req.resume();
}

/**
 * Stops reading a request whose client is too slow to wait for: nothing more is read, and the
 * connection closes once the response is out (on HTTP/2 the stream is reset instead).
 *
 * @example
 * abandonRequest(req, res);
 * next(timeoutError);
 */
export function abandonRequest(req: IncomingMessage, res: ServerResponse): void {
  req.pause();
  // HTTP/2 forbids connection headers and needs none: once the response is complete, RST_STREAM
  // with NO_ERROR tells the client to stop sending this request (RFC 9113 §8.1), and flow
  // control already bounds what it could send meanwhile.
  if (req.httpVersionMajor >= 2) {
    // The compatibility response only emits 'finish' when the whole stream closes, which waits
    // for the client; the stream's own writable 'finish' marks the response as sent.
    const { stream } = req as IncomingMessage & { stream?: Duplex & { close(code?: number): void } };
    // After RST_STREAM node keeps the stream until its buffered request data is read, so the
    // little that flow control let in is read and dropped.
    stream?.once('finish', () => {
      stream.close(0);
      req.resume();
    });
    return;
  }
  if (!res.headersSent) {
    res.setHeader('Connection', 'close');
    return;
  }
  // Too late to announce it: end the connection ourselves once the response is out.
  res.once('finish', () => req.socket?.destroySoon());
}
