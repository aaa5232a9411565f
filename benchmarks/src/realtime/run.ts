// Server-Sent Events: the server's memory per idle stream, and the time one published event takes
// to reach every subscriber (p50 and p99 over the subscribers, median over events), for Baton's
// res.sse() with createPubSub() and for a hand-written node:http stream (the yardstick). Each
// framework runs in a server process of its own; the subscribers are raw sockets in this process.
//   node benchmarks/dist/realtime/run.js [--streams 10000] [--subscribers 1000] [--events 30] [--smoke]
// --smoke (the benchmarks' test runs it): 200 streams, 50 subscribers, 5 events. Needs `ulimit -n`
// above the stream count.
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnServerProcess } from '../http/spawn-server.js';
import { currentRssKb } from '../memory/idle-connections.js';
import { median, percentile } from '../stats.js';
import { openSubscribers } from './subscribers.js';

/** One framework's figures. */
export interface RealtimeFigures {
  readonly framework: string;
  readonly streams: number;
  readonly bytesPerStream: number;
  readonly subscribers: number;
  readonly events: number;
  /** Median over events of the subscribers' p50 and p99 delivery time, milliseconds. */
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface RealtimeSettings {
  readonly streams: number;
  readonly subscribers: number;
  readonly events: number;
  readonly frameworks: readonly ('baton' | 'node')[];
  readonly batch?: number;
}

const child = fileURLToPath(new URL('./server-child.js', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function publish(port: number, id: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `/publish?id=${id}` }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 204 ? resolve() : reject(new Error(`publish answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Measures every framework of `settings` in turn.
 *
 * @example
 * const figures = await measureRealtime({ streams: 200, subscribers: 50, events: 5, frameworks: ['node', 'baton'] });
 */
export async function measureRealtime(
  settings: RealtimeSettings,
  options: { readonly entry?: string; readonly execArgv?: readonly string[] } = {},
): Promise<RealtimeFigures[]> {
  const batch = settings.batch ?? 500;
  const figures: RealtimeFigures[] = [];
  for (const framework of settings.frameworks) {
    const server = await spawnServerProcess({
      entry: options.entry ?? child,
      args: [framework],
      ...(options.execArgv === undefined ? {} : { execArgv: options.execArgv }),
    });
    try {
      // One stream first, so lazily loaded code is in before the baseline is read.
      const warm = await openSubscribers(server.port, 1, 1, false);
      warm.close();
      await pause(200);
      const before = currentRssKb(server.pid);
      const idle = await openSubscribers(server.port, settings.streams, batch, false);
      await pause(500);
      const after = currentRssKb(server.pid);
      idle.close();
      await pause(300);

      const subscribers = await openSubscribers(server.port, settings.subscribers, batch, true);
      const p50: number[] = [];
      const p99: number[] = [];
      try {
        for (let id = 1; id <= settings.events; id++) {
          const start = performance.now();
          await publish(server.port, id);
          const times = (await subscribers.arrivals(id)).map((at) => at - start);
          p50.push(percentile(times, 50));
          p99.push(percentile(times, 99));
          await pause(20);
        }
      } finally {
        subscribers.close();
      }
      figures.push({
        framework,
        streams: settings.streams,
        bytesPerStream: ((after - before) * 1024) / settings.streams,
        subscribers: settings.subscribers,
        events: settings.events,
        p50Ms: median(p50),
        p99Ms: median(p99),
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/**
 * The figures as a Markdown table.
 *
 * @example
 * console.log(realtimeTable(figures));
 */
export function realtimeTable(figures: readonly RealtimeFigures[]): string {
  const lines = [
    '| framework | idle streams | bytes per stream | subscribers | events | p50 delivery | p99 delivery |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.framework} | ${f.streams} | ${f.bytesPerStream.toFixed(0)} | ${f.subscribers} | ${f.events} | ${f.p50Ms.toFixed(2)} ms | ${f.p99Ms.toFixed(2)} ms |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      streams: { type: 'string', default: '10000' },
      subscribers: { type: 'string', default: '1000' },
      events: { type: 'string', default: '30' },
      smoke: { type: 'boolean', default: false },
    },
  });
  const settings: RealtimeSettings = values.smoke
    ? { streams: 200, subscribers: 50, events: 5, frameworks: ['node', 'baton'] }
    : {
        streams: Number(values.streams),
        subscribers: Number(values.subscribers),
        events: Number(values.events),
        frameworks: ['node', 'baton'],
      };
  if (![settings.streams, settings.subscribers, settings.events].every((n) => Number.isInteger(n) && n > 0)) {
    console.error('usage: run.js [--streams N] [--subscribers N] [--events N] [--smoke]');
    process.exit(2);
  }
  try {
    console.log(realtimeTable(await measureRealtime(settings)));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(/EMFILE/.test(message) ? `${message} (raise \`ulimit -n\` above the stream count)` : message);
    process.exit(1);
  }
}
