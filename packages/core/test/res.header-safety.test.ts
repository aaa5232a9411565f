import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type Request, type Response } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const HOSTILE = 'a%0d%0aSet-Cookie:%20injected=1';

/** An app whose one route hands `?v=` to `use`, in production mode (no stack in the page). */
async function start(use: (req: Request, res: Response, value: string) => void): Promise<TestServer> {
  const app = createApp();
  app.set('env', 'production');
  app.get('/', (req, res) => use(req, res, String(req.query.v)));
  app.get('/ok', (_req, res) => {
    res.send('ok');
  });
  srv = await serve(app);
  return srv;
}

/** The raw response to `GET /?v=<hostile>`: raw, so that an injected field would show. */
async function hostile(s: TestServer): Promise<string> {
  const reply = await rawRequest(s.port, `GET /?v=${HOSTILE} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expect(reply).not.toMatch(/^set-cookie: injected/im);
  const after = await request(`${s.origin}/ok`);
  expect(after.status).toBe(200);
  return reply;
}

describe('header values from the request, through the response helpers', () => {
  it('res.set: node refuses CR/LF synchronously in the handler, which becomes next(err): a 500', async () => {
    const reply = await hostile(await start((_req, res, v) => res.set('X-Echo', v).send('never')));
    expect(reply).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
    expect(reply).not.toMatch(/x-echo/i);
  });

  it('res.append: the same 500, nothing appended', async () => {
    const reply = await hostile(await start((_req, res, v) => res.append('X-Echo', ['ok', v]).send('never')));
    expect(reply).toMatch(/^HTTP\/1\.1 500 /);
    expect(reply).not.toMatch(/x-echo/i);
  });

  it('res.location percent-encodes CR/LF', async () => {
    const reply = await hostile(await start((_req, res, v) => res.location(`/next?q=${v}`).end()));
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('Location: /next?q=a%0D%0ASet-Cookie:%20injected=1\r\n');
  });

  it('res.redirect percent-encodes CR/LF in Location and escapes the body', async () => {
    const reply = await hostile(await start((_req, res, v) => res.redirect(`/next?q=${v}`)));
    expect(reply).toMatch(/^HTTP\/1\.1 302 Found\r\n/);
    expect(reply).toContain('Location: /next?q=a%0D%0ASet-Cookie:%20injected=1\r\n');
  });

  it('res.attachment keeps CR/LF of a file name out of Content-Disposition', async () => {
    const reply = await hostile(await start((_req, res, v) => res.attachment(`${v}.txt`).send('x')));
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    const disposition = /^Content-Disposition: (.*)$/m.exec(reply)?.[1] ?? '';
    expect(disposition).toMatch(/^attachment; filename="a\?\?Set-Cookie: injected=1\.txt"/);
  });

  it('res.cookie encodes a value with CR/LF and refuses such an attribute with a coded 500', async () => {
    const value = await hostile(await start((_req, res, v) => res.cookie('c', v).end()));
    expect(value).toMatch(/^HTTP\/1\.1 200 /);
    expect(value).toContain('Set-Cookie: c=a%0D%0ASet-Cookie%3A%20injected%3D1; Path=/\r\n');
    await srv?.close();
    const path = await hostile(await start((_req, res, v) => res.cookie('c', '1', { path: v }).end()));
    expect(path).toMatch(/^HTTP\/1\.1 500 /);
    expect(path).not.toMatch(/set-cookie/i);
  });
});
