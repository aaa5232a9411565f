import type { Server } from 'node:http';
import type { Implementation } from './frameworks.js';

/** The one request wrk repeats against a scenario's server. */
export interface ScenarioRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** Where the scenario's server finds files it needs (static files); made by the parent before spawning. */
export interface ScenarioContext {
  readonly fixturesDir: string;
}

/** Starts one implementation listening on `host`, port 0; resolves once it is listening. */
export type StartServer = (host: string, context: ScenarioContext) => Promise<Server>;

/**
 * One HTTP workload, implemented idiomatically in each framework that has an entry in `servers`.
 * Every implementation must answer `request` with `expected`: the harness checks that before
 * timing anything, and the smoke test checks it for every implementation.
 *
 * @example
 * const scenario: Scenario = {
 *   name: 'hello-json', title: 'hello world', description: '...',
 *   request: { method: 'GET', path: '/' },
 *   expected: { status: 200, contentType: /^application\/json/, body: '{"hello":"world"}' },
 *   servers: { node: async (host) => listen(createServer(handler), host) },
 * };
 */
export interface Scenario {
  /** Used in file names, command lines and results: kebab-case. */
  readonly name: string;
  readonly title: string;
  /** What the scenario measures, one sentence, for the report. */
  readonly description: string;
  readonly request: ScenarioRequest;
  readonly expected: {
    readonly status: number;
    readonly contentType: RegExp;
    /** The exact body, or a check of it (for large or variable bodies) returning a reason when wrong. */
    readonly body: string | ((body: Buffer) => string | undefined);
  };
  readonly servers: Partial<Record<Implementation, StartServer>>;
}

/**
 * Why a response does not match what the scenario expects, or undefined when it does.
 *
 * @example
 * const problem = responseProblem(scenario, { status, contentType: headers['content-type'], body });
 * if (problem !== undefined) throw new Error(problem);
 */
export function responseProblem(
  scenario: Scenario,
  response: { readonly status: number; readonly contentType: string | undefined; readonly body: Buffer },
): string | undefined {
  const { expected } = scenario;
  if (response.status !== expected.status) return `status ${response.status}, expected ${expected.status}`;
  if (!expected.contentType.test(response.contentType ?? '')) {
    return `content-type ${response.contentType ?? '(none)'}, expected ${expected.contentType}`;
  }
  if (typeof expected.body === 'string') {
    const text = response.body.toString('utf8');
    return text === expected.body
      ? undefined
      : `body ${JSON.stringify(text.slice(0, 200))}, expected ${JSON.stringify(expected.body)}`;
  }
  return expected.body(response.body);
}
