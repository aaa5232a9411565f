import type { AddressInfo } from 'node:net';
import baton from 'batonjs';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { batonVariantNamed, batonVariants, setUpBatonVariant } from '../src/floor/baton-variants.js';

// Each Baton variant of the floor run answers the hello document with exactly the defaults it says
// it has: the run prices ETag and X-Powered-By by these differences.
describe('floor: Baton variants', () => {
  it.each(batonVariants.map((variant) => [variant.name, variant] as const))('%s', async (_name, variant) => {
    const app = baton();
    setUpBatonVariant(app, variant);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag === undefined).toBe(variant.noETag === true);
      expect(res.headers['x-powered-by']).toBe(variant.noPoweredBy === true ? undefined : 'Baton');
      expect(await res.body.text()).toBe('{"hello":"world"}');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses an unknown variant name with the known ones', () => {
    expect(() => batonVariantNamed('baton-nope')).toThrow(
      'no Baton variant "baton-nope"; known: baton, baton-no-etag, baton-no-powered-by, baton-bare',
    );
  });
});
