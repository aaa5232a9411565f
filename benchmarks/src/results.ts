import type { HttpResult } from './http/load-run.js';
import type { Http2Load, Http2Result } from './http2/load-http2.js';
import type { MicroModuleOutcome } from './in-process/collect-micro.js';
import type { Mode } from './in-process/sampling.js';
import type { MachineInfo } from './machine.js';
import type { MemoryRun } from './memory/measure-memory.js';
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
  /** The HTTP/2 rounds (absent in results written before they were part of the run). */
  readonly http2?: Http2Run;
  /** The idle keep-alive connections run (absent in results written before it was part of the run). */
  readonly memory?: MemoryRun;
  readonly micro: readonly MicroModuleOutcome[];
  readonly budgets: readonly BudgetCheck[];
}

/** The HTTP/2 part of a run: its load settings and figures, or why it was skipped. */
export interface Http2Run {
  readonly load: Http2Load & { readonly pinned: boolean };
  readonly results: readonly Http2Result[];
  /** Set when the run was skipped (h2load missing), saying so and how to install it. */
  readonly skipped?: string;
}
