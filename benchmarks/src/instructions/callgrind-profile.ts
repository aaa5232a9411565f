// Reads callgrind's output format (valgrind docs, "Callgrind Format Specification") as valgrind
// writes it with --dump-instr=no --compress-strings=no: names in full, one position column.

/** One function's own instructions in a dump: what it executed, not what its callees did. */
export interface SelfCost {
  /** The object file (`ob=`): a library, the node binary, or `???` for JIT code. */
  readonly object: string;
  /** The function (`fn=`): a symbol, or a hex address for code without one (V8's JIT code). */
  readonly name: string;
  readonly instructions: number;
}

/** One callgrind dump, read for its Ir event. */
export interface CallgrindProfile {
  /** The dump's `summary:` figure: every instruction executed in the dumped period. */
  readonly summary: number;
  /** Self cost per function, in the order functions first appear. */
  readonly functions: readonly SelfCost[];
}

interface Layout {
  /** How many leading columns of a cost line are positions (`positions: line` is one). */
  readonly positions: number;
  /** The column of Ir among the event columns. */
  readonly ir: number;
}

function layoutOf(text: string): Layout {
  const events = /^events:(.*)$/m.exec(text);
  if (events === null) throw new Error('callgrind file: no "events:" line');
  const ir = events[1]!.trim().split(/\s+/).indexOf('Ir');
  if (ir < 0) throw new Error(`callgrind file: no Ir event in "${events[0]}"`);
  // `positions:` may be left out, and then means `line`.
  const positions = /^positions:(.*)$/m.exec(text);
  return { positions: positions === null ? 1 : positions[1]!.trim().split(/\s+/).length, ir };
}

function irOf(columns: readonly string[], column: number): number {
  // Trailing event columns that are zero may be left out.
  return Number(columns[column] ?? 0);
}

function summaryOf(text: string, layout: Layout): number {
  const summary = /^summary:(.*)$/m.exec(text);
  if (summary === null) throw new Error('callgrind file: no "summary:" line');
  return irOf(summary[1]!.trim().split(/\s+/), layout.ir);
}

/**
 * The instructions a callgrind dump counted in all: its `summary:` line's Ir.
 *
 * @example
 * const perRequest = callgrindSummary(await readFile(dumpFile, 'utf8')) / requests;
 */
export function callgrindSummary(text: string): number {
  return summaryOf(text, layoutOf(text));
}

// A cost line starts with a position: a number, or with compressed positions `+n`, `-n` or `*`.
const costLine = /^[0-9+\-*]/;

/**
 * Reads a dump's summary and each function's self cost. A cost line after `calls=` is the
 * inclusive cost of that call, already counted as the callee's own cost, so it is left out.
 *
 * @example
 * const { summary, functions } = parseCallgrindProfile(await readFile(dumpFile, 'utf8'));
 */
export function parseCallgrindProfile(text: string): CallgrindProfile {
  const layout = layoutOf(text);
  const column = layout.positions + layout.ir;
  const costs = new Map<string, { object: string; name: string; instructions: number }>();
  let object = '';
  let name = '';
  let callCost = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('ob=')) object = line.slice(3);
    else if (line.startsWith('fn=')) name = line.slice(3);
    else if (line.startsWith('calls=')) callCost = true;
    else if (costLine.test(line)) {
      if (callCost) {
        callCost = false;
        continue;
      }
      const key = `${object}\u0000${name}`;
      const cost = costs.get(key) ?? { object, name, instructions: 0 };
      cost.instructions += irOf(line.split(' '), column);
      costs.set(key, cost);
    }
  }
  return { summary: summaryOf(text, layout), functions: [...costs.values()] };
}
