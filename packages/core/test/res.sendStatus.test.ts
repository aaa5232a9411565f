import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.sendStatus()', () => {
  it.each([
    [200, 'OK'],
    [404, 'Not Found'],
    [418, "I'm a Teapot"],
    [599, '599'],
  ])('sends %i with "%s" as text/plain', async (code, text) => {
    const { origin } = await start((_req, res) => res.sendStatus(code));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(code);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(text.length));
    expect(res.text).toBe(text);
  });

  it('sends 204 without a body or Content-Type', async () => {
    const { origin } = await start((_req, res) => res.sendStatus(204));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(204);
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('throws for an invalid code and the error reaches next', async () => {
    const { origin } = await start((_req, res) => res.sendStatus(42));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toMatch(/^Invalid status code: 42\./);
  });
});
