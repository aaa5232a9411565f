// WebSockets: the server's memory per idle socket, and the time one event takes to reach every
// one of 1,000 subscribers (p50/p99), for `ws` alone and for Baton's app.ws(); subjects
// interleaved round by round, each server in its own process.
//   node benchmarks/dist/websocket/run.js [--subscribers 1000] [--events 50] [--idle 2000] [--rounds 2] [--smoke]
// --smoke: 50 subscribers, 5 events, 100 idle sockets, one round (proves the harness works).
import { parseArgs } from 'node:util';
import { cpuSeconds } from '../process-cpu.js';
import { median, percentile } from '../stats.js';
import { measureFanOut } from './fan-out.js';
import { measureIdleMemory } from './idle-memory.js';
import { spawnSubject } from './spawn-subject.js';
import { type Subject, subjects } from './subjects.js';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    events: { type: 'string', default: '50' },
    idle: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    smoke: { type: 'boolean', default: false },
  },
});
const settings = values.smoke
  ? { subscribers: 50, events: 5, idle: 100, rounds: 1 }
  : {
      subscribers: Number(values.subscribers),
      events: Number(values.events),
      idle: Number(values.idle),
      rounds: Number(values.rounds),
    };
if (!Object.values(settings).every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: run.js [--subscribers N] [--events N] [--idle N] [--rounds N] [--smoke] (positive integers)');
  process.exit(2);
}

interface Round {
  readonly rssBytesPerSocket: number;
  readonly retainedBytesPerSocket: number;
  /** Server CPU per event sent to every subscriber, µs. */
  readonly cpuUsPerEvent: number;
  readonly toAllP50: number;
  readonly toAllP99: number;
  readonly deliveryP50: number;
  readonly deliveryP99: number;
}

async function measure(subject: Subject): Promise<Round> {
  const server = await spawnSubject(subject);
  try {
    const memory = await measureIdleMemory(server, settings.idle);
    let cpuBefore = 0;
    const times = await measureFanOut(server.port, {
      ...settings,
      onOpen: () => {
        cpuBefore = cpuSeconds(server.pid);
      },
    });
    const cpuUsPerEvent = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / settings.events;
    return {
      ...memory,
      cpuUsPerEvent,
      toAllP50: percentile(times.toAllNs, 50),
      toAllP99: percentile(times.toAllNs, 99),
      deliveryP50: percentile(times.deliveryNs, 50),
      deliveryP99: percentile(times.deliveryNs, 99),
    };
  } finally {
    await server.stop();
  }
}

const ms = (ns: number): string => (ns / 1e6).toFixed(2);
// Subjects take turns, the order rotating each round, so a load swing on a shared machine hits each alike.
const rounds = new Map<Subject, Round[]>(subjects.map((s) => [s, []]));
for (let round = 1; round <= settings.rounds; round++) {
  for (const subject of subjects.map((_, i) => subjects[(i + round - 1) % subjects.length] as Subject)) {
    const r = await measure(subject);
    rounds.get(subject)?.push(r);
    console.error(
      `round ${round}/${settings.rounds} ${subject}: ${r.rssBytesPerSocket.toFixed(0)} B RSS, ${r.retainedBytesPerSocket.toFixed(0)} B retained per socket, ${r.cpuUsPerEvent.toFixed(0)} µs CPU/event, to all p50 ${ms(r.toAllP50)} ms p99 ${ms(r.toAllP99)} ms`,
    );
  }
}

const of = (subject: Subject, field: keyof Round): number => median((rounds.get(subject) ?? []).map((r) => r[field]));
console.log(
  `${settings.idle} idle sockets; ${settings.events} events to ${settings.subscribers} subscribers, one at a time; median of ${settings.rounds} round(s); NODE_ENV=production; RSS from /proc`,
);
console.log(
  '| server | RSS per idle socket | retained per idle socket | server CPU per event | to all, p50 | to all, p99 | one delivery, p50 | one delivery, p99 |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const subject of subjects) {
  console.log(
    `| ${subject} | ${of(subject, 'rssBytesPerSocket').toFixed(0)} B | ${of(subject, 'retainedBytesPerSocket').toFixed(0)} B | ${of(subject, 'cpuUsPerEvent').toFixed(0)} µs | ${ms(of(subject, 'toAllP50'))} ms | ${ms(of(subject, 'toAllP99'))} ms | ${ms(of(subject, 'deliveryP50'))} ms | ${ms(of(subject, 'deliveryP99'))} ms |`,
  );
}
