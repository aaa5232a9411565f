import { authorSummaryJson, blogJson } from '../domain/representations.js';
import type { BlogStore, ExportJob } from '../store/blog-store.js';

export interface ExportRunnerOptions {
  readonly store: BlogStore;
  /** How often to look for jobs queued by any process. Default 1000 ms. */
  readonly pollMs?: number | undefined;
  /** A running job whose process has not finished it within this long is taken over. Default 60 s. */
  readonly leaseMs?: number | undefined;
  /** Told about a job that failed (its error is also stored with the job). */
  readonly onError?: ((err: unknown, job: ExportJob) => void) | undefined;
}

/** The in-process worker: `wake()` after queueing a job, `stop()` before closing the store. */
export interface ExportRunner {
  wake(): void;
  stop(): Promise<void>;
}

/** What an export holds: the author and every one of their posts, as the REST API shows them. */
async function buildExport(store: BlogStore, job: ExportJob): Promise<string> {
  const author = await store.getAuthor(job.authorId);
  if (author === undefined) throw new Error(`author ${job.authorId} no longer exists`);
  const posts = await store.listPostsByAuthor(author.id);
  return JSON.stringify({
    author: authorSummaryJson(author),
    exportedAt: new Date().toISOString(),
    posts: posts.map(blogJson),
  });
}

/**
 * Runs export jobs from the database: claims one (a conditional update, so two processes never
 * take the same job), builds it, stores the result, and looks for the next; when the queue is empty
 * it sleeps until `wake()` or the next poll. One job at a time per process.
 *
 * @example
 * const runner = startExportRunner({ store });
 * app.use('/api/v1/exports', exportsRouter(store, () => runner.wake()));
 */
export function startExportRunner(options: ExportRunnerOptions): ExportRunner {
  const { store } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // A wake() during a drain may come after its last empty claim: run again rather than wait a poll.
  let again = false;

  // A claimed job is always finished, even when stop() comes meanwhile: stop() waits for it.
  async function drain(): Promise<void> {
    while (!stopped) {
      const job = await store.claimExportJob(leaseMs);
      if (job === undefined) return;
      try {
        await store.finishExportJob(job.id, { result: await buildExport(store, job) });
      } catch (err) {
        options.onError?.(err, job);
        await store.finishExportJob(job.id, { error: err instanceof Error ? err.message : String(err) });
      }
    }
  }

  function run(): void {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    again = false;
    clearTimeout(timer);
    running = drain()
      .catch((err: unknown) => console.error('export runner:', err))
      .finally(() => {
        running = undefined;
        if (again) run();
        else if (!stopped) timer = setTimeout(run, pollMs).unref();
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
