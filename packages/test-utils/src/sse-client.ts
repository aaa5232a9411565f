// A small Server-Sent Events reader for tests: opens the stream with undici (any dispatcher, so
// HTTP/1.1 and HTTP/2 alike) and hands out the raw text of each event block as it arrives.
import { type Dispatcher, request } from 'undici';

/** An open event stream, as {@link openSse} gives it. */
export interface SseConnection {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The next event block's text (up to and without its blank line); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<string>;
  /** Resolves once the server ends the stream (or the connection goes). */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream and reads it as it arrives.
 *
 * @example
 * const conn = await openSse(`${srv.origin}/events`, { headers: { 'last-event-id': '3' } });
 * expect(await conn.next()).toBe('event: tick\nid: 4\ndata: {}');
 * conn.close();
 */
export async function openSse(
  url: string,
  options: { dispatcher?: Dispatcher; headers?: Record<string, string> } = {},
): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await request(url, {
    headers: { accept: 'text/event-stream', ...options.headers },
    signal: controller.signal,
    ...(options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher }),
  });
  res.body.setEncoding('utf8');
  let buffer = '';
  const blocks: string[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const ended = new Promise<void>((resolve) => {
    const finish = (): void => {
      done = true;
      wake?.();
      resolve();
    };
    res.body.on('end', finish);
    res.body.on('error', finish);
    res.body.on('close', finish);
  });
  res.body.on('data', (chunk: string) => {
    buffer += chunk;
    let at = buffer.indexOf('\n\n');
    while (at !== -1) {
      blocks.push(buffer.slice(0, at));
      buffer = buffer.slice(at + 2);
      at = buffer.indexOf('\n\n');
    }
    wake?.();
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    ended,
    async next(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (blocks.length === 0) {
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      return blocks.shift() as string;
    },
    close: () => controller.abort(),
  };
}
