import { describe, expect, it } from 'vitest';
import { compilePath } from '../src/router/compile-path.js';

const route = { end: true, strict: false, sensitive: false };

// Backtracking matchers take quadratic (or worse) time on these; ours is linear in the path, so
// each finishes well inside the test timeout. Correctness is checked too, not just termination.
describe('adversarial paths match in linear time', () => {
  it('50,000 dashes against /:a-:b', { timeout: 5000 }, () => {
    const p = compilePath('/:a-:b', route);
    expect(p.match(`/${'-'.repeat(50_000)}/x`)).toBeNull();
    const m = p.match(`/${'-'.repeat(50_000)}x`);
    expect(m?.params.b).toBe('x');
    expect((m?.params.a ?? '').length).toBe(49_999);
  });

  it('50,000 characters against /*a/*b/:c', { timeout: 5000 }, () => {
    const p = compilePath('/*a/*b/:c', route);
    expect(p.match(`/${'a/'.repeat(25_000)}`)).not.toBeNull();
    expect(p.match(`/${'a'.repeat(50_000)}`)).toBeNull();
    const m = p.match(`/${'a/'.repeat(25_000)}z`);
    expect(m?.params.c).toBe('z');
    expect((m?.params.b ?? '').length).toBe(1);
  });

  it('50,000 dots against /:a..:b{.:c}', { timeout: 5000 }, () => {
    const p = compilePath('/:a..:b{.:c}', route);
    expect(p.match(`/${'.'.repeat(50_000)}/x`)).toBeNull();
    // As in Express: `:b` may be the separator text itself, so this matches with b = '..'.
    expect(p.match(`/${'.'.repeat(50_000)}/`)?.params).toEqual({ a: '.'.repeat(49_994), b: '..', c: '.' });
  });

  it('a 100,000-character segment against a plain param', { timeout: 5000 }, () => {
    const m = compilePath('/users/:id', route).match(`/users/${'9'.repeat(100_000)}`);
    expect(m?.params.id).toBe('9'.repeat(100_000));
  });
});
