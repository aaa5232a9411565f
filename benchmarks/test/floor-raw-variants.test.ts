import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { rawVariantNamed, rawVariants } from '../src/floor/variants.js';

// Every raw node:http variant of the floor run answers the hello document; the Express-header pair
// must send the same four headers, or the difference between them would price something else.
describe('floor: raw node:http variants', () => {
  it.each(rawVariants.map((variant) => [variant.name, variant] as const))('%s', async (name, variant) => {
    const server = createServer((_req, res) => {
      if (variant.noDate === true) res.sendDate = false;
      variant.send(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.date === undefined).toBe(variant.noDate === true);
      if (name.startsWith('express-headers')) {
        expect(res.headers['x-powered-by']).toBe('Baton');
        expect(res.headers.etag).toBe('W/"11-IkjuL6CqqtmReFMfkkvwC0sKj04"');
        expect(res.headers['content-length']).toBe('17');
      }
      expect(await res.body.text()).toBe('{"hello":"world"}');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses an unknown variant name with the known ones', () => {
    expect(() => rawVariantNamed('nope')).toThrow(/^no raw variant "nope"; known: object, object-length, /);
  });
});
