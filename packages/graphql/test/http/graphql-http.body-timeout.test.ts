import { type TestServer, trickle } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { serveGraphql, stillServes } from './helpers.js';

/** POSTs `Content-Length: 1000`, then one byte every `everyMs` ms until the server closes the connection. */
const trickleBody = (port: number, everyMs: number) =>
  trickle(port, {
    head: 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    drip: ' ',
    everyMs,
  });

describe('graphqlHttp: slow request bodies', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('a body trickled past limits.bodyTimeout: 408 BATON_GRAPHQL_BODY_TIMEOUT and the connection closes', async () => {
    srv = await serveGraphql({ limits: { bodyTimeout: 400, bodyMinRate: 0 } });
    const { reply, ms } = await trickleBody(srv.port, 50);
    expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(reply).toContain('Connection: close\r\n');
    expect(reply).toContain('"code":"BATON_GRAPHQL_BODY_TIMEOUT"');
    expect(ms).toBeLessThan(2000);
    await stillServes(srv);
  });

  it('a body below limits.bodyMinRate: 408 BATON_GRAPHQL_BODY_TOO_SLOW after the first second', async () => {
    srv = await serveGraphql({ limits: { bodyTimeout: 0, bodyMinRate: 100 } });
    const { reply, ms } = await trickleBody(srv.port, 100);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('"code":"BATON_GRAPHQL_BODY_TOO_SLOW"');
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(3500);
  });

  it('is on by default', async () => {
    srv = await serveGraphql();
    // Default 1,024 bytes a second: one byte every 100 ms is cut off at about 2 s.
    const { reply, ms } = await trickleBody(srv.port, 100);
    expect(reply).toContain('"code":"BATON_GRAPHQL_BODY_TOO_SLOW"');
    expect(ms).toBeLessThan(3500);
  });
});
