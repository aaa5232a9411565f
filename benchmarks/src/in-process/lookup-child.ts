import { routeCounts, type TableKind, tableKinds } from '../micro/router-lookup.js';
import { measureTable } from './lookup-table.js';
import type { Mode } from './sampling.js';

// The process the router-lookup benchmark starts per table and round:
// `node lookup-child.js <kind> <count> <mode>` writes the table's rows as one JSON array.
const [kind, countText, mode] = process.argv.slice(2);
const count = Number(countText);
if (
  !tableKinds.includes(kind as TableKind) ||
  !routeCounts.includes(count as (typeof routeCounts)[number]) ||
  !['full', 'quick', 'smoke'].includes(mode ?? '')
) {
  process.stderr.write(
    `usage: lookup-child.js <${tableKinds.join('|')}> <${routeCounts.join('|')}> <full|quick|smoke>\n`,
  );
  process.exitCode = 2;
} else {
  process.stdout.write(JSON.stringify(await measureTable(kind as TableKind, count, mode as Mode)));
}
