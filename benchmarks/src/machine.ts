import { availableParallelism, cpus, release, totalmem, type } from 'node:os';

/** The machine a run measured on, for the report's header. */
export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly os: string;
  readonly node: string;
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
  };
}
