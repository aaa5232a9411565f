// rpc() mounted under a path of a Baton app and of an Express 5 app, with and without a body
// parser in front of it: the same requests get the same answers.
import type { Server } from 'node:http';
import { json, text } from '@batonjs/body';
import { createApp } from '@batonjs/core';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { query, rpc } from '../src/index.js';
import { specProcedures } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

type Parser = 'none' | 'json' | 'text';
const procedures = { ...specProcedures, listBlogs: query(() => ['a', 'b']) };

function batonApp(parser: Parser) {
  const app = createApp();
  if (parser === 'json') app.use(json());
  if (parser === 'text') app.use(text({ type: 'application/json' }));
  app.use('/rpc', rpc(procedures));
  app.use((_req, res) => {
    res.status(404).send('not rpc');
  });
  return app;
}

function expressApp(parser: Parser) {
  const app = express();
  if (parser === 'json') app.use(express.json());
  if (parser === 'text') app.use(express.text({ type: 'application/json' }));
  app.use('/rpc', rpc(procedures));
  app.use((_req, res) => {
    res.status(404).send('not rpc');
  });
  return app;
}

const hosts = [
  ['Baton', (parser: Parser) => serve(batonApp(parser) as unknown as Parameters<typeof serve>[0])],
  ['Express 5', (parser: Parser) => serve(expressApp(parser))],
] as const;

describe.each(hosts)('rpc() mounted at /rpc in %s', (_host, start) => {
  describe.each(['none', 'json', 'text'] as const)('body parser in front: %s', (parser) => {
    it('answers calls and batches at /rpc, queries at /rpc/<name>, and passes other paths on', async () => {
      srv = await start(parser);
      const post = (body: string) =>
        request(`${srv!.origin}/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const single = await post('{"jsonrpc":"2.0","method":"subtract","params":[42,23],"id":1}');
      expect(single.status).toBe(200);
      expect(single.json()).toEqual({ jsonrpc: '2.0', result: 19, id: 1 });
      const batch = await post(
        '[{"jsonrpc":"2.0","method":"sum","params":[1,2],"id":1},{"jsonrpc":"2.0","method":"update"}]',
      );
      expect(batch.json()).toEqual([{ jsonrpc: '2.0', result: 3, id: 1 }]);
      const notification = await post('{"jsonrpc":"2.0","method":"update","params":[1]}');
      expect(notification.status).toBe(204);
      const trailingSlash = await request(`${srv.origin}/rpc/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","method":"sum","params":[5],"id":2}',
      });
      expect(trailingSlash.json()).toEqual({ jsonrpc: '2.0', result: 5, id: 2 });

      const get = await request(`${srv.origin}/rpc/listBlogs`);
      expect(get.status).toBe(200);
      expect(get.json()).toEqual({ jsonrpc: '2.0', result: ['a', 'b'], id: null });

      const elsewhere = await request(`${srv.origin}/rpc/a/b`);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.text).toBe('not rpc');
    });

    it('malformed JSON is -32700 whoever parsed it; an upstream JSON parser answers it first', async () => {
      srv = await start(parser);
      const res = await request(`${srv.origin}/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc": ',
      });
      if (parser === 'json') {
        // The app's own JSON parser refused the body before rpc() ran: its error handling answers.
        expect(res.status).toBe(400);
      } else {
        expect(res.status).toBe(200);
        expect(res.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
      }
    });
  });
});

describe('rpc() on a bare node server', () => {
  it('serves at / and answers 404 itself for paths it does not own', async () => {
    const handler = rpc(procedures);
    srv = await serve((req, res) => handler(req, res));
    expect((await request(`${srv.origin}/listBlogs`)).status).toBe(200);
    expect((await request(`${srv.origin}/x/y`)).status).toBe(404);
    expect((srv.server as Server).listening).toBe(true);
  });
});
