import baton, { type Request, type Router } from 'batonjs';
import { blogError } from '../errors.js';
import { currentAuthor, requireLogin } from '../middleware/require-login.js';
import type { BlogStore, ExportJob } from '../store/blog-store.js';
import { routes } from './routes.js';
import { validateRoute } from './validate-route.js';

/** A job as `/api/v1/exports/<id>` reports it; `result` only once it is done. */
function jobJson(job: ExportJob, base: string) {
  return {
    id: job.id,
    status: job.status,
    ...(job.status === 'done' ? { result: `${base}/${job.id}/result` } : {}),
    ...(job.status === 'failed' && job.error !== null ? { error: job.error } : {}),
  };
}

/** The job, if it exists and is the caller's (or the caller is an admin): 404 otherwise, not 403, so ids do not leak. */
async function ownJob(store: BlogStore, req: Request, id: string): Promise<ExportJob> {
  const job = await store.getExportJob(id);
  const author = currentAuthor(req);
  if (job === undefined || (job.authorId !== author.id && author.role !== 'admin')) {
    throw blogError('EXPORT_NOT_FOUND', `no export with id ${id}`);
  }
  return job;
}

/**
 * `/api/v1/exports`: an export of all the caller's posts, made in the background. The job lives
 * in the database, so whichever process runs it, any process can report on it.
 *
 * @example
 * api.use('/v1/exports', exportsRouter(store, () => runner.wake()));
 */
export function exportsRouter(store: BlogStore, onQueued: () => void = () => {}): Router {
  const router = baton.Router({ methodNotAllowed: true });
  router.use(requireLogin(store), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/', validateRoute(routes.startExport), async (req, res) => {
    const job = await store.createExportJob(currentAuthor(req).id);
    onQueued();
    res.status(202).location(`${req.baseUrl}/${job.id}`).json(jobJson(job, req.baseUrl));
  });

  router.get('/:id', validateRoute(routes.getExport), async (req, res) => {
    res.json(jobJson(await ownJob(store, req, req.params.id), req.baseUrl));
  });

  router.get('/:id/result', validateRoute(routes.getExportResult), async (req, res) => {
    const job = await ownJob(store, req, req.params.id);
    if (job.status !== 'done' || job.result === null) {
      throw blogError('EXPORT_NOT_READY', `export ${job.id} is ${job.status}, not done`);
    }
    res.type('application/json').send(job.result);
  });

  return router;
}
