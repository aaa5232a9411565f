/** What one wrk run measured, read from its `--latency` report. */
export interface WrkFigures {
  readonly requests: number;
  readonly requestsPerSecond: number;
  /** Latency percentiles in microseconds, from wrk's "Latency Distribution" block. */
  readonly latencyUs: { readonly p50: number; readonly p75: number; readonly p90: number; readonly p99: number };
  /** Responses outside 2xx/3xx; any of them makes the figure invalid. */
  readonly non2xx: number;
  readonly socketErrors: {
    readonly connect: number;
    readonly read: number;
    readonly write: number;
    readonly timeout: number;
  };
}

// wrk prints durations with the unit chosen to keep the number short (src/units.c).
const timeUnitsUs: Readonly<Record<string, number>> = { us: 1, ms: 1e3, s: 1e6, m: 60e6, h: 3600e6 };

function durationUs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (match === null) throw new Error(`wrk output: cannot read the duration "${text}"`);
  // Rounded to a hundredth: 515.91 ms is 515910 µs, not 515909.99999999994.
  return Math.round(Number(match[1]) * timeUnitsUs[match[2]!]! * 100) / 100;
}

function latency(output: string, percent: number): number {
  const match = new RegExp(`^\\s*${percent}(?:\\.0+)?%\\s+(\\S+)\\s*$`, 'm').exec(output);
  if (match === null) throw new Error(`wrk output: no ${percent}% latency line (was wrk run with --latency?)`);
  return durationUs(match[1]!);
}

/**
 * Reads the figures out of wrk's text report. Throws when a line every report has is missing,
 * so a change in wrk's format fails loudly instead of producing zeros.
 *
 * @example
 * const figures = parseWrkOutput(stdout);
 * const valid = figures.non2xx === 0 && socketErrorCount(figures) === 0;
 */
export function parseWrkOutput(output: string): WrkFigures {
  const rps = /^Requests\/sec:\s+([\d.]+)\s*$/m.exec(output);
  if (rps === null) throw new Error('wrk output: no "Requests/sec:" line');
  const total = /^\s*(\d+) requests in /m.exec(output);
  if (total === null) throw new Error('wrk output: no "N requests in" line');
  const non2xx = /^\s*Non-2xx or 3xx responses:\s+(\d+)\s*$/m.exec(output);
  const socket = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/m.exec(output);
  return {
    requests: Number(total[1]),
    requestsPerSecond: Number(rps[1]),
    latencyUs: {
      p50: latency(output, 50),
      p75: latency(output, 75),
      p90: latency(output, 90),
      p99: latency(output, 99),
    },
    non2xx: non2xx === null ? 0 : Number(non2xx[1]),
    socketErrors: {
      connect: socket === null ? 0 : Number(socket[1]),
      read: socket === null ? 0 : Number(socket[2]),
      write: socket === null ? 0 : Number(socket[3]),
      timeout: socket === null ? 0 : Number(socket[4]),
    },
  };
}

/**
 * All socket errors wrk counted, of every kind.
 *
 * @example
 * socketErrorCount(parseWrkOutput(stdout)); // 0 on a clean run
 */
export function socketErrorCount(figures: WrkFigures): number {
  const { connect, read, write, timeout } = figures.socketErrors;
  return connect + read + write + timeout;
}
