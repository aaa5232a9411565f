import { describe, expect, it } from 'vitest';
import type { WrkFigures } from '../src/http/wrk-output.js';
import { countedWindows, irPerRequest, irRatio, type WindowFigure, windowFigure } from '../src/instructions/windows.js';

function wrk(requests: number, trouble: { non2xx?: number; timeout?: number } = {}): WrkFigures {
  return {
    requests,
    requestsPerSecond: requests / 15,
    latencyUs: { p50: 1, p75: 1, p90: 1, p99: 1 },
    non2xx: trouble.non2xx ?? 0,
    socketErrors: { connect: 0, read: 0, write: 0, timeout: trouble.timeout ?? 0 },
  };
}

const valid = (window: number, irPerRequest: number): WindowFigure => ({
  window,
  requests: 1000,
  instructions: irPerRequest * 1000,
  irPerRequest,
});

describe('windowFigure', () => {
  it('divides the dump’s instructions by the requests wrk completed', () => {
    expect(windowFigure(2, wrk(16_000), 920_000_000)).toEqual({
      window: 2,
      requests: 16_000,
      instructions: 920_000_000,
      irPerRequest: 57_500,
    });
  });

  it('invalidates a window with non-2xx responses, socket errors or no request', () => {
    expect(windowFigure(2, wrk(100, { non2xx: 3 }), 1e6).problem).toBe('3 non-2xx/3xx responses');
    expect(windowFigure(2, wrk(100, { timeout: 2 }), 1e6).problem).toBe('2 socket errors');
    expect(windowFigure(2, wrk(0), 1e6)).toMatchObject({ irPerRequest: 0, problem: 'no request completed' });
  });
});

describe('irPerRequest', () => {
  it('leaves out the first window, high while V8 still compiles, and takes the median of the rest', () => {
    const windows = [valid(1, 91_000), valid(2, 64_000), valid(3, 58_800), valid(4, 57_600)];
    expect(irPerRequest(windows)).toEqual({ median: 58_800, min: 57_600, max: 64_000 });
  });

  it('leaves out invalid windows, and the first window even when it is the one invalid', () => {
    const windows = [
      { ...valid(1, 50_000), problem: '1 socket errors' },
      valid(2, 58_000),
      { ...valid(3, 10), problem: '5 non-2xx/3xx responses' },
      valid(4, 57_000),
    ];
    expect(countedWindows(windows).map((figure) => figure.window)).toEqual([2, 4]);
    expect(irPerRequest(windows)).toEqual({ median: 57_500, min: 57_000, max: 58_000 });
  });

  it('has no figure when only the first window was valid', () => {
    expect(irPerRequest([valid(1, 60_000), { ...valid(2, 1), problem: '1 socket errors' }])).toBeNull();
    expect(irPerRequest([])).toBeNull();
  });
});

describe('irRatio', () => {
  it('is the base’s Ir/req over the subject’s: above 1 the subject executes fewer instructions', () => {
    const node = { median: 60_000, min: 59_000, max: 61_000 };
    const lean = { median: 50_000, min: 49_000, max: 51_000 };
    expect(irRatio(node, lean)).toBe(1.2);
    expect(irRatio(lean, node)).toBeCloseTo(0.833, 3);
    expect(irRatio(null, lean)).toBeNull();
    expect(irRatio(node, null)).toBeNull();
  });
});
