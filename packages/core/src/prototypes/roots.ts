import { request as http1Request } from '../request.js';
import { response as http1Response } from '../response.js';
import type { Request } from '../types/request.js';
import type { Response } from '../types/response.js';
import { requestKind, responseKind } from './prototype-kind.js';
import { PrototypeTwin } from './prototype-twin.js';

/**
 * The top request level: `request.ts`'s object over HTTP/1.1, and its HTTP/2 counterpart.
 *
 * @example
 * PrototypeTwin.forApp(requestKind, app, rootRequest);
 */
export const rootRequest: PrototypeTwin = PrototypeTwin.root(requestKind, http1Request);

/**
 * The top response level: `response.ts`'s object over HTTP/1.1, and its HTTP/2 counterpart.
 *
 * @example
 * PrototypeTwin.forApp(responseKind, app, rootResponse);
 */
export const rootResponse: PrototypeTwin = PrototypeTwin.root(responseKind, http1Response);

/**
 * What every Baton request inherits from, through its app's `app.request`, on every transport
 * (`baton.request`). `request.foo = ...` adds to every app, at any time, HTTP/2 included.
 *
 * @example
 * request.isJson = function (this: Request) { return this.is('json') === 'json'; };
 */
export const request: Request = rootRequest.view as Request;

/**
 * What every Baton response inherits from, through its app's `app.response`, on every transport
 * (`baton.response`). `response.foo = ...` adds to every app, at any time, HTTP/2 included.
 *
 * @example
 * Object.assign(response, { ok(this: Response) { return this.status(200).json({ ok: true }); } });
 */
export const response: Response = rootResponse.view as Response;
