import { pathnameOf, protohostOf } from '@batonjs/http';
import { kCurrentLayer, kLayerIndex, kMatchedPattern } from '../symbols.js';
import { expressTraced, handlerTraced, requestStart } from '../tracing/channels.js';
import { noteExpressError } from '../tracing/express-trace.js';
import { noteMountEntered, noteMountLeft, noteRoute } from '../tracing/request-trace.js';
import type { NextFunction } from '../types/next-function.js';
import type { RoutingRequest } from '../types/router.js';
import { arityOf, runHandler } from './call-handler.js';
import type { MatchedParams } from './compile-path.js';
import { guardNext, guardsNext } from './guard-next.js';
import type { Invocable } from './handler-types.js';
import { callMiddleware } from './invoke.js';
import type { Layer } from './layer.js';
import { mergeParams } from './merge-params.js';
import { methodNotAllowed, sendOptionsResponse } from './options-response.js';
import { type ParamCall, processParams } from './process-params.js';
import { SYNC_LIMIT } from './route.js';
import type { RouterInternals } from './router-internals.js';
import type { WalkEnd } from './walk-end.js';

type RoutingResponse = { setHeader(name: string, value: string | number): unknown; end(body: string): unknown };

const EMPTY: readonly Layer[] = [];
/** Shared by walks of routers without `param` callbacks, which never write to it. */
const NO_PARAM_CALLS: Record<string, ParamCall> = Object.freeze(Object.create(null));

/** The first candidate at or after stack position `seq` (candidates are sorted by seq). */
function firstFrom(candidates: readonly Layer[], seq: number): number {
  let lo = 0;
  let hi = candidates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((candidates[mid] as Layer).seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a router has `param` callbacks, without the array `Object.keys` would allocate per request. */
function hasKeys(record: object): boolean {
  for (const _ in record) return true;
  return false;
}

/**
 * The walk's `next`, made here rather than in RouterWalk's constructor. A closure created inside
 * the constructor put HTTP/2 servers into V8's expensive garbage-collection regime: each scavenge
 * promoted ~1.3 MiB of request objects to the old generation, costing ~3 µs of GC per request
 * (docs/benchmarks.md, "Issue 28, third session", `benchmarks/dist/http2/gc-regime.js`). The same
 * closure made by a function the constructor calls does not, and behaves the same.
 */
function stepOf(walk: RouterWalk): NextFunction {
  return (err?: unknown) => walk.step(err);
}

/** Leaves a router from a later turn of the event loop, as Express does (see `RouterWalk.step`). */
function finishLater(walk: RouterWalk, err: unknown): void {
  walk.finish(err);
}

/** The step after a router's `param` callbacks; outside the constructor, as {@link stepOf} says why. */
function enterOf(walk: RouterWalk): NextFunction {
  return (err?: unknown) => walk.enter(err);
}

/**
 * One request's walk through one router's stack: Express 5's `next()` loop, fed by the candidate
 * index. Its state lives in the fields of one object of one shape (one allocation per request,
 * monomorphic property access) and `next` is its only closure, where a closure-based loop needs
 * one per step it hands out.
 */
export class RouterWalk {
  /** What the router's handlers are given as `next` (and `req.next`). */
  readonly next: NextFunction;
  readonly router: RouterInternals;
  readonly req: RoutingRequest;
  readonly res: unknown;
  /** Called when the request leaves this router: the parent's next, or the app's final handler. */
  readonly out: NextFunction | WalkEnd;
  /** The scheme and host of an absolute-form URL, which prefix stripping skips and keeps. */
  readonly protohost: string;
  readonly parentUrl: string;
  readonly parentParams: unknown;
  readonly savedBaseUrl: string | undefined;
  readonly savedNext: NextFunction | undefined;
  /** Methods of routes whose path matched but not the method: for OPTIONS and 405 answers. */
  readonly allowed: string[] | undefined;
  /** Set only when the router has `param` callbacks: the step after them, and what they ran. */
  readonly afterParams: NextFunction | undefined;
  readonly paramCalled: Record<string, ParamCall>;
  /** Whether middleware gets a guarded `next` (see `guardsNext`): not in production. */
  readonly guarded: boolean;
  /** Stack position after the layer last tried: the loop never goes back. */
  seq = 0;
  candidates = EMPTY;
  at = 0;
  candidatesFor: string | undefined = undefined;
  indexVersion = -1;
  /** The URL and the pathname routed on (req.url only changes when a prefix is stripped or middleware rewrites it). */
  pathFor: string | undefined = undefined;
  path = '';
  /** The prefix stripped for the layer now running, and whether a '/' was added in its place. */
  removed = '';
  slashAdded = false;
  /** Handlers in a row that called next() synchronously. */
  sync = 0;
  layer: Layer | undefined = undefined;
  layerPath = '';
  layerError: unknown = undefined;

  constructor(router: RouterInternals, req: RoutingRequest, res: unknown, out: NextFunction | WalkEnd) {
    this.router = router;
    this.req = req;
    this.res = res;
    this.out = out;
    this.protohost = protohostOf(req.url ?? '') ?? '';
    this.parentUrl = req.baseUrl || '';
    this.parentParams = req.params;
    this.savedBaseUrl = req.baseUrl;
    this.savedNext = req.next;
    this.allowed = req.method === 'OPTIONS' || router.methodNotAllowed ? [] : undefined;
    const withParams = hasKeys(router.params);
    this.afterParams = withParams ? enterOf(this) : undefined;
    this.paramCalled = withParams ? Object.create(null) : NO_PARAM_CALLS;
    this.next = stepOf(this);
    this.guarded = guardsNext(req);
  }

  start(): void {
    const req = this.req;
    req.next = this.next;
    req.baseUrl = this.parentUrl;
    req.originalUrl = req.originalUrl || req.url;
    this.step(undefined);
  }

  /** The loop: undo the last layer's prefix strip, find the next layer that matches, enter it. */
  step(err: unknown): void {
    if (err === undefined && this.hop()) return;
    // Express's router remembers every error passed on, so that a traced handler that passes it
    // on again does not claim it (tracing/express-trace.ts).
    if (err && expressTraced()) noteExpressError(this.req, err);
    this.layerError = err === 'route' ? undefined : err;
    this.restorePrefix();
    if (this.layerError === 'router') {
      if (expressTraced()) setImmediate(finishLater, this, undefined);
      else this.finish(undefined);
    } else if (expressTraced() && this.seq >= this.router.stack.length) {
      // Express leaves a router from a later turn when next() comes from its last layer or is
      // next('router'), so a traced handler's `end` comes before what runs after the router.
      // Baton leaves at once (docs/express-differences.md), except while that channel is listened
      // to: the traces then nest as Express's do. Order and results are the same either way. (The
      // gate first: `router.stack` is a Proxy, not to be read on the untraced path.)
      setImmediate(finishLater, this, this.layerError);
    } else if (++this.sync > SYNC_LIMIT) {
      // Deep synchronous chains continue on a fresh stack rather than overflow it.
      // (NextFunction's overloads would make setImmediate infer its last one, next('route').)
      setImmediate(this.next as (err?: unknown) => void, err);
    } else {
      const path = this.pathname();
      const params = path === undefined ? undefined : this.match(path);
      if (params === undefined) this.finish(this.layerError);
      else this.enterWith(params);
    }
  }

  /**
   * The hop most chains are made of, taken straight: `next()` to a `use('/')` layer that is next
   * among the candidates (it matches every path, strips nothing and has no params, so no `param`
   * callback runs for it), with no prefix to put back, req.url and the stack unchanged, and no
   * merged params. It does what `match` and `enterWith` would, without their general checks
   * (~64 → ~45 ns a hop in-process). Returns false, having changed nothing, for any other hop.
   */
  hop(): boolean {
    const layer = this.candidates[this.at];
    if (
      layer === undefined ||
      !layer.slash ||
      this.removed.length !== 0 ||
      this.sync >= SYNC_LIMIT ||
      // The candidates are those of this.path: the long way looks them up whenever it reads the path.
      this.req.url !== this.pathFor ||
      this.router[kLayerIndex].version !== this.indexVersion ||
      this.router.mergeParams
    )
      return false;
    this.at++;
    this.seq = layer.seq + 1;
    this.sync++;
    this.layer = layer;
    this.layerPath = '';
    this.layerError = undefined;
    const req = this.req;
    // A fresh params object for each layer, as `match` makes: middleware may write to req.params.
    req.params = {};
    const fn = layer.handle;
    // What `enter` and `runHandler` would do for this layer, without their checks for what cannot
    // apply here (an error, a prefix to strip, a route), unless it is traced or not a plain
    // middleware (a 4-argument handler is skipped).
    if (arityOf(layer) > 3 || handlerTraced()) {
      this.enter(undefined);
      return true;
    }
    req[kCurrentLayer] = layer;
    const next = this.guarded ? guardNext(this.next, layer.name, req) : this.next;
    req.next = next;
    callMiddleware(fn as Invocable, next, req, this.res);
    this.sync = 0;
    return true;
  }

  /** Sets req.params for the matched layer and runs its `param` callbacks (if the router has any), then enters it. */
  enterWith(params: MatchedParams): void {
    const req = this.req;
    const layer = this.layer as Layer;
    req.params = this.router.mergeParams ? mergeParams(params, this.parentParams) : params;
    // Which of an array of paths matched: the `route` of this layer's `express.router.request`
    // traces (Express keeps it the same way, on req). A nested router may leave its own there,
    // which a later handler of the same route would show: only with arrays of paths.
    if (Array.isArray(layer.path) && expressTraced()) {
      (req as { [kMatchedPattern]?: unknown })[kMatchedPattern] = layer.compiled.patternOf?.(this.path);
    }
    if (this.afterParams === undefined) this.enter(undefined);
    else
      processParams(layer, this.router.params, Object.keys(params), this.paramCalled, req, this.res, this.afterParams);
  }

  /** Calls the matched layer's handler (after its `param` callbacks), with its prefix stripped for `use`. */
  enter(err: unknown): void {
    const layer = this.layer as Layer;
    if (err) this.step(this.layerError || err);
    else if (layer.route === undefined && this.layerPath.length !== 0 && !this.stripPrefix())
      this.step(this.layerError);
    else {
      const req = this.req;
      req[kCurrentLayer] = layer;
      // A route's dispatcher only calls back twice when one of its handlers called next twice,
      // which the route's own guard has reported: it gets the plain next (one closure less), as
      // does all middleware in production.
      const next = layer.route === undefined && this.guarded ? guardNext(this.next, layer.name, req) : this.next;
      // Express hands middleware the very function it stores as req.next, so res.format() and
      // res.sendFile() pass on the `next` the handler got (`c === next` in Express's own tests).
      req.next = next;
      runHandler(this.layerError, req, this.res, next, layer);
    }
    this.sync = 0;
  }

  /** The pathname to route on, read again only when req.url changed; undefined when there is none. */
  pathname(): string | undefined {
    const url = this.req.url;
    if (url === this.pathFor && url !== undefined) return this.path;
    const pathname = pathnameOf(url);
    if (pathname === undefined) return undefined;
    this.path = pathname;
    this.pathFor = url;
    return pathname;
  }

  /**
   * The candidates for `path` from the index, looked up again when a handler rewrote req.url or
   * changed the stack (added layers, or removed or moved some through `router.stack`).
   */
  lookup(path: string): readonly Layer[] {
    const index = this.router[kLayerIndex];
    if (path !== this.candidatesFor || index.version !== this.indexVersion) {
      this.candidates = index.lookup(path);
      this.candidatesFor = path;
      this.indexVersion = index.version;
      this.at = firstFrom(this.candidates, this.seq);
    }
    return this.candidates;
  }

  /**
   * Finds the next candidate whose path matches and which takes this request (routes: the method,
   * HEAD by GET handlers; with an error pending, no routes). Returns its params, or undefined at
   * the end of the stack.
   */
  match(path: string): MatchedParams | undefined {
    const candidates = this.lookup(path);
    const req = this.req;
    while (this.at < candidates.length) {
      const candidate = candidates[this.at++] as Layer;
      this.seq = candidate.seq + 1;
      // `use('/')` (the common middleware) matches everything and strips nothing: its fresh params
      // object is made here, without the match record Layer.match would wrap it in.
      if (candidate.slash) {
        this.layer = candidate;
        this.layerPath = '';
        return {};
      }
      let m: ReturnType<Layer['match']>;
      try {
        m = candidate.match(path);
      } catch (e) {
        // A path that fails to match (a malformed param) is no handler's error: as in Express,
        // the traced handler that passes it on does not report it.
        if (expressTraced()) noteExpressError(req, e);
        this.layerError ||= e;
        continue;
      }
      if (m === null) continue;
      const route = candidate.route;
      if (route !== undefined) {
        if (this.layerError) continue;
        const handles = route._handlesMethod(req.method);
        if (!handles && this.allowed !== undefined) this.allowed.push(...route._methods());
        if (!handles && req.method !== 'HEAD') continue;
        req.route = route;
        if (requestStart.hasSubscribers) noteRoute(req, candidate.template);
      }
      this.layer = candidate;
      this.layerPath = m.path;
      return m.params;
    }
    return undefined;
  }

  /** Strips the matched prefix for middleware, so that it sees paths relative to its mount point. */
  stripPrefix(): boolean {
    const { layerPath, path, protohost, req } = this;
    if (layerPath !== path.slice(0, layerPath.length)) return false;
    const c = path[layerPath.length];
    if (c !== undefined && c !== '/') return false;
    this.removed = layerPath;
    const url = req.url as string;
    req.url = protohost + url.slice(protohost.length + layerPath.length);
    if (!protohost && req.url[0] !== '/') {
      req.url = `/${req.url}`;
      this.slashAdded = true;
    }
    req.baseUrl = this.parentUrl + (layerPath.endsWith('/') ? layerPath.slice(0, -1) : layerPath);
    if (requestStart.hasSubscribers) noteMountEntered(req, (this.layer as Layer).template);
    return true;
  }

  /** Puts back what `stripPrefix` took off, before the next layer is looked for. */
  restorePrefix(): void {
    const removed = this.removed;
    if (removed.length === 0) return;
    const req = this.req;
    if (this.slashAdded) {
      // The '/' put in place of the prefix comes off again, unless the layer rewrote req.url to a
      // path of its own under a prefix without a trailing slash (Express 5.3, router 2.3): '/a/'
      // rewritten under '/a' becomes '/a/a/', not '/aa/'.
      const url = req.url as string;
      if (url === '/' || url.startsWith('/?') || (removed.endsWith('/') && url[0] === '/')) req.url = url.slice(1);
      this.slashAdded = false;
    }
    req.baseUrl = this.parentUrl;
    req.url = this.protohost + removed + (req.url as string).slice(this.protohost.length);
    this.removed = '';
    if (requestStart.hasSubscribers) noteMountLeft(req, (this.layer as Layer).template);
  }

  /** Leaves the router: restores what it changed on req, answers OPTIONS / 405 if asked, calls `out`. */
  finish(err: unknown): void {
    const req = this.req;
    req.baseUrl = this.savedBaseUrl;
    req.next = this.savedNext;
    req.params = this.parentParams;
    const allowed = this.allowed;
    if (!err && allowed !== undefined && allowed.length > 0) {
      if (req.method === 'OPTIONS') sendOptionsResponse(this.res as RoutingResponse, allowed);
      else this.leave(methodNotAllowed(req.method, this.path, allowed));
      return;
    }
    this.leave(err);
  }

  /** Hands the request to what comes after this router. */
  leave(err: unknown): void {
    const out = this.out;
    if (typeof out === 'function') out(err);
    else out.end(this.req, this.res, err);
  }
}
