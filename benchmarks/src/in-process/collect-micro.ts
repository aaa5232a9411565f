import { readdir } from 'node:fs/promises';
import type { MicroResult } from '../micro/types.js';
import type { MicroOptions } from './sampling.js';

/** One micro module's outcome: its rows, or why it failed (a failure never stops the others). */
export interface MicroModuleOutcome {
  readonly module: string;
  readonly results: readonly MicroResult[];
  readonly error?: string;
}

// The harness's own modules first, so the report opens with routing and the chain.
const firstModules = ['router-lookup', 'chain'];

function isMicroResult(value: unknown): value is MicroResult {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.group === 'string' &&
    typeof row.subject === 'string' &&
    typeof row.medianNs === 'number' &&
    typeof row.p25Ns === 'number' &&
    typeof row.p75Ns === 'number' &&
    typeof row.samples === 'number'
  );
}

/**
 * Imports every module in `dir` (the micro/ folder, compiled or not) other than types, calls the
 * `run` each exports, and collects their rows. A module without a `run` function is skipped.
 *
 * @example
 * const outcomes = await collectMicro(new URL('../micro/', import.meta.url), { quick: true });
 */
export async function collectMicro(
  dir: URL,
  options: MicroOptions,
  only?: (module: string) => boolean,
): Promise<MicroModuleOutcome[]> {
  const files = (await readdir(dir)).filter((file) => /\.(js|ts)$/.test(file) && !/\.d\.ts$/.test(file));
  const names = [...new Set(files.map((file) => file.replace(/\.(js|ts)$/, '')))].filter(
    (name) => name !== 'types' && (only === undefined || only(name)),
  );
  names.sort((a, b) => {
    const rank = (name: string): number =>
      firstModules.includes(name) ? firstModules.indexOf(name) : firstModules.length;
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const outcomes: MicroModuleOutcome[] = [];
  for (const name of names) {
    const file = files.find((candidate) => candidate === `${name}.js`) ?? `${name}.ts`;
    try {
      const loaded = (await import(new URL(file, dir).href)) as { run?: unknown };
      if (typeof loaded.run !== 'function') continue;
      const rows: unknown = await loaded.run(options);
      if (!Array.isArray(rows) || !rows.every(isMicroResult)) throw new Error('run() did not resolve to MicroResult[]');
      outcomes.push({ module: name, results: rows });
    } catch (error) {
      outcomes.push({ module: name, results: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
