/**
 * What an in-process micro benchmark reports: one row per subject measured. `group` names the
 * scenario (e.g. 'json body 1 KB'); rows in one group were measured in the same run, so their
 * ratios are meaningful even on a noisy machine.
 */
export interface MicroResult {
  readonly group: string;
  /** Who was measured: 'baton', 'body-parser', 'graphql-js', ... */
  readonly subject: string;
  /** Median time per operation, nanoseconds. */
  readonly medianNs: number;
  /** 25th and 75th percentile per operation, nanoseconds: the spread. */
  readonly p25Ns: number;
  readonly p75Ns: number;
  readonly samples: number;
  /**
   * For a benchmark measured in rounds (router lookup): each round's median in round order, so
   * that ratios between two rows can be taken within a round, as the HTTP figures are.
   */
  readonly roundsNs?: readonly number[];
}

/** Every file in benchmarks/src/micro/ (but this one) exports a `run` of this type. */
export type MicroBenchmark = (options: { readonly quick: boolean }) => Promise<MicroResult[]>;
