import { kMountedApp } from '../symbols.js';
import type { TracedLayer } from '../tracing/trace-handler.js';
import type { PathArg } from '../types/path.js';
import type { HandlerKind } from '../types/tracing.js';
import { type CompiledPath, compilePath, type PathMatch, type PathOptions } from './compile-path.js';
import { type AnyErrorHandler, type AnyHandler, handlerName } from './handler-types.js';
import { pathTemplate } from './path-template.js';
import type { Route } from './route.js';

/** A mounted `Router()` (a function with a stack and `handle`) or app (marked by `app.use`). */
function isRouter(fn: AnyHandler | AnyErrorHandler): boolean {
  const f = fn as { stack?: unknown; handle?: unknown; [kMountedApp]?: boolean };
  return f[kMountedApp] === true || (Array.isArray(f.stack) && typeof f.handle === 'function');
}

/**
 * One entry of a router's stack: a path matcher and a handler (middleware, a mounted router or
 * app, or the dispatcher of a `Route`). `seq` is its position in the stack, which is the order the
 * candidate index merges by.
 */
export class Layer implements TracedLayer {
  readonly handle: AnyHandler | AnyErrorHandler;
  readonly name: string;
  readonly path: PathArg;
  readonly route: Route | undefined;
  readonly end: boolean;
  /** `use('/')`: matches every path and strips nothing; the common case gets no matcher at all. */
  readonly slash: boolean;
  readonly compiled: CompiledPath;
  /** How `baton.handler` reports it; undefined for a route's dispatcher, whose handlers report themselves. */
  readonly kind: HandlerKind | undefined;
  /** The path for the tracing messages (`pathTemplate`). */
  readonly template: string;
  seq = -1;
  /** `handle.length` and the function it was read from (see call-handler.ts's `HandlerLayer`). */
  arity: number;
  arityOf: unknown;

  constructor(path: PathArg, options: PathOptions, fn: AnyHandler | AnyErrorHandler, route?: Route) {
    this.handle = fn;
    this.name = handlerName(fn);
    this.arity = fn.length;
    this.arityOf = fn;
    this.path = path;
    this.route = route;
    this.end = options.end;
    this.slash = path === '/' && !options.end;
    this.compiled = compilePath(path, options);
    this.kind =
      route !== undefined ? undefined : fn.length === 4 ? 'error_handler' : isRouter(fn) ? 'router' : 'middleware';
    this.template = pathTemplate(path, options.end);
  }

  /** Matches the request path; throws a coded 400 error for malformed percent-encoding in a param. */
  match(path: string): PathMatch | null {
    // A fresh params object each time: middleware may write to req.params.
    if (this.slash) return { path: '', params: {} };
    return this.compiled.match(path);
  }
}
