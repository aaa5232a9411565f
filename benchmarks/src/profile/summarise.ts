/** The parts of a V8 `.cpuprofile` (node --cpu-prof) the summary reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
    };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** One function's share of the busy time. */
export interface FunctionCost {
  /** `name (file:line)`: a Baton package's file as `@batonjs/<package>/<file>`, others after node_modules/. */
  readonly function: string;
  readonly selfUs: number;
  /** Percent of the busy time: every sample but `(idle)`. */
  readonly percent: number;
}

function where(url: string, line: number): string {
  if (url === '') return '';
  const short = url
    .replace(/^.*\/packages\/([^/]+)\/dist\//, '@batonjs/$1/')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^node:/, '')
    .replace(/^file:\/\/.*\//, '');
  return ` (${short}:${line + 1})`;
}

/**
 * Self time per function of a CPU profile, largest first, as a share of the busy time. A server
 * profiled under load on a shared machine shows much `(idle)` (it waits for the CPU, not for
 * work), so idle samples are left out of the total; `(garbage collector)` and `(program)`, the
 * engine's own work, stay in.
 *
 * @example
 * const top = summariseProfile(JSON.parse(readFileSync(file, 'utf8'))).slice(0, 20);
 */
export function summariseProfile(profile: CpuProfile): FunctionCost[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (frame === undefined || frame.functionName === '(idle)') return;
    const key = `${frame.functionName || '(anonymous)'}${where(frame.url, frame.lineNumber)}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    busy += delta;
  });
  return [...self]
    .map(([name, selfUs]) => ({ function: name, selfUs, percent: busy === 0 ? 0 : (selfUs / busy) * 100 }))
    .sort((a, b) => b.selfUs - a.selfUs);
}
