import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.status()', () => {
  it('sets the status code and chains', async () => {
    const { origin } = await start((_req, res) => res.status(201).send('made'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(201);
    expect(res.text).toBe('made');
  });

  it('accepts codes up to 999', async () => {
    const { origin } = await start((_req, res) => res.status(999).send('odd'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(999);
    expect(res.text).toBe('odd');
  });

  it.each([
    ['200', TypeError, 'Invalid status code: "200". Status code must be an integer.'],
    [200.5, TypeError, 'Invalid status code: 200.5. Status code must be an integer.'],
    [Number.NaN, TypeError, 'Invalid status code: null. Status code must be an integer.'],
    [99, RangeError, 'Invalid status code: 99. Status code must be greater than 99 and less than 1000.'],
    [1000, RangeError, 'Invalid status code: 1000. Status code must be greater than 99 and less than 1000.'],
  ])('rejects %j', async (code, type, message) => {
    let thrown: unknown;
    const { origin } = await start((_req, res) => {
      try {
        res.status(code as number);
      } catch (err) {
        thrown = err;
      }
      res.send('still serving');
    });
    const res = await request(`${origin}/`);
    expect(thrown).toBeInstanceOf(type);
    expect((thrown as Error).message).toBe(message);
    expect(res.status).toBe(200);
    expect(res.text).toBe('still serving');
  });
});
