import { readdirSync, readFileSync } from 'node:fs';

// Nanoseconds on CPU of every live thread of `pid` (the first field of each task's schedstat), or
// undefined where the kernel has no schedstat. Node's threads (main, libuv pool, V8 platform) live
// as long as the process, so none of the load's CPU leaves with an exited thread.
function schedstatNs(pid: number): number | undefined {
  try {
    let total = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return Number.isFinite(total) ? total : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) process `pid` has used so far, from /proc (Linux). Read before and
 * after a load run, it gives a server's CPU per request, which other work on a shared machine
 * disturbs much less than requests per second. Nanosecond schedstat figures where the kernel has
 * them: /proc/<pid>/stat counts 10 ms ticks, 1 % of a two-second run's CPU.
 *
 * @example
 * const before = cpuSeconds(child.pid); await load(); const used = cpuSeconds(child.pid) - before;
 */
export function cpuSeconds(pid: number): number {
  const ns = schedstatNs(pid);
  if (ns !== undefined) return ns / 1e9;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
