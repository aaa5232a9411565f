import type { Socket } from 'node:net';

/** What a dribbled connection saw: what the server wrote, how long it lasted, whether it was cut. */
export interface Dribbled {
  readonly reply: string;
  readonly ms: number;
  readonly cut: boolean;
}

/**
 * A slowloris client: writes a never-ending header block one byte every `everyMs` ms; resolves once
 * the server closes the connection, or after `giveUpMs` (then `cut` is false: not cut off).
 */
export function dribble(socket: Socket, everyMs = 50, giveUpMs = 5000): Promise<Dribbled> {
  const began = Date.now();
  const bytes = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}`;
  let i = 0;
  let reply = '';
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (i < bytes.length && socket.writable) socket.write(bytes[i++] as string);
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
