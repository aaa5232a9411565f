import type { MicroBenchmark } from '../../../src/micro/types.js';

export const run: MicroBenchmark = async () => [
  { group: 'g', subject: 's', medianNs: 2, p25Ns: 1, p75Ns: 3, samples: 4 },
];
