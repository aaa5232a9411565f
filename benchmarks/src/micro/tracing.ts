import { tracingChannel } from 'node:diagnostics_channel';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { measureRow, modeOf } from '../in-process/sampling.js';
import type { MicroBenchmark, MicroResult } from './types.js';

/** The group of the tracing rows. */
export const tracingGroup = 'tracing: app.handle through 10 middleware and a route';

/** The subjects, in the order each round measures them. */
export const tracingSubjects = ['no subscriber', 'subscribed to baton.request and baton.handler'] as const;

const middlewareCount = 10;
const roundsByMode = { full: 7, quick: 5, smoke: 1 } as const;

// Subscribers that do nothing: what remains is what Baton spends publishing (the messages, the
// wrapped next, the response listeners), not what a tracer does with them.
const noop = (): void => undefined;
const subscribers = { start: noop, end: noop, asyncStart: noop, asyncEnd: noop, error: noop };

/**
 * One request through a whole app (`app.handle`: entry checks, prototypes, the router, 10
 * pass-through middleware, a route) with no tracing subscriber, then with one on both channels.
 * One node request/response pair is reused (no socket writes: the route ends the request by
 * emitting the response's 'finish', which ends a traced request). The two are measured
 * alternately in rounds, so each round's ratio pairs figures taken under the same machine load.
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const { default: baton } = await import('batonjs');
  const app = baton();
  app.disable('x-powered-by');
  for (let i = 0; i < middlewareCount; i++) app.use((_req, _res, next) => next());
  let hits = 0;
  app.get('/', (_req, res) => {
    hits++;
    res.emit('finish');
  });
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  req.headers = { host: 'localhost' };
  const res = new ServerResponse(req);
  const handle = (): void => app.handle(req, res);
  const request = tracingChannel('baton.request');
  const handler = tracingChannel('baton.handler');
  const rounds: number[][] = tracingSubjects.map(() => []);
  const rows: MicroResult[] = [];
  for (let round = 0; round < roundsByMode[mode]; round++) {
    for (const [index, subject] of tracingSubjects.entries()) {
      const traced = index === 1;
      if (traced) {
        request.subscribe(subscribers);
        handler.subscribe(subscribers);
      }
      try {
        const before = hits;
        handle();
        if (hits !== before + 1) throw new Error(`the app did not reach its route (${subject})`);
        const row = await measureRow(tracingGroup, subject, handle, mode);
        (rounds[index] as number[]).push(row.medianNs);
        if (round === roundsByMode[mode] - 1) rows.push({ ...row, roundsNs: rounds[index] as number[] });
      } finally {
        if (traced) {
          request.unsubscribe(subscribers);
          handler.unsubscribe(subscribers);
        }
      }
    }
  }
  if (res.listenerCount('finish') !== 0) throw new Error('a traced request left its listeners on the response');
  return rows.map((row, index) => ({
    ...row,
    medianNs: median(rounds[index] as number[]),
  }));
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

// `node benchmarks/dist/micro/tracing.js [--quick]`: this module alone, with the same-round ratios.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run({ quick: process.argv.includes('--quick') });
  const [plain, traced] = rows as [MicroResult, MicroResult];
  const ratios = (plain.roundsNs ?? []).map((ns, i) => ((traced.roundsNs ?? [])[i] as number) / ns);
  for (const row of rows)
    console.log(
      `${row.subject}: ${row.medianNs.toFixed(0)} ns/request (rounds: ${(row.roundsNs ?? []).map((n) => n.toFixed(0)).join(', ')})`,
    );
  console.log(
    `subscribed ÷ no subscriber, per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}`,
  );
}
