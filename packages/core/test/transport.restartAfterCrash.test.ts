import { defaultRestart } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { restartAfterCrash } from '../src/transport/restart-backoff.js';

describe('restartAfterCrash', () => {
  const options = { delay: 100, maxDelay: 1000, resetAfter: 5000, maxAttempts: 6 };

  it('doubles the delay with each crash in a row, up to maxDelay', () => {
    let crashes = 0;
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const decision = restartAfterCrash(crashes, 10, options);
      expect(decision.restart).toBe(true);
      if (decision.restart) delays.push(decision.delay);
      crashes = decision.attempt;
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('gives up after maxAttempts crashes in a row', () => {
    expect(restartAfterCrash(6, 10, options)).toEqual({ restart: false, attempt: 7 });
    expect(restartAfterCrash(0, 10, { ...options, maxAttempts: 0 })).toEqual({ restart: false, attempt: 1 });
  });

  it('counts from 1 again after a worker stayed up resetAfter ms', () => {
    expect(restartAfterCrash(5, 4999, options)).toEqual({ restart: true, attempt: 6, delay: 1000 });
    expect(restartAfterCrash(5, 5000, options)).toEqual({ restart: true, attempt: 1, delay: 100 });
    expect(restartAfterCrash(6, 60_000, options)).toEqual({ restart: true, attempt: 1, delay: 100 });
  });

  it('stays finite for a huge attempt count', () => {
    expect(restartAfterCrash(5000, 0, { ...options, maxAttempts: 10_000 })).toEqual({
      restart: true,
      attempt: 5001,
      delay: 1000,
    });
  });

  it('defaults: 500 ms doubling to 30 s, reset after 30 s up, give up after 10', () => {
    expect(defaultRestart).toEqual({ delay: 500, maxDelay: 30_000, resetAfter: 30_000, maxAttempts: 10 });
    expect(restartAfterCrash(0, 0, defaultRestart)).toEqual({ restart: true, attempt: 1, delay: 500 });
    expect(restartAfterCrash(10, 0, defaultRestart)).toEqual({ restart: false, attempt: 11 });
  });
});
