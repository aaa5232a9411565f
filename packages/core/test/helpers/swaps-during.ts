import { vi } from 'vitest';

/**
 * How many times `Object.setPrototypeOf` is called while `body` runs: a request on an adopted
 * server swaps nothing, one on a server kept with node's classes swaps its request and response.
 */
export async function swapsDuring(body: () => Promise<void>): Promise<number> {
  const spy = vi.spyOn(Object, 'setPrototypeOf');
  try {
    await body();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
