import { describe, expectTypeOf, it } from 'vitest';
import type { ParsedQs, RangeResult, Request } from '../src/index.js';

declare const req: Request;

describe('Request member types', () => {
  it('types header access', () => {
    expectTypeOf(req.get('host')).toEqualTypeOf<string | undefined>();
    expectTypeOf(req.get('set-cookie')).toEqualTypeOf<string[] | undefined>();
    expectTypeOf(req.header('x-a')).toEqualTypeOf<string | undefined>();
  });

  it('types negotiation: a list without offers, the best offer or false with them', () => {
    expectTypeOf(req.accepts()).toEqualTypeOf<string[]>();
    expectTypeOf(req.accepts('json', 'html')).toEqualTypeOf<string | false>();
    expectTypeOf(req.accepts(['json'])).toEqualTypeOf<string | false>();
    expectTypeOf(req.acceptsEncodings()).toEqualTypeOf<string[]>();
    expectTypeOf(req.acceptsEncodings('gzip')).toEqualTypeOf<string | false>();
    expectTypeOf(req.acceptsCharsets('utf-8')).toEqualTypeOf<string | false>();
    expectTypeOf(req.acceptsLanguages(['en', 'fr'])).toEqualTypeOf<string | false>();
    expectTypeOf(req.is('json')).toEqualTypeOf<string | false | null>();
  });

  it('types what cookieParser adds as @types/express does (any; TypeOptions narrows it)', () => {
    // biome-ignore lint/suspicious/noExplicitAny: Express's type, which this test pins.
    expectTypeOf(req.cookies).toEqualTypeOf<any>();
    // biome-ignore lint/suspicious/noExplicitAny: Express's type, which this test pins.
    expectTypeOf(req.signedCookies).toEqualTypeOf<any>();
    expectTypeOf(req.secret).toEqualTypeOf<string | undefined>();
  });

  it('types the getters', () => {
    expectTypeOf(req.ip).toEqualTypeOf<string | undefined>();
    expectTypeOf(req.ips).toEqualTypeOf<string[]>();
    expectTypeOf(req.hostname).toEqualTypeOf<string>();
    expectTypeOf(req.host).toEqualTypeOf<string>();
    expectTypeOf(req.method).toEqualTypeOf<string>();
    expectTypeOf(req.url).toEqualTypeOf<string>();
    expectTypeOf(req.subdomains).toEqualTypeOf<string[]>();
    expectTypeOf(req.fresh).toEqualTypeOf<boolean>();
    expectTypeOf(req.query).toEqualTypeOf<ParsedQs>();
    expectTypeOf(req.range(100)).toEqualTypeOf<RangeResult>();
    // biome-ignore lint/suspicious/noExplicitAny: Express's default, which this test pins.
    expectTypeOf(req.body).toEqualTypeOf<any>();
    // biome-ignore lint/suspicious/noExplicitAny: Express's type, which this test pins.
    expectTypeOf(req.route).toEqualTypeOf<any>();
  });
});
