import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtures } from '../src/http/fixtures.js';
import { type LoadSettings, runLoad } from '../src/http/load-run.js';
import type { Scenario } from '../src/http/scenario.js';
import { helloJson } from '../src/http/scenarios/hello-json.js';
import { jsonPost } from '../src/http/scenarios/json-post.js';
import { requestScript } from '../src/http/wrk.js';
import { type ChildSources, transpileChildSources } from './support/child-sources.js';

// The harness end to end with wrk, for one second per server: which figures it keeps and which it
// invalidates. Only validity is asserted, never a speed.
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

let scratchDir = '';
let sources: ChildSources;
let settings: LoadSettings;

beforeAll(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), 'baton-bench-load-'));
  sources = await transpileChildSources();
  settings = {
    rounds: 1,
    warmupSeconds: 0,
    seconds: 1,
    connections: 4,
    fixturesDir: await writeFixtures(join(scratchDir, 'fixtures')),
    scratchDir,
    frameworks: ['node'],
    server: { entry: sources.entry },
  };
});

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
  await sources.remove();
});

describe('requestScript', () => {
  it('needs no script for a plain GET', async () => {
    expect(await requestScript(helloJson.request, scratchDir, 'hello')).toBeUndefined();
  });

  it('sets method, headers and the verbatim body for a POST', async () => {
    const script = await requestScript(jsonPost.request, scratchDir, 'post');
    const text = await readFile(script!, 'utf8');
    expect(text).toContain('wrk.method = "POST"');
    expect(text).toContain('wrk.headers["content-type"] = "application/json"');
    expect(text).toContain(`wrk.body = [==[${jsonPost.request.body}]==]`);
  });

  it('refuses a body that would end the Lua long string', async () => {
    await expect(requestScript({ method: 'POST', path: '/', body: 'a]==]b' }, scratchDir, 'bad')).rejects.toThrow(
      /\]==\]/,
    );
  });
});

describe.skipIf(!hasWrk)('runLoad', () => {
  it('keeps a figure with a ratio of 1 for raw node against itself', { timeout: 60_000 }, async () => {
    const [result] = await runLoad([helloJson], settings);
    expect(result).toMatchObject({ scenario: 'hello-json', framework: 'node', ratioToNode: 1 });
    expect(result!.rounds).toHaveLength(1);
    expect(result!.rounds[0]!.problem).toBeUndefined();
    expect(result!.requestsPerSecond).toBeGreaterThan(0);
    expect(result!.p99Us).toBeGreaterThan(0);
    expect(result!.peakRssKb).toBeGreaterThan(10_000);
  });

  it('invalidates a round whose check request gets the wrong answer, before any load', {
    timeout: 60_000,
  }, async () => {
    const wrongBody: Scenario = { ...helloJson, expected: { ...helloJson.expected, body: '{"hello":"moon"}' } };
    const [result] = await runLoad([wrongBody], settings);
    expect(result!.rounds[0]!.problem).toMatch(/^body "\{\\"hello\\":\\"world\\"\}", expected/);
    expect(result).toMatchObject({ requestsPerSecond: null, p99Us: null, ratioToNode: null, peakRssKb: null });
  });

  it('invalidates a round with non-2xx responses under load', { timeout: 60_000 }, async () => {
    // The node server answers 404 without a body here; the check accepts that, wrk must not.
    const missing: Scenario = {
      ...helloJson,
      request: { method: 'GET', path: '/missing' },
      expected: { status: 404, contentType: /^$/, body: '' },
    };
    const [result] = await runLoad([missing], settings);
    expect(result!.rounds[0]!.problem).toMatch(/^\d+ non-2xx\/3xx responses$/);
    expect(result!.requestsPerSecond).toBeNull();
  });

  it('records a server that cannot start as an invalid round instead of stopping the run', {
    timeout: 60_000,
  }, async () => {
    const unknown: Scenario = { ...helloJson, name: 'not-registered' };
    const [result] = await runLoad([unknown], settings);
    expect(result!.rounds[0]!.problem).toMatch(/no scenario "not-registered"/);
  });
});
