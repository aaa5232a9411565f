/**
 * The figures of `tsc --extendedDiagnostics` this benchmark reports.
 *
 * @example
 * const { instantiations, checkSeconds } = parseDiagnostics(output);
 */
export interface TscDiagnostics {
  readonly types: number;
  readonly instantiations: number;
  readonly memoryKb: number;
  readonly checkSeconds: number;
  readonly totalSeconds: number;
}

/**
 * Reads the `Name:  value` lines tsc prints with `--extendedDiagnostics` ("Instantiations:
 * 12345", "Memory used: 81234K", "Check time: 1.23s"); throws naming what is missing.
 *
 * @example
 * parseDiagnostics('Instantiations:   120\nTypes: 10\nMemory used: 900K\nCheck time: 0.10s\nTotal time: 0.50s');
 */
export function parseDiagnostics(output: string): TscDiagnostics {
  const values = new Map<string, number>();
  for (const line of output.split('\n')) {
    const match = /^([A-Za-z][A-Za-z ]*?):\s+([\d.]+)[sK]?\s*$/.exec(line.trim());
    if (match !== null) values.set(match[1]!, Number(match[2]));
  }
  const read = (name: string): number => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`tsc --extendedDiagnostics printed no "${name}"`);
    return value;
  };
  return {
    types: read('Types'),
    instantiations: read('Instantiations'),
    memoryKb: read('Memory used'),
    checkSeconds: read('Check time'),
    totalSeconds: read('Total time'),
  };
}
