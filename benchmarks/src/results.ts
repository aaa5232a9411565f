import type { HttpResult } from './http/load-run.js';
import type { MicroModuleOutcome } from './in-process/collect-micro.js';
import type { Mode } from './in-process/sampling.js';
import type { MachineInfo } from './machine.js';
import type { BudgetCheck } from './report/budgets.js';

/** Everything one run measured: the content of `results/<date>.json` and the source of the report. */
export interface BenchResults {
  readonly date: string;
  readonly mode: Mode;
  readonly machine: MachineInfo;
  /** The git revision measured, when known. */
  readonly revision: string | undefined;
  readonly load: {
    readonly rounds: number;
    readonly warmupSeconds: number;
    readonly seconds: number;
    readonly connections: number;
    /** Whether server and wrk were pinned to separate CPUs. */
    readonly pinned: boolean;
  };
  readonly http: readonly HttpResult[];
  readonly micro: readonly MicroModuleOutcome[];
  readonly budgets: readonly BudgetCheck[];
}
