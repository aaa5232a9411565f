// Server memory with many idle keep-alive connections: each framework's hello-json server, then
// `connections` connections to 127.0.0.1 that each made one request and stay open; the server's
// resident set size before and after. Frameworks alternate round by round, and each is compared
// with raw node:http in the same round. Used by `run.js` (the report) and `memory/run.js`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework } from '../http/frameworks.js';
import { spawnScenarioServer } from '../http/spawn-server.js';
import { median, type Spread, spread } from '../stats.js';
import { currentRssKb, openIdleConnections } from './idle-connections.js';

/** How many connections, how fast they open, how often, and whose servers. */
export interface MemorySettings {
  readonly connections: number;
  /** Connections opened at once. */
  readonly batch: number;
  readonly rounds: number;
  /** Raw node must be among them: it is the yardstick. */
  readonly frameworks: readonly Framework[];
  readonly log: (line: string) => void;
}

/** One server in one round: its RSS before and with the connections, kilobytes. */
export interface MemoryFigure {
  readonly round: number;
  readonly beforeKb: number;
  readonly afterKb: number;
  /** Connections still open when the RSS was read (node closes idle ones after 5 s). */
  readonly open: number;
  readonly problem?: string;
}

/** One framework over all rounds. */
export interface MemoryResult {
  readonly framework: Framework;
  readonly rounds: readonly MemoryFigure[];
  /** Medians over the valid rounds; null when none was valid. */
  readonly beforeKb: number | null;
  readonly afterKb: number | null;
  readonly bytesPerConnection: number | null;
  /** This framework's RSS with the connections ÷ raw node's, same round: median and range. */
  readonly ratioToNode: Spread | null;
  /** The fewest connections still open in any valid round. */
  readonly fewestOpen: number | null;
}

/** What a memory run measured, for the results file and the report. */
export interface MemoryRun {
  readonly connections: number;
  readonly rounds: number;
  readonly results: readonly MemoryResult[];
}

const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
// The hello body ends every answer; a chunked one is complete with its last chunk.
const answered = (text: string): boolean => text.endsWith('}') || text.endsWith('0\r\n\r\n');

async function measureOnce(
  framework: Framework,
  round: number,
  settings: MemorySettings,
  scratch: string,
): Promise<MemoryFigure> {
  const server = await spawnScenarioServer({ scenario: 'hello-json', framework, fixturesDir: scratch });
  try {
    // One request first, so lazily loaded code is in before the baseline is read.
    const warm = await openIdleConnections(server.port, 1, 1, request, answered);
    warm.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const beforeKb = currentRssKb(server.pid);
    const idle = await openIdleConnections(server.port, settings.connections, settings.batch, request, answered);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterKb = currentRssKb(server.pid);
    const open = idle.open();
    idle.close();
    return { round, beforeKb, afterKb, open };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint = /EMFILE|EADDRNOTAVAIL/.test(message) ? ' (raise `ulimit -n` above the connection count)' : '';
    return { round, beforeKb: 0, afterKb: 0, open: 0, problem: `${message}${hint}` };
  } finally {
    await server.stop();
  }
}

function summarise(
  framework: Framework,
  rounds: readonly MemoryFigure[],
  node: readonly MemoryFigure[],
  count: number,
) {
  const valid = rounds.filter((figure) => figure.problem === undefined);
  const ratios = valid.flatMap((figure) => {
    const base = node.find((other) => other.round === figure.round && other.problem === undefined);
    return base === undefined ? [] : [figure.afterKb / base.afterKb];
  });
  const medianOf = (pick: (figure: MemoryFigure) => number): number | null =>
    valid.length === 0 ? null : median(valid.map(pick));
  return {
    framework,
    rounds,
    beforeKb: medianOf((figure) => figure.beforeKb),
    afterKb: medianOf((figure) => figure.afterKb),
    bytesPerConnection: medianOf((figure) => ((figure.afterKb - figure.beforeKb) * 1024) / count),
    ratioToNode: spread(ratios),
    fewestOpen: valid.length === 0 ? null : Math.min(...valid.map((figure) => figure.open)),
  } satisfies MemoryResult;
}

/**
 * Measures every framework's server RSS with `connections` idle keep-alive connections, round
 * after round, the frameworks starting one later each round. Needs a file-descriptor limit
 * (`ulimit -n`) above the connection count; a round that hits it says so in its problem.
 *
 * @example
 * const run = await measureMemory({ connections: 10_000, batch: 500, rounds: 3, frameworks: ['node', 'baton'], log });
 */
export async function measureMemory(settings: MemorySettings): Promise<MemoryRun> {
  const { frameworks } = settings;
  const scratch = await mkdtemp(join(tmpdir(), 'baton-memory-'));
  const figures = new Map<Framework, MemoryFigure[]>(frameworks.map((framework) => [framework, []]));
  try {
    for (let round = 1; round <= settings.rounds; round++) {
      const shift = (round - 1) % frameworks.length;
      for (const framework of [...frameworks.slice(shift), ...frameworks.slice(0, shift)]) {
        const figure = await measureOnce(framework, round, settings, scratch);
        figures.get(framework)?.push(figure);
        settings.log(
          `round ${round}/${settings.rounds} memory ${framework}: ${
            figure.problem ??
            `${(figure.beforeKb / 1024).toFixed(1)} MB → ${(figure.afterKb / 1024).toFixed(1)} MB with ${figure.open} open`
          }`,
        );
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const node = figures.get('node') ?? [];
  return {
    connections: settings.connections,
    rounds: settings.rounds,
    results: frameworks.map((framework) =>
      summarise(framework, figures.get(framework) ?? [], node, settings.connections),
    ),
  };
}
