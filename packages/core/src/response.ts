import { ServerResponse } from 'node:http';
import type { Application } from './application.js';
import type { Request } from './request.js';

/**
 * Baton's response: node's ServerResponse plus Express's helpers. `Locals` types `res.locals`;
 * `ResBody` types what `res.json()`/`res.send()` accept.
 */
export interface Response<ResBody = unknown, Locals extends object = Record<string, unknown>> extends ServerResponse {
  app: Application;
  req: Request;
  locals: Locals;
  /** Phantom marker so that `ResBody` takes part in type checking. */
  readonly __resBody?: ResBody;
}

/**
 * The prototype every Baton response inherits from (through the app's own `app.response`).
 */
export const response: Response = Object.create(ServerResponse.prototype);
