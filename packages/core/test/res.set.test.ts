import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.set() / res.header()', () => {
  it('sets one header, coercing the value to a string', async () => {
    const { origin } = await start((_req, res) => res.set('X-Count', 3).header('X-Flag', true).end('ok'));
    const res = await request(`${origin}/`);
    expect(res.headers['x-count']).toBe('3');
    expect(res.headers['x-flag']).toBe('true');
    expect(res.text).toBe('ok');
  });

  it('sets several from an object', async () => {
    const { origin } = await start((_req, res) =>
      res.set({ 'X-A': 'a', 'X-B': 'b', 'Cache-Control': 'no-store' }).end(),
    );
    const res = await request(`${origin}/`);
    expect(res.headers['x-a']).toBe('a');
    expect(res.headers['x-b']).toBe('b');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('adds a charset to Content-Type where mime-types knows one', async () => {
    const { origin } = await start((req, res) => {
      res.set('Content-Type', req.url === '/json' ? 'application/json' : req.url === '/png' ? 'image/png' : 'text/csv');
      res.end('x');
    });
    expect((await request(`${origin}/json`)).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await request(`${origin}/png`)).headers['content-type']).toBe('image/png');
    expect((await request(`${origin}/csv`)).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('keeps a charset the caller gave', async () => {
    const { origin } = await start((_req, res) => res.set({ 'content-type': 'text/plain; charset=iso-8859-1' }).end());
    expect((await request(`${origin}/`)).headers['content-type']).toBe('text/plain; charset=iso-8859-1');
  });

  it('keeps an array as several headers (Set-Cookie)', async () => {
    const { origin } = await start((_req, res) => res.set('Set-Cookie', ['a=1', 'b=2']).end());
    const res = await request(`${origin}/`);
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('refuses an array Content-Type with a TypeError', async () => {
    const { origin } = await start((_req, res) => res.set('Content-Type', ['text/html', 'text/plain']));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toBe('Content-Type cannot be set to an Array');
  });

  it('refuses a CR/LF header injection (node rejects the value)', async () => {
    const { origin } = await start((_req, res) => res.set('X-Evil', 'a\r\nSet-Cookie: pwned=1').end('no'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toMatch(/Invalid character in header content/);
  });
});
