import baton, { type Application } from 'batonjs';
import { type BlogStore, createMemoryStore } from './store.js';

/**
 * The blog/author service as an app, independent of how it is served (tests mount it on port 0).
 *
 * @example
 * createBlogApp().listen(8080);
 */
export function createBlogApp(store: BlogStore = createMemoryStore()): Application {
  const app = baton();

  app.get('/api/blogs', (_req, res) => {
    res.json(store.list());
  });

  app.get('/api/blogs/:id', (req, res) => {
    const id = Number(req.params.id);
    const blog = Number.isSafeInteger(id) && id > 0 ? store.get(id) : undefined;
    if (blog === undefined) {
      res.status(404).json({ error: { code: 'BLOG_NOT_FOUND', message: `No blog with id ${req.params.id}` } });
      return;
    }
    res.json(blog);
  });

  return app;
}
