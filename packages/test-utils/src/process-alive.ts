import { readFileSync } from 'node:fs';

/**
 * Whether a process with `pid` is running (signal 0 checks without sending anything). A zombie, a
 * process that has exited but whose parent has not collected it yet, counts as gone: an orphan
 * waits for PID 1 to collect it, which some containers do late or never.
 *
 * @example
 * expect(processAlive(workerPid)).toBe(false);
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state is the first field after the parenthesised command name.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch (error) {
    // ENOENT: collected since the check above. Anything else: no /proc here, trust the signal.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
