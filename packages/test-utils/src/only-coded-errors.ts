/**
 * Runs `fn` and returns what it returned, or the error it threw when that error carries a `code`
 * accepted by `isOurs`; any other exception fails the caller. For "no exception other than our
 * coded errors" properties.
 *
 * @example
 * onlyCodedErrors(() => parseQuery(text), (code) => code.startsWith('BATON_'));
 */
export function onlyCodedErrors<T>(fn: () => T, isOurs: (code: string, err: unknown) => boolean): T | Error {
  try {
    return fn();
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && isOurs(code, err)) return err as Error;
    throw err;
  }
}
