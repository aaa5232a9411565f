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

/** What the benchmark needs of a Baton module: `createApp()` (core) or the `baton()` umbrella. */
type AppFactory = () => {
  disable(setting: string): unknown;
  use(fn: (req: unknown, res: unknown, next: () => void) => void): unknown;
  get(path: string, fn: (req: unknown, res: { emit(event: string): boolean }) => void): unknown;
  handle(req: IncomingMessage, res: ServerResponse): void;
};

interface Subject {
  readonly name: string;
  readonly handle: () => void;
  readonly traced: boolean;
}

/**
 * `app.handle` through 10 pass-through middleware and a route, on one reused node request/response
 * pair (no socket writes: the route ends the request by emitting the response's 'finish', which
 * ends a traced request). Checks that the route is reached.
 */
function subjectFor(name: string, createApp: AppFactory, traced: boolean): Subject {
  const app = createApp();
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
  handle();
  if (hits !== 1) throw new Error(`the app did not reach its route (${name})`);
  return { name, handle, traced };
}

/**
 * Measures the subjects alternately in rounds (full 7, quick 5, smoke 1), so that each round's
 * ratios pair figures taken under the same machine load; a traced subject runs with empty
 * subscribers on both channels. Each row's median is over rounds, `roundsNs` keeps every round.
 */
async function measureSubjects(subjects: readonly Subject[], mode: keyof typeof roundsByMode): Promise<MicroResult[]> {
  const request = tracingChannel('baton.request');
  const handler = tracingChannel('baton.handler');
  const rounds: number[][] = subjects.map(() => []);
  const last: MicroResult[] = [];
  for (let round = 0; round < roundsByMode[mode]; round++) {
    for (const [index, subject] of subjects.entries()) {
      if (subject.traced) {
        request.subscribe(subscribers);
        handler.subscribe(subscribers);
      }
      try {
        const row = await measureRow(tracingGroup, subject.name, subject.handle, mode);
        (rounds[index] as number[]).push(row.medianNs);
        last[index] = row;
      } finally {
        if (subject.traced) {
          request.unsubscribe(subscribers);
          handler.unsubscribe(subscribers);
        }
      }
    }
  }
  return last.map((row, index) => ({
    ...row,
    medianNs: median(rounds[index] as number[]),
    roundsNs: rounds[index] as number[],
  }));
}

/**
 * One request through a whole app (`app.handle`: entry checks, prototypes, the router, 10
 * pass-through middleware, a route) with no tracing subscriber, then with one on both channels,
 * measured alternately in rounds.
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const { default: baton } = await import('batonjs');
  const createApp = baton as unknown as AppFactory;
  const [plain, traced] = tracingSubjects;
  return measureSubjects([subjectFor(plain, createApp, false), subjectFor(traced, createApp, true)], modeOf(options));
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function ratioLine(label: string, over: MicroResult, under: MicroResult): string {
  const ratios = (over.roundsNs ?? []).map((ns, i) => ns / ((under.roundsNs ?? [])[i] as number));
  const spread = [...ratios].sort((a, b) => a - b);
  const q = (f: number): string => (spread[Math.floor(f * (spread.length - 1))] as number).toFixed(2);
  return `${label}: median ${median(ratios).toFixed(3)} (quartiles ${q(0.25)}–${q(0.75)}, ${ratios.length} rounds)`;
}

/**
 * CPU time per call (this process's user + system time, which time spent waiting for a CPU does
 * not inflate as it does wall time), `calls` calls per subject per round, subjects alternating,
 * each round starting one subject later.
 */
function measureCpu(subjects: readonly Subject[], rounds: number, calls: number): MicroResult[] {
  const request = tracingChannel('baton.request');
  const handler = tracingChannel('baton.handler');
  const perRound: number[][] = subjects.map(() => []);
  for (let round = 0; round < rounds; round++) {
    // Each round starts from the next subject, so that none always runs first or last.
    for (let k = 0; k < subjects.length; k++) {
      const index = (round + k) % subjects.length;
      const subject = subjects[index] as Subject;
      if (subject.traced) {
        request.subscribe(subscribers);
        handler.subscribe(subscribers);
      }
      for (let i = 0; i < calls / 4; i++) subject.handle();
      const before = process.cpuUsage();
      for (let i = 0; i < calls; i++) subject.handle();
      const used = process.cpuUsage(before);
      (perRound[index] as number[]).push(((used.user + used.system) * 1000) / calls);
      if (subject.traced) {
        request.unsubscribe(subscribers);
        handler.unsubscribe(subscribers);
      }
    }
  }
  return subjects.map((subject, index) => {
    const values = perRound[index] as number[];
    const sorted = [...values].sort((a, b) => a - b);
    const at = (f: number): number => sorted[Math.floor(f * (sorted.length - 1))] as number;
    return {
      group: tracingGroup,
      subject: subject.name,
      medianNs: median(values),
      p25Ns: at(0.25),
      p75Ns: at(0.75),
      samples: values.length,
      roundsNs: values,
    };
  });
}

// `node benchmarks/dist/micro/tracing.js [--quick] [--base DIR]`: this module alone, in CPU time
// per request, with the same-round ratios (31 rounds of 20,000 requests per subject; --quick 15 of
// 10,000). A second app of this revision joins the rounds: its ratio to the first is the noise
// floor. DIR is a built checkout of another revision (its packages/core/dist): its app with no
// subscriber joins too, as the reference for "no measurable cost".
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  const baseAt = process.argv.indexOf('--base');
  const { default: baton } = await import('batonjs');
  const createApp = baton as unknown as AppFactory;
  // With --base, nothing subscribes in this process: subscribing and unsubscribing swaps the
  // channels' prototypes, which deoptimises the code that checks them, a cost only a benchmark that
  // alternates pays (an app's subscribers come once, at start-up), and which would land on this
  // revision's rows and not on the base's.
  const subjects = [subjectFor('no subscriber', createApp, false)];
  if (baseAt === -1) subjects.push(subjectFor('subscribed', createApp, true));
  subjects.push(subjectFor('no subscriber, a second app', createApp, false));
  if (baseAt !== -1) {
    // Two apps of each revision, so that each revision's code sees the same number of apps.
    const dir = process.argv[baseAt + 1] as string;
    const base = (await import(pathToFileURL(`${dir}/packages/core/dist/index.js`).href)) as { createApp: AppFactory };
    subjects.push(subjectFor('no subscriber, base revision', base.createApp, false));
    subjects.push(subjectFor('no subscriber, base revision, a second app', base.createApp, false));
  }
  const rows = quick ? measureCpu(subjects, 15, 10_000) : measureCpu(subjects, 31, 20_000);
  for (const row of rows) {
    console.log(
      `${row.subject}: ${row.medianNs.toFixed(0)} ns CPU/request (quartiles ${row.p25Ns.toFixed(0)}–${row.p75Ns.toFixed(0)})`,
    );
  }
  const named = (name: string): MicroResult | undefined => rows.find((row) => row.subject === name);
  const plain = named('no subscriber') as MicroResult;
  const traced = named('subscribed');
  const base = named('no subscriber, base revision');
  console.log(
    ratioLine('second app ÷ first (noise floor)', named('no subscriber, a second app') as MicroResult, plain),
  );
  if (traced !== undefined) console.log(ratioLine('subscribed ÷ no subscriber', traced, plain));
  if (base !== undefined) console.log(ratioLine('no subscriber ÷ base revision', plain, base));
}
