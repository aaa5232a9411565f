import * as http2 from 'node:http2';
import { connect } from 'node:net';
import { createApp, shutdown } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { start, transports } from './matrix/transports.js';

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

function slowApp(entered: () => void) {
  const app = createApp();
  app.get('/slow/:n', async (req, res) => {
    entered();
    await new Promise((resolve) => setTimeout(resolve, 300));
    res.json({ n: Number(req.params.n) });
  });
  app.get('/fast', (_req, res) => {
    res.send('fast');
  });
  app.get('/never', () => undefined);
  return app;
}

// undici 7 fails every request on a session that receives GOAWAY (see onHttp2SessionGoAway in
// undici's client-h2.js), so HTTP/2 is tested below with node's own client, which honours it.
describe.each(transports.filter((t) => t.major === 1))('shutdown over $name', (transport) => {
  it('lets in-flight requests finish, closes idle connections, refuses new ones, then resolves', async () => {
    const count = 8;
    let inside = 0;
    let allInside: () => void = () => undefined;
    const everyoneIn = new Promise<void>((resolve) => {
      allInside = resolve;
    });
    const srv = await start(
      transport,
      slowApp(() => {
        if (++inside === count) allInside();
      }),
    );
    try {
      // An idle keep-alive connection (HTTP/1.1) or session (HTTP/2), left open by the client.
      expect((await srv.fetch('/fast')).status).toBe(200);
      const pending = Array.from({ length: count }, (_, n) => srv.fetch(`/slow/${n}`));
      await everyoneIn;
      const began = Date.now();
      const done = shutdown(srv.server, { timeout: 5000 });
      expect(await refused(srv.port)).toBe(true);
      const results = await Promise.all(pending);
      expect(results.map((r) => r.status)).toEqual(Array(count).fill(200));
      expect(results.map((r) => r.json<{ n: number }>().n)).toEqual(Array.from({ length: count }, (_, n) => n));
      // Answered while draining: the client is told not to reuse the connection.
      expect(results.map((r) => r.headers.connection)).toEqual(Array(count).fill('close'));
      expect(await done).toEqual({ forced: false });
      // Well before the 5 s keep-alive timeout: idle connections were closed, not waited out.
      expect(Date.now() - began).toBeLessThan(2500);
      expect(srv.server.listening).toBe(false);
    } finally {
      await srv.dispatcher.destroy();
    }
  });

  it('cuts what is left at the deadline', async () => {
    const srv = await start(
      transport,
      slowApp(() => undefined),
    );
    try {
      const hanging = srv.fetch('/never').then(
        () => 'answered',
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await shutdown(srv.server, { timeout: 200 })).toEqual({ forced: true });
      expect(await hanging).toBe('cut');
    } finally {
      await srv.dispatcher.destroy();
    }
  });
});

interface Reply {
  status: number | undefined;
  body: string;
}

function get(session: http2.ClientHttp2Session, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path });
    let status: number | undefined;
    let body = '';
    stream.on('response', (h) => {
      status = h[':status'];
    });
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => {
      body += c;
    });
    stream.on('end', () => resolve({ status, body }));
    stream.on('error', reject);
  });
}

describe.each(transports.filter((t) => t.major === 2))('shutdown over $name', (transport) => {
  const connectTo = (origin: string): http2.ClientHttp2Session => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', () => undefined);
    return session;
  };

  it('sends GOAWAY: open streams complete, idle sessions end, new connections are refused', async () => {
    let entered = 0;
    const srv = await start(
      transport,
      slowApp(() => {
        entered++;
      }),
    );
    const busy = connectTo(srv.origin);
    const idle = connectTo(srv.origin);
    try {
      expect(await get(idle, '/fast')).toEqual({ status: 200, body: 'fast' });
      const told = new Set<http2.ClientHttp2Session>();
      busy.on('goaway', () => told.add(busy));
      idle.on('goaway', () => told.add(idle));
      const idleClosed = new Promise((resolve) => idle.once('close', resolve));
      const count = 6;
      const pending = Array.from({ length: count }, (_, n) => get(busy, `/slow/${n}`));
      while (entered < count) await new Promise((resolve) => setTimeout(resolve, 10));
      const done = shutdown(srv.server, { timeout: 5000 });
      expect(await refused(srv.port)).toBe(true);
      expect(await Promise.all(pending)).toEqual(
        Array.from({ length: count }, (_, n) => ({ status: 200, body: JSON.stringify({ n }) })),
      );
      await idleClosed;
      expect(told.size).toBe(2);
      expect(await done).toEqual({ forced: false });
      expect(srv.server.listening).toBe(false);
    } finally {
      busy.destroy();
      idle.destroy();
      await srv.dispatcher.destroy();
    }
  });

  it('cuts streams still open at the deadline', async () => {
    const srv = await start(
      transport,
      slowApp(() => undefined),
    );
    const session = connectTo(srv.origin);
    try {
      const hanging = get(session, '/never').then(
        (reply) => reply,
        (err: NodeJS.ErrnoException) => err.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await shutdown(srv.server, { timeout: 200 })).toEqual({ forced: true });
      expect(await hanging).toBe('ERR_HTTP2_SESSION_ERROR');
    } finally {
      session.destroy();
      await srv.dispatcher.destroy();
    }
  });
});
