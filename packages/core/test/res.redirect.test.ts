import { rawRequest, request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('res.redirect()', () => {
  it('redirects with 302 and a text body by default', async () => {
    const { origin } = await start((_req, res) => res.redirect('/login'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.text).toBe('Found. Redirecting to /login');
  });

  it('takes a status first', async () => {
    const { origin } = await start((_req, res) => res.redirect(301, 'https://example.com/new'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://example.com/new');
    expect(res.text).toBe('Moved Permanently. Redirecting to https://example.com/new');
  });

  it('sends an HTML page naming the escaped address to browsers', async () => {
    const { origin } = await start((_req, res) => res.redirect(303, '/search?q=a&b="c"'));
    const res = await request(`${origin}/`, { headers: HTML });
    expect(res.status).toBe(303);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.location).toBe('/search?q=a&b=%22c%22');
    expect(res.text).toBe(
      '<!DOCTYPE html><head><title>See Other</title></head><body><p>See Other. Redirecting to ' +
        '/search?q=a&amp;b=%22c%22</p></body>',
    );
  });

  it('sends an empty body when neither text nor HTML is acceptable', async () => {
    const { origin } = await start((_req, res) => res.redirect('/x'));
    const res = await request(`${origin}/`, { headers: { accept: 'image/png' } });
    expect(res.status).toBe(302);
    expect(res.headers['content-length']).toBe('0');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('sends no body for HEAD', async () => {
    const { port } = await start((_req, res) => res.redirect('/x'));
    const raw = await rawRequest(port, 'HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1.1 302 Found\r\n/);
    expect(raw).toMatch(/\r\nLocation: \/x\r\n/);
    expect(raw.endsWith('\r\n\r\n')).toBe(true);
  });

  it("does not redirect 'back' to the Referer (Express 5 removed that open redirect)", async () => {
    const { origin } = await start((_req, res) => res.redirect('back'));
    const res = await request(`${origin}/`, { headers: { referer: 'http://evil.example/' } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('back');
  });

  it('encodes CR/LF so no header can be injected', async () => {
    const { port } = await start((_req, res) => res.redirect('/ok\r\nSet-Cookie: admin=1\r\n\r\n<script>'));
    const raw = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1.1 302 Found\r\n/);
    expect(raw).toMatch(/\r\nLocation: \/ok%0D%0ASet-Cookie:%20admin=1%0D%0A%0D%0A%3Cscript%3E\r\n/);
    expect(raw).not.toMatch(/\r\nSet-Cookie/i);
    expect(raw).not.toMatch(/<script>/);
  });

  it.each(['javascript:alert(document.cookie)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'offers no link for %s',
    async (target) => {
      const { origin } = await start((_req, res) => res.redirect(target));
      const res = await request(`${origin}/`, { headers: HTML });
      expect(res.status).toBe(302);
      expect(res.text).not.toMatch(/<a /);
      expect(res.text).not.toMatch(/<script>/);
      expect(res.text).toMatch(/^<!DOCTYPE html><head><title>Found<\/title><\/head><body><p>Found\. Redirecting to /);
    },
  );

  it('escapes a quote-breaking attribute attack', async () => {
    const { origin } = await start((_req, res) => res.redirect("/x' onmouseover='alert(1)"));
    const res = await request(`${origin}/`, { headers: HTML });
    expect(res.text).toContain('Redirecting to /x&#39;%20onmouseover=&#39;alert(1)</p>');
  });

  it('encodes a 200 KB hostile target and keeps serving', async () => {
    const target = `/${'\u00e9"<>\r\n%zz '.repeat(20_000)}`;
    const { port, origin } = await start((req, res) => (req.url === '/ok' ? res.send('ok') : res.redirect(target)));
    const raw = await rawRequest(
      port,
      'GET / HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nConnection: close\r\n\r\n',
      5000,
    );
    expect(raw).toMatch(/^HTTP\/1.1 302 Found\r\n/);
    const location = /\r\nLocation: ([^\r\n]*)\r\n/.exec(raw)?.[1] ?? '';
    expect(location).toBe(`/${'%C3%A9%22%3C%3E%0D%0A%25zz%20'.repeat(20_000)}`);
    expect(raw).not.toMatch(/<>/);
    expect((await request(`${origin}/ok`)).text).toBe('ok');
  });

  it('rejects an invalid status code', async () => {
    const { origin } = await start((_req, res) => res.redirect(1, '/x'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toMatch(/^Invalid status code: 1\./);
  });
});
