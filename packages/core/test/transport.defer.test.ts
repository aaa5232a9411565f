import * as http2 from 'node:http2';
import { type AddressInfo, connect } from 'node:net';
import { rawRequest } from '@batonjs/test-utils';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { type AnyServer, createApp, createServer, type ServerOptions, shutdown } from '../src/index.js';

/**
 * A server from createServer whose 'request' event also schedules a setImmediate of its own, before
 * the app's listener: a deferred app runs after it, a synchronous one before it.
 */
async function orderOf(options: ServerOptions): Promise<{ order: string[]; server: AnyServer; port: number }> {
  const order: string[] = [];
  const app = createApp();
  app.all('/', (req, res) => {
    order.push('handler');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => res.json({ method: req.method, body }));
  });
  const server = createServer(app, options);
  server.prependListener('request', (() => {
    setImmediate(() => order.push('immediate'));
  }) as never);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { order, server, port: (server.address() as AddressInfo).port };
}

describe('createServer: requests dispatched from setImmediate', () => {
  it('by default the app runs in the check phase, after the parser callback', async () => {
    const { order, server, port } = await orderOf({});
    try {
      const res = await request(`http://127.0.0.1:${port}/`);
      expect(res.statusCode).toBe(200);
      expect(await res.body.json()).toEqual({ method: 'GET', body: '' });
      expect(order).toEqual(['immediate', 'handler']);
    } finally {
      await shutdown(server, { timeout: 200 });
    }
  });

  it('defer: false runs the app inside the parser callback, as http.createServer(app) does', async () => {
    const { order, server, port } = await orderOf({ defer: false });
    try {
      const res = await request(`http://127.0.0.1:${port}/`);
      expect(res.statusCode).toBe(200);
      expect(await res.body.text()).toBe('{"method":"GET","body":""}');
      expect(order).toEqual(['handler', 'immediate']);
    } finally {
      await shutdown(server, { timeout: 200 });
    }
  });

  it('a body that arrives with the headers waits in the paused stream and is read whole', async () => {
    const { server, port } = await orderOf({});
    try {
      const body = 'x'.repeat(100_000);
      const reply = await rawRequest(
        port,
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(reply).toContain('Content-Type: application/json; charset=utf-8\r\n');
      expect(reply.endsWith(`{"method":"POST","body":"${body}"}`)).toBe(true);
    } finally {
      await shutdown(server, { timeout: 200 });
    }
  });

  it('pipelined requests in one write are answered in order', async () => {
    const { server, port } = await orderOf({});
    try {
      const one = (method: string, body: string, last = false) =>
        `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n${last ? 'Connection: close\r\n' : ''}\r\n${body}`;
      const reply = await rawRequest(port, one('POST', 'a') + one('PUT', 'bb') + one('GET', '', true));
      const bodies = reply
        .split('\r\n\r\n')
        .slice(1)
        .map((part) => part.split('HTTP/1.1')[0]);
      expect(bodies).toEqual([
        '{"method":"POST","body":"a"}',
        '{"method":"PUT","body":"bb"}',
        '{"method":"GET","body":""}',
      ]);
    } finally {
      await shutdown(server, { timeout: 200 });
    }
  });

  it('over h2c the stream is answered the same way, after the check phase', async () => {
    const { order, server, port } = await orderOf({ http2: true });
    const session = http2.connect(`http://127.0.0.1:${port}`);
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/' });
        let status = 0;
        let body = '';
        stream.on('response', (h) => {
          status = Number(h[':status']);
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          body += chunk;
        });
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
        stream.end('h2 body');
      });
      expect(answer).toEqual({ status: 200, body: '{"method":"POST","body":"h2 body"}' });
      expect(order).toEqual(['immediate', 'handler']);
    } finally {
      session.close();
      await shutdown(server, { timeout: 200 });
    }
  });

  it('a client that leaves before its turn costs nothing: the server goes on answering', async () => {
    const { server, port } = await orderOf({});
    try {
      // Headers and an immediate reset: the deferred handler may find a destroyed socket.
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => socket.resetAndDestroy());
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
      const res = await request(`http://127.0.0.1:${port}/`);
      expect(res.statusCode).toBe(200);
      expect(await res.body.json()).toEqual({ method: 'GET', body: '' });
    } finally {
      await shutdown(server, { timeout: 200 });
    }
  });
});
