import { describe, expect, it } from 'vitest';
import { sign, signedCookie, signedCookies } from '../src/index.js';

describe('signedCookie', () => {
  const signed = `s:${sign('hello', 'secret')}`;

  it('unsigns s: values with any of the secrets', () => {
    expect(signedCookie(signed, 'secret')).toBe('hello');
    expect(signedCookie(signed, ['new', 'secret'])).toBe('hello');
  });

  it('gives false for a bad signature or no secret, the input for unsigned values, undefined for non-strings', () => {
    expect(signedCookie(signed, 'other')).toBe(false);
    expect(signedCookie(signed, undefined)).toBe(false);
    expect(signedCookie(signed, [])).toBe(false);
    expect(signedCookie('plain', 'secret')).toBe('plain');
    expect(signedCookie(7, 'secret')).toBeUndefined();
  });
});

describe('signedCookies', () => {
  it('moves signed cookies into a new null-prototype object', () => {
    const jar: Record<string, unknown> = {
      good: `s:${sign('v1', 'k')}`,
      bad: `s:${sign('v2', 'other')}`,
      plain: 'p',
    };
    const verified = signedCookies(jar, 'k');
    expect(Object.getPrototypeOf(verified)).toBeNull();
    expect({ ...verified }).toEqual({ good: 'v1', bad: false });
    expect(jar).toEqual({ plain: 'p' });
  });
});
