// Self time by function of one or more CPU profiles of a scenario server (run.js --cpu-prof DIR):
//   node benchmarks/dist/profile/run.js DIR/hello-json-baton-*.cpuprofile [--top 30]
// Profiles are summed; the share is of the busy (non-idle) time.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type CpuProfile, summariseProfile } from './summarise.js';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '30' } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('usage: run.js <file.cpuprofile>… [--top N]');
  process.exit(2);
}
const profiles = await Promise.all(
  positionals.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as CpuProfile),
);
// Summed as one profile: node ids are only unique within a file, so each file's are offset.
let offset = 0;
const merged: { nodes: CpuProfile['nodes'][number][]; samples: number[]; timeDeltas: number[] } = {
  nodes: [],
  samples: [],
  timeDeltas: [],
};
for (const profile of profiles) {
  const base = offset;
  merged.nodes.push(...profile.nodes.map((node) => ({ ...node, id: node.id + base })));
  merged.samples.push(...profile.samples.map((id) => id + base));
  merged.timeDeltas.push(...profile.timeDeltas);
  offset += Math.max(...profile.nodes.map((node) => node.id)) + 1;
}
console.log('| function | self ms | % of busy time |');
console.log('| --- | ---: | ---: |');
for (const cost of summariseProfile(merged).slice(0, Number(values.top))) {
  console.log(`| \`${cost.function}\` | ${(cost.selfUs / 1000).toFixed(0)} | ${cost.percent.toFixed(1)} |`);
}
