import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) process `pid` has used so far, from /proc (Linux; clock ticks of
 * 10 ms). Read before and after a load run, it gives a server's CPU per request, which other work
 * on a shared machine disturbs much less than requests per second.
 *
 * @example
 * const before = cpuSeconds(child.pid); await load(); const used = cpuSeconds(child.pid) - before;
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
