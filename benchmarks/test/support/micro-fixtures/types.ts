// Skipped by name, as benchmarks/src/micro/types.ts is.
export const run = (): never => {
  throw new Error('types must never be run');
};
