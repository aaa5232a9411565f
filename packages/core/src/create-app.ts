import { EventEmitter } from 'node:events';
import { application } from './application.js';
import { buildAppPrototypes } from './prototypes/app-prototypes.js';
import type { Application } from './types/application.js';

/** Copies `source`'s own properties (getters included) onto `target`, keeping what target has. */
function mixin(target: object, source: object): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(source))) {
    if (key === 'constructor' || Object.hasOwn(target, key)) continue;
    Object.defineProperty(target, key, descriptor);
  }
}

/**
 * Creates an app: a function `(req, res, next?)` usable with `http.createServer(app)`, mountable
 * with `parent.use(path, app)`, with Express's `app` API.
 *
 * @example
 * const app = createApp();
 * app.get('/authors/:id', (req, res) => res.json({ id: req.params.id }));
 * app.listen(8080);
 */
export function createApp<Locals extends object = Record<string, unknown>>(): Application<Locals> {
  function app(req: never, res: never, next?: never): void {
    self.handle(req, res, next);
  }
  mixin(app, EventEmitter.prototype);
  mixin(app, application);
  // The copies above are what make the function an app; TypeScript cannot follow them, so this
  // is where it is told (and, below, that the app's locals are the caller's `Locals`).
  const self = app as unknown as Application & { init(): void };
  // `app.request`/`app.response`, for every transport; `req.app` and `res.app` come from these
  // per-app prototypes: no per-request assignment.
  buildAppPrototypes(self);
  self.init();
  return app as unknown as Application<Locals>;
}
