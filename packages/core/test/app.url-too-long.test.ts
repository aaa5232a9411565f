import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('414 URI Too Long, before routing', () => {
  it('a request target over 8,192 bytes gets 414 and reaches no middleware; 8,192 is served', async () => {
    const app = createApp();
    let seen = 0;
    app.use((_req, _res, next) => {
      seen++;
      next();
    });
    app.get('/*rest', (req, res) => {
      res.send(String(req.originalUrl.length));
    });
    srv = await serve(app);
    const atLimit = `/${'a'.repeat(8191)}`;
    const ok = await request(`${srv.origin}${atLimit}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('8192');
    const over = await rawRequest(srv.port, `GET ${atLimit}b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(over).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(over).toContain('URI Too Long');
    expect(seen).toBe(1);
  });

  it("the 'max url length' setting moves the limit", async () => {
    const app = createApp();
    app.set('max url length', 32);
    app.get('/*rest', (_req, res) => {
      res.send('ok');
    });
    srv = await serve(app);
    expect((await request(`${srv.origin}/${'a'.repeat(31)}`)).status).toBe(200);
    expect((await request(`${srv.origin}/${'a'.repeat(32)}`)).status).toBe(414);
  });
});
