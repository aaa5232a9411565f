import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { json } from '@batonjs/body';
import bodyParser from 'body-parser';
import { measure } from 'mitata';
import { type Mode, modeOf } from '../in-process/sampling.js';
import type { MicroBenchmark, MicroResult } from './types.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

// What node's socket delivers at most per 'data' event on a loopback connection; a 1 MB body
// arrives as many chunks, which is the work a body reader really does.
const CHUNK = 64 * 1024;

/** A JSON document of about `bytes` bytes: an array of small records, as APIs send. */
function document(bytes: number): Buffer {
  const records: unknown[] = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const record = {
      id: i,
      name: `author ${i}`,
      email: `author${i}@example.com`,
      tags: ['a', 'b'],
      active: i % 2 === 0,
    };
    size += JSON.stringify(record).length + 1;
    records.push(record);
  }
  return Buffer.from(JSON.stringify(records));
}

/**
 * A request without a socket: a stream carrying the body in socket-sized chunks, with the
 * headers and the fields body-parser's on-finished consults (`complete`, `socket.readable`).
 */
function fakeRequest(body: Buffer): IncomingMessage {
  const chunks: Buffer[] = [];
  for (let i = 0; i < body.length; i += CHUNK) chunks.push(body.subarray(i, i + CHUNK));
  const stream = Readable.from(chunks, { objectMode: false });
  return Object.assign(stream, {
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    method: 'POST',
    url: '/',
    complete: false,
    socket: { readable: true },
  }) as unknown as IncomingMessage;
}

const res = {} as ServerResponse;

function parseOnce(parser: Middleware, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = fakeRequest(body) as IncomingMessage & { body?: unknown };
    parser(req, res, (err) => {
      if (err !== undefined) reject(err);
      else if (typeof req.body !== 'object' || req.body === null) reject(new Error('body was not parsed'));
      else resolve();
    });
  });
}

const subjects: ReadonlyArray<readonly [string, Middleware]> = [
  ['baton', json({ limit: '2mb' }) as Middleware],
  ['body-parser', bodyParser.json({ limit: '2mb' }) as Middleware],
];

// Parses per timed sample: mitata times an async function one call at a time, so a 10 µs parse
// would mostly measure the timer and the promise hand-off; 64 in a row make that noise small.
const sizes = [
  ['1 KB', 1024, 64],
  ['1 MB', 1024 * 1024, 1],
] as const;

// Short rounds, many of them, alternating the subjects: on a shared machine the load changes
// within seconds, so long rows measured one after the other compare different machines. Both
// subjects see the same conditions when they take turns every few tens of milliseconds.
const roundsByMode = {
  full: { rounds: 15, sampling: { min_cpu_time: 50e6 } },
  quick: { rounds: 5, sampling: { min_cpu_time: 20e6 } },
  smoke: { rounds: 1, sampling: { min_samples: 3, max_samples: 3, min_cpu_time: 0, warmup_samples: 1 } },
} as const;

async function measureParses(
  group: string,
  name: string,
  parser: Middleware,
  body: Buffer,
  batch: number,
  mode: Mode,
): Promise<MicroResult> {
  const stats = await measure(async () => {
    for (let i = 0; i < batch; i++) await parseOnce(parser, body);
  }, roundsByMode[mode].sampling);
  return {
    group,
    subject: name,
    medianNs: stats.p50 / batch,
    p25Ns: stats.p25 / batch,
    p75Ns: stats.p75 / batch,
    samples: stats.samples.length,
  };
}

/**
 * JSON bodies of 1 KB and 1 MB parsed through `@batonjs/body`'s `json()` and body-parser 2's, in
 * process (no sockets): the cost of reading, decoding and parsing a request body.
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const { rounds } = roundsByMode[mode];
  const rows: MicroResult[] = [];
  for (const [label, bytes, batch] of sizes) {
    const body = document(bytes);
    // Warm both parsers before timing either, so neither pays the other's JIT and GC start-up.
    const warmups = mode === 'smoke' ? 1 : 20;
    for (let i = 0; i < warmups; i++) for (const [, parser] of subjects) await parseOnce(parser, body);
    const measured = new Map<string, MicroResult[]>(subjects.map(([name]) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? subjects : [...subjects].reverse();
      for (const [name, parser] of order) {
        measured.get(name)!.push(await measureParses(`json body ${label}`, name, parser, body, batch, mode));
      }
    }
    // Each subject's median round, with that round's spread.
    for (const [, results] of measured) {
      results.sort((a, b) => a.medianNs - b.medianNs);
      rows.push(results[results.length >> 1]!);
    }
  }
  return rows;
};
