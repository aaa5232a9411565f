import type { Scenario } from './scenario.js';
import { blogById } from './scenarios/blog-by-id.js';
import { helloJson } from './scenarios/hello-json.js';
import { helloUserServer } from './scenarios/hello-user-server.js';
import { jsonPost } from './scenarios/json-post.js';
import { middleware10 } from './scenarios/middleware-10.js';
import { mountedApp } from './scenarios/mounted-app.js';
import { routes1000 } from './scenarios/routes-1000.js';
import { static1kb } from './scenarios/static-1kb.js';
import { static1mb } from './scenarios/static-1mb.js';

/**
 * Every HTTP scenario, in report order. A new scenario is a new file in scenarios/ plus one line here.
 *
 * @example
 * const scenario = scenarios.find((s) => s.name === 'hello-json');
 */
export const scenarios: readonly Scenario[] = [
  helloJson,
  helloUserServer,
  middleware10,
  mountedApp,
  routes1000,
  blogById,
  static1kb,
  static1mb,
  jsonPost,
];

/**
 * The scenario called `name`; throws with the known names otherwise.
 *
 * @example
 * const scenario = scenarioNamed('routes-1000');
 */
export function scenarioNamed(name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (scenario === undefined) {
    throw new Error(`no scenario "${name}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
  }
  return scenario;
}
