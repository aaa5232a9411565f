import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';

/** The machine a run measured on, for the report's header. */
export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly os: string;
  readonly node: string;
  /**
   * The 1, 5 and 15 minute load averages when the run ended: above the core count, other work
   * shared the CPUs with the measurement. Absent in results written before it was recorded.
   */
  readonly loadAverage?: readonly [number, number, number];
}

/**
 * Describes this machine and runtime.
 *
 * @example
 * describeMachine().cores; // 2
 */
export function describeMachine(): MachineInfo {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10) as [number, number, number],
  };
}
