/**
 * One subject's figures from one load run: requests per second and the server's CPU per request.
 *
 * @example
 * const sample: CpuSample = { rps: 12000, cpuUs: 27.5 };
 */
export interface CpuSample {
  readonly rps: number;
  /** Server CPU per request, µs: steadier than req/s when other work shares the machine. */
  readonly cpuUs: number;
}

/**
 * Measures every subject once per round, rotating the order each round so that no subject always
 * runs right after the same neighbour and a load swing on a shared machine hits each alike.
 * Logs each figure to stderr as it comes.
 *
 * @example
 * const samples = await interleavedRounds(['rest', 'rpc'], 3, measure);
 */
export async function interleavedRounds<S extends string>(
  subjects: readonly S[],
  rounds: number,
  measure: (subject: S) => Promise<CpuSample>,
): Promise<Map<S, CpuSample[]>> {
  const samples = new Map<S, CpuSample[]>(subjects.map((s) => [s, []]));
  for (let round = 1; round <= rounds; round++) {
    const order = subjects.map((_, i) => subjects[(i + round - 1) % subjects.length] as S);
    for (const subject of order) {
      const sample = await measure(subject);
      samples.get(subject)?.push(sample);
      console.error(
        `round ${round}/${rounds} ${subject}: ${sample.rps.toFixed(0)} req/s, ${sample.cpuUs.toFixed(1)} µs CPU/req`,
      );
    }
  }
  return samples;
}
