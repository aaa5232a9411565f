import type { MicroBenchmark } from '../../../src/micro/types.js';

export const run: MicroBenchmark = async () => {
  throw new Error('deliberately broken');
};
