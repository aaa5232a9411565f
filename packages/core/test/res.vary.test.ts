import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.vary()', () => {
  it('adds a field, a list and an array without repeating names', async () => {
    const { origin } = await start((_req, res) =>
      res.vary('Accept').vary('accept, Accept-Encoding').vary(['Origin', 'ORIGIN', 'accept-encoding']).end(),
    );
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.vary).toBe('Accept, Accept-Encoding, Origin');
  });

  it('keeps * as it is', async () => {
    const { origin } = await start((_req, res) => res.set('Vary', '*').vary('Accept').end());
    expect((await request(`${origin}/`)).headers.vary).toBe('*');
  });

  it('sets no header for an empty list', async () => {
    const { origin } = await start((_req, res) => res.vary([]).vary('').end());
    expect((await request(`${origin}/`)).headers.vary).toBeUndefined();
  });

  it('rejects an invalid field name', async () => {
    const { origin } = await start((_req, res) => res.vary('Accept\r\nX-Evil: 1'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.text).toMatch(/^field argument contains an invalid header name/);
  });
});
