import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive as alive, request, type TestRequestOptions } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtures } from '../src/http/fixtures.js';
import { expressDefaultsOf, type Framework, frameworks, implementationOf } from '../src/http/frameworks.js';
import { responseProblem } from '../src/http/scenario.js';
import { scenarios } from '../src/http/scenarios.js';
import { spawnScenarioServer } from '../src/http/spawn-server.js';
import { type ChildSources, transpileChildSources } from './support/child-sources.js';

// Every implementation answers its scenario's request correctly over a real socket, from its own
// process, as the harness runs it. Nothing is timed here.

const required = ['node', 'express', 'fastify', 'koa', 'hono', 'polka'] as const satisfies readonly Framework[];
let fixturesDir = '';
let sources: ChildSources;

beforeAll(async () => {
  fixturesDir = await writeFixtures(await mkdtemp(join(tmpdir(), 'baton-bench-test-')));
  sources = await transpileChildSources();
});

afterAll(async () => {
  await rm(fixturesDir, { recursive: true, force: true });
  await sources.remove();
});

describe('scenario implementations', () => {
  it('exist for raw node and every peer in every scenario', () => {
    for (const scenario of scenarios) {
      for (const framework of required)
        expect(scenario.servers[framework], `${scenario.name} ${framework}`).toBeDefined();
    }
  });
});

describe.concurrent('scenario servers answer their request', () => {
  for (const framework of frameworks) {
    const covered = scenarios.filter((scenario) => scenario.servers[implementationOf(framework)] !== undefined);
    if (covered.length === 0) continue;
    it(framework, { timeout: 180_000 }, async () => {
      for (const scenario of covered) {
        const server = await spawnScenarioServer({
          entry: sources.entry,
          scenario: scenario.name,
          framework,
          fixturesDir,
        });
        try {
          const init: TestRequestOptions = { method: scenario.request.method };
          if (scenario.request.headers !== undefined) init.headers = { ...scenario.request.headers };
          if (scenario.request.body !== undefined) init.body = scenario.request.body;
          const response = await request(`http://127.0.0.1:${server.port}${scenario.request.path}`, init);
          const contentType = response.headers['content-type'];
          expect(
            responseProblem(scenario, {
              status: response.status,
              contentType: typeof contentType === 'string' ? contentType : undefined,
              body: response.body,
            }),
            `${framework} ${scenario.name}`,
          ).toBeUndefined();
          expect(response.status).toBe(scenario.expected.status);
          // Baton shows the Express defaults it was started with: baton-lean sends no X-Powered-By.
          const defaults = expressDefaultsOf(framework);
          if (defaults !== undefined) expect(response.headers['x-powered-by'] !== undefined).toBe(defaults === 'on');
          if (defaults === 'off' && scenario.name === 'hello-json') expect(response.headers.etag).toBeUndefined();
          if (defaults === 'on' && scenario.name === 'hello-json') expect(response.headers.etag).toMatch(/^W\//);
          expect(await server.peakRssKb()).toBeGreaterThan(10_000);
        } finally {
          await server.stop();
        }
        expect(alive(server.pid)).toBe(false);
      }
    });
  }
});

describe('spawnScenarioServer', () => {
  it('rejects with the child’s reason when the scenario or framework does not exist, leaving no process', async () => {
    await expect(
      spawnScenarioServer({ entry: sources.entry, scenario: 'no-such-scenario', framework: 'node', fixturesDir }),
    ).rejects.toThrow(/no scenario "no-such-scenario"; known: hello-json/);
  });
});
