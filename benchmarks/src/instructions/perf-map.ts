// node --perf-basic-prof writes /tmp/perf-<pid>.map: one line per piece of code V8 made,
// `<hex start> <hex size> <name>`, appended as the code is made. Callgrind knows JIT code only by
// its address; this map names it.

interface Entry {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/** The code regions of a perf map, to name addresses with. */
export interface PerfMap {
  /**
   * The name of the code at `address`, or undefined when no entry covers it. V8 reuses the
   * memory of collected code, so entries can overlap: the entry written last wins, as it is the
   * code that lives there now.
   */
  nameAt(address: number): string | undefined;
}

const entryLine = /^([0-9a-fA-F]+) ([0-9a-fA-F]+) (.*)$/;

/**
 * Reads a perf map's text; lines that are not entries are skipped.
 *
 * @example
 * const map = parsePerfMap(await readFile(`/tmp/perf-${pid}.map`, 'utf8'));
 * map.nameAt(0x1dc5dc13dece); // 'JS:~ /work/main/node_modules/etag/index.js:1:1'
 */
export function parsePerfMap(text: string): PerfMap {
  const entries: Entry[] = [];
  for (const line of text.split('\n')) {
    const match = entryLine.exec(line);
    if (match === null) continue;
    const start = Number.parseInt(match[1]!, 16);
    entries.push({ start, end: start + Number.parseInt(match[2]!, 16), name: match[3]! });
  }
  const named = new Map<number, string | undefined>();
  return {
    nameAt(address) {
      if (named.has(address)) return named.get(address);
      // A dump names a few hundred addresses and a map holds thousands of entries: a scan from
      // the newest entry is fast enough, and plainly right where entries overlap.
      let name: string | undefined;
      for (let index = entries.length - 1; index >= 0; index--) {
        const entry = entries[index]!;
        if (entry.start <= address && address < entry.end) {
          name = entry.name;
          break;
        }
      }
      named.set(address, name);
      return name;
    },
  };
}
