import { responseProblem, type Scenario } from './scenario.js';

/**
 * Sends the scenario's request to `url` once and says what is wrong with the answer (status,
 * content type, body, then `headersProblem` on the headers), or undefined when it is right: the
 * check every server passes before it is loaded.
 *
 * @example
 * const problem = await answerProblem(scenario, `http://127.0.0.1:${port}${scenario.request.path}`);
 */
export async function answerProblem(
  scenario: Scenario,
  url: string,
  headersProblem?: (headers: Headers) => string | undefined,
): Promise<string | undefined> {
  const init: RequestInit = { method: scenario.request.method };
  if (scenario.request.headers !== undefined) init.headers = scenario.request.headers;
  if (scenario.request.body !== undefined) init.body = scenario.request.body;
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? undefined;
  return (
    responseProblem(scenario, { status: response.status, contentType, body }) ?? headersProblem?.(response.headers)
  );
}
