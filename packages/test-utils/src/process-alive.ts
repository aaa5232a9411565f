/**
 * Whether a process with `pid` exists (signal 0 checks without sending anything). Tests use it to
 * prove the processes they started are gone.
 *
 * @example
 * expect(processAlive(workerPid)).toBe(false);
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
