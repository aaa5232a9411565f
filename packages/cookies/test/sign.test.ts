import signature from 'cookie-signature';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieError, sign, unsign } from '../src/index.js';

describe('sign and unsign', () => {
  it('produce cookie-signature format: value, dot, unpadded base64 HMAC-SHA256', () => {
    const signed = sign('hello', 'tobiiscool');
    expect(signed).toBe('hello.DGDUkGlIkCzPz+C0B064FNgHdEjox7ch8tOBGslZ5QI');
    expect(signed).not.toContain('=');
  });

  it('round-trip any value, including values with dots', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (value, secret) => {
        expect(unsign(sign(value, secret), secret)).toBe(value);
      }),
    );
    expect(unsign(sign('a.b.c', 's'), 's')).toBe('a.b.c');
  });

  it('reject a wrong secret, a tampered value, a tampered or truncated signature', () => {
    const signed = sign('user=42', 'secret');
    expect(unsign(signed, 'other')).toBe(false);
    expect(unsign(signed.replace('42', '43'), 'secret')).toBe(false);
    expect(unsign(`${signed.slice(0, -1)}A`, 'secret')).toBe(false);
    expect(unsign(signed.slice(0, -1), 'secret')).toBe(false);
    expect(unsign(`${signed}x`, 'secret')).toBe(false);
    expect(unsign('no-dot-at-all', 'secret')).toBe(false);
    expect(unsign('', 'secret')).toBe(false);
  });

  it('verify with every secret of a rotation list', () => {
    const old = sign('session', 'old-secret');
    const current = sign('session', 'new-secret');
    expect(unsign(old, ['new-secret', 'old-secret'])).toBe('session');
    expect(unsign(current, ['new-secret', 'old-secret'])).toBe('session');
    expect(unsign(old, ['new-secret'])).toBe(false);
    expect(unsign(old, [])).toBe(false);
  });

  it('reject a non-string value to sign with a coded error', () => {
    expect(() => sign(42 as unknown as string, 'k')).toThrow(
      expect.objectContaining({ code: 'BATON_COOKIE_INVALID_VALUE', status: 500 }),
    );
  });

  it('refuse a non-string signed value with a TypeError, as cookie-signature does', () => {
    const theirs = (() => {
      try {
        signature.unsign(42 as unknown as string, 'k');
      } catch (err) {
        return err as Error;
      }
    })();
    expect(theirs).toBeInstanceOf(TypeError);
    expect(() => unsign(42 as unknown as string, 'k')).toThrow(theirs?.message as string);
    expect(() => unsign(undefined as unknown as string, 'k')).toThrow(TypeError);
    expect(() => unsign(undefined as unknown as string, 'k')).toThrow(
      expect.objectContaining({ code: 'BATON_COOKIE_INVALID_VALUE' }),
    );
  });

  it('reject a missing or empty secret with a coded error', () => {
    for (const run of [
      () => sign('v', ''),
      () => sign('v', undefined as unknown as string),
      () => unsign('v.x', ''),
      () => unsign('v.x', ['ok', '']),
      () => unsign('v.x', 7 as unknown as string),
    ]) {
      const err = (() => {
        try {
          run();
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(err).toBeInstanceOf(CookieError);
      expect((err as CookieError).code).toBe('BATON_COOKIE_INVALID_SECRET');
      expect((err as CookieError).status).toBe(500);
    }
  });

  it('interoperate with the real cookie-signature package in both directions', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (value, secret) => {
        expect(unsign(signature.sign(value, secret), secret)).toBe(value);
        expect(signature.unsign(sign(value, secret), secret)).toBe(value);
        expect(sign(value, secret)).toBe(signature.sign(value, secret));
      }),
    );
    const express = signature.sign('s3ss10n', 'keyboard cat');
    expect(unsign(express, ['rotated', 'keyboard cat'])).toBe('s3ss10n');
    expect(unsign(express, 'wrong')).toBe(false);
  });
});
