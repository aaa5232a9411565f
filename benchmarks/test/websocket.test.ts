import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMicro } from '../src/in-process/collect-micro.js';
import { microOptions } from '../src/in-process/sampling.js';
import { fanOutGroup } from '../src/micro/websocket.js';
import { measureFanOut } from '../src/websocket/fan-out.js';
import { startSubject, subjects } from '../src/websocket/subjects.js';
import { type ChildSources, transpileChildSources } from './support/child-sources.js';

const execFile$ = promisify(execFile);

let sources: ChildSources;
let compiled = '';
beforeAll(async () => {
  sources = await transpileChildSources();
  compiled = join(dirname(sources.entry), '..');
});
afterAll(() => sources.remove());

describe('the WebSocket benchmarks', () => {
  it.each(subjects)('%s sends each published event to every subscriber once', async (subject) => {
    const server = await startSubject(subject);
    try {
      const { toAllNs, deliveryNs } = await measureFanOut((server.address() as AddressInfo).port, {
        subscribers: 20,
        events: 3,
      });
      expect(toAllNs).toHaveLength(3);
      expect(deliveryNs).toHaveLength(60);
      for (const ns of deliveryNs) expect(ns).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('bench:ws --smoke prints memory and fan-out figures for both subjects', { timeout: 60_000 }, async () => {
    const { stdout } = await execFile$(process.execPath, [join(compiled, 'websocket', 'run.js'), '--smoke']);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(
      '100 idle sockets; 5 events to 50 subscribers, one at a time; median of 1 round(s); NODE_ENV=production; RSS from /proc',
    );
    expect(lines.slice(3).map((line) => line.split(' | ')[0])).toEqual(['| ws', '| baton']);
    for (const line of lines.slice(3))
      expect(line).toMatch(/^\| \w+ \| -?\d+ B \| -?\d+ B \| \d+ µs( \| [\d.]+ ms){4} \|$/);
    const failed = await execFile$(process.execPath, [join(compiled, 'websocket', 'run.js'), '--events', '0']).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toMatch(/^usage: run\.js/);
  });

  it('the micro module reports a fan-out row per subject in smoke mode', { timeout: 60_000 }, async () => {
    const outcomes = await collectMicro(
      pathToFileURL(join(compiled, 'micro/')),
      microOptions('smoke'),
      (name) => name === 'websocket',
    );
    expect(outcomes.map((outcome) => [outcome.module, outcome.error])).toEqual([['websocket', undefined]]);
    const rows = outcomes[0]?.results ?? [];
    expect(rows.map((row) => [row.group, row.subject, row.samples])).toEqual([
      [fanOutGroup(50), 'ws', 5],
      [fanOutGroup(50), 'baton', 5],
    ]);
    for (const row of rows) expect(row.p25Ns).toBeLessThanOrEqual(row.p75Ns);
  });
});
