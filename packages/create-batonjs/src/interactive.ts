/**
 * Whether questions may be asked: only when both ends are a terminal and `CI` is unset (or empty).
 * A pipe, a CI job or a script never waits for an answer that cannot come.
 *
 * @example
 * isInteractive(process.stdin, process.stdout, process.env);
 */
export function isInteractive(
  stdin: { readonly isTTY?: boolean },
  stdout: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return stdin.isTTY === true && stdout.isTTY === true && (env.CI === undefined || env.CI === '');
}
