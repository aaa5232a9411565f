import { modeOf } from '../in-process/sampling.js';
import { percentile } from '../stats.js';
import { measureFanOut } from '../websocket/fan-out.js';
import { spawnSubject } from '../websocket/spawn-subject.js';
import { subjects } from '../websocket/subjects.js';
import type { MicroBenchmark, MicroResult } from './types.js';

// Subscribers and events per mode: 1,000 subscribers is the figure to steer by; smoke (CI) only
// proves the harness works. The memory per idle socket and p99s are `npm run bench:ws`'s.
const sizes = {
  full: { subscribers: 1000, events: 50 },
  quick: { subscribers: 1000, events: 20 },
  smoke: { subscribers: 50, events: 5 },
} as const;

/**
 * The group of the fan-out rows for `subscribers`.
 *
 * @example
 * fanOutGroup(1000); // 'WebSocket: one event to 1000 subscribers, until the last has it'
 */
export function fanOutGroup(subscribers: number): string {
  return `WebSocket: one event to ${subscribers} subscribers, until the last has it`;
}

/**
 * One event sent by a publisher socket, timed until every subscriber socket has it, for `ws`
 * alone and for Baton's `app.ws()`; each server in its own process, the clients in this one.
 */
export const run: MicroBenchmark = async (options) => {
  const { subscribers, events } = sizes[modeOf(options)];
  const rows: MicroResult[] = [];
  for (const subject of subjects) {
    const server = await spawnSubject(subject);
    try {
      const { toAllNs } = await measureFanOut(server.port, { subscribers, events });
      rows.push({
        group: fanOutGroup(subscribers),
        subject,
        medianNs: percentile(toAllNs, 50),
        p25Ns: percentile(toAllNs, 25),
        p75Ns: percentile(toAllNs, 75),
        samples: toAllNs.length,
      });
    } finally {
      await server.stop();
    }
  }
  return rows;
};
