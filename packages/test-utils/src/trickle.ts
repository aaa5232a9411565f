import { connect, type Socket } from 'node:net';

/** How a slow client sends: `head` at once, then one character of `drip` every `everyMs` ms. */
export interface TrickleOptions {
  readonly head?: string;
  /** Sent one character at a time, from the start again when it runs out. */
  readonly drip: string;
  readonly everyMs: number;
  /** The client gives up (and `cut` is false) after this many ms. Default 6 000. */
  readonly giveUpMs?: number;
}

/** What a slow client saw: what the server wrote, how long the connection lasted, whether the server cut it. */
export interface Trickled {
  readonly reply: string;
  readonly ms: number;
  readonly cut: boolean;
}

/**
 * A slow client (slowloris for headers, a trickled body): connects to 127.0.0.1:port (or uses
 * `socket`, e.g. a TLS one), then sends slowly until the server closes the connection.
 *
 * @example
 * const { reply, cut } = await trickle(port, { head: 'POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\n', drip: ' ', everyMs: 100 });
 */
export function trickle(target: number | Socket, options: TrickleOptions): Promise<Trickled> {
  const { head = '', drip, everyMs, giveUpMs = 6000 } = options;
  const socket = typeof target === 'number' ? connect(target, '127.0.0.1') : target;
  const began = Date.now();
  if (head !== '') socket.write(head);
  let i = 0;
  let reply = '';
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (socket.writable) socket.write(drip[i++ % drip.length] as string);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      const ms = Date.now() - began;
      resolve({ reply, ms, cut: ms < giveUpMs - 100 });
    });
  });
}
