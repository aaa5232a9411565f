// The example blog's `GET /api/blogs/<id>` as `npm start` serves it (store read, validators,
// JSON, rate limit), with 1 and 2 workers, on SQLite and on PostgreSQL: req/s from wrk, and the
// CPU time per request of the blog's processes (primary and workers) and, on PostgreSQL, of the
// database server's processes.
//   node benchmarks/dist/blog/run.js [--seconds 5] [--connections 32]
// It needs the blog built (npm run build), wrk, and PostgreSQL's binaries (it starts a throwaway
// cluster with @batonjs/test-utils' startPostgres, removed at the end; without them, SQLite only).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type PostgresServer, postgresSkipReason, startPostgres } from '@batonjs/test-utils';
import { runWrk } from '../http/wrk.js';
import { socketErrorCount } from '../http/wrk-output.js';
import { cpuSeconds } from '../process-cpu.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (![seconds, connections].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: run.js [--seconds N] [--connections N] (positive integers)');
  process.exit(2);
}

const MAIN = fileURLToPath(new URL('../../../examples/blog/dist/main.js', import.meta.url));

interface Blog {
  readonly child: ChildProcess;
  readonly port: number;
  /** The primary and every worker: all of the blog's CPU. */
  readonly pids: number[];
}

/** Starts the blog and resolves once every worker listens. */
function startBlog(env: Record<string, string>, workers: number): Promise<Blog> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-secret-0123456789abcdefghij',
      PORT: '0',
      LOG: '0',
      WORKERS: String(workers),
      RATE_LIMIT_READ: '999999999',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString();
      const ports = [...output.matchAll(/localhost:(\d+)/g)].map((m) => Number(m[1]));
      if (ports.length < workers) return;
      const workerPids = [...output.matchAll(/started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
      resolve({ child, port: ports[0] as number, pids: [child.pid as number, ...workerPids] });
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the blog exited with ${code}:\n${output}`)));
  });
}

async function stopBlog(blog: Blog): Promise<void> {
  if (blog.child.exitCode !== null) return;
  const exited = new Promise((resolve) => blog.child.once('exit', resolve));
  blog.child.kill('SIGTERM');
  await exited;
}

/** The postmaster and its children (backends, background workers), from /proc. */
function postgresPids(server: PostgresServer): number[] {
  const postmaster = Number(readFileSync(join(server.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const ppid = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
        return Number(ppid) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function cpuOf(pids: readonly number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, cpuSeconds(pid));
    } catch {
      // a process that ended in between (a backend closing) has nothing more to add
    }
  }
  return cpu;
}

/** CPU used between two readings, by the processes present at the second (new ones count from 0). */
function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

interface Row {
  readonly store: string;
  readonly workers: number;
  readonly rps: number;
  readonly blogCpuUs: number;
  readonly dbCpuUs: number | undefined;
  readonly p99Ms: number;
}

async function measure(store: string, env: Record<string, string>, workers: number, pg?: PostgresServer): Promise<Row> {
  const blog = await startBlog(env, workers);
  try {
    const url = `http://127.0.0.1:${blog.port}/api/blogs/1`;
    await runWrk({ url, seconds: 1, connections });
    const dbPids = pg === undefined ? [] : postgresPids(pg);
    const blogBefore = cpuOf(blog.pids);
    const dbBefore = cpuOf(dbPids);
    const { figures } = await runWrk({ url, seconds, connections });
    const blogCpu = cpuUsed(blogBefore, cpuOf(blog.pids));
    const dbCpu = pg === undefined ? undefined : cpuUsed(dbBefore, cpuOf(postgresPids(pg)));
    if (figures.non2xx > 0 || socketErrorCount(figures) > 0) {
      throw new Error(
        `${store} × ${workers}: ${figures.non2xx} non-2xx answers, ${socketErrorCount(figures)} socket errors`,
      );
    }
    return {
      store,
      workers,
      rps: figures.requestsPerSecond,
      blogCpuUs: (blogCpu / figures.requests) * 1e6,
      dbCpuUs: dbCpu === undefined ? undefined : (dbCpu / figures.requests) * 1e6,
      p99Ms: figures.latencyUs.p99 / 1000,
    };
  } finally {
    await stopBlog(blog);
  }
}

const rows: Row[] = [];
const dir = mkdtempSync(join(tmpdir(), 'blog-bench-'));
try {
  for (const workers of [1, 2]) {
    rows.push(await measure('SQLite', { DATABASE_FILE: join(dir, `blog-${workers}.db`) }, workers));
  }
  const skip = postgresSkipReason();
  if (skip !== undefined) {
    console.warn(`PostgreSQL skipped: ${skip}`);
  } else {
    const pg = await startPostgres();
    try {
      for (const workers of [1, 2]) rows.push(await measure('PostgreSQL', { DATABASE_URL: pg.url }, workers, pg));
    } finally {
      await pg.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`GET /api/blogs/1, wrk -t1 -c${connections} -d${seconds}s after a 1 s warm-up, one run each\n`);
console.log('| store | workers | req/s | blog CPU µs/request | database CPU µs/request | p99 ms |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const db = row.dbCpuUs === undefined ? '(in process)' : row.dbCpuUs.toFixed(0);
  console.log(
    `| ${row.store} | ${row.workers} | ${row.rps.toFixed(0)} | ${row.blogCpuUs.toFixed(0)} | ${db} | ${row.p99Ms.toFixed(1)} |`,
  );
}
