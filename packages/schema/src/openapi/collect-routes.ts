import type { RouteSchemas } from '../route-schemas.js';
import { routeSchemasOf } from '../route-schemas.js';

/** What the walk reads of a router's stack entry (a core `Layer`), checked before it is trusted. */
interface StackLayer {
  readonly path?: unknown;
  readonly handle?: unknown;
  readonly route?: { readonly path?: unknown; readonly stack?: ReadonlyArray<RouteLayer> } | undefined;
}

interface RouteLayer {
  readonly method?: string | undefined;
  readonly handle?: unknown;
}

/**
 * One method of one registered route: the whole Express path (mount prefixes included) and the
 * schemas of every `validate()` / `describeRoute()` in its handlers, merged in order.
 */
export interface CollectedRoute {
  readonly method: string;
  readonly path: string;
  readonly schemas: RouteSchemas;
}

/** A route the document cannot list as a path template, and why. */
export interface UnlistedRoute {
  readonly method: string;
  readonly path: string;
  readonly reason: string;
}

/** Every documented route, and the ones that could not be. */
export interface CollectedRoutes {
  readonly routes: CollectedRoute[];
  readonly unlisted: UnlistedRoute[];
}

function stackOf(value: unknown): ReadonlyArray<StackLayer> | undefined {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return undefined;
  const stack = (value as { stack?: unknown }).stack;
  return Array.isArray(stack) ? (stack as StackLayer[]) : undefined;
}

/** `'/'` mounts add nothing; a trailing slash on a prefix is not doubled. */
function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return prefix.endsWith('/') ? prefix + path.slice(1) : prefix + path;
}

function pathsOf(path: unknown): Array<string | RegExp> {
  if (Array.isArray(path)) return path.flatMap(pathsOf);
  return typeof path === 'string' || path instanceof RegExp ? [path] : [];
}

function mergedSchemas(handlers: ReadonlyArray<RouteLayer>): RouteSchemas {
  let merged: RouteSchemas = {};
  for (const layer of handlers) {
    const schemas = routeSchemasOf(layer.handle);
    if (schemas === undefined) continue;
    merged = {
      ...merged,
      ...schemas,
      openapi: { ...merged.openapi, ...schemas.openapi },
      response: { ...merged.response, ...schemas.response },
    };
  }
  return merged;
}

function walk(stack: ReadonlyArray<StackLayer>, prefix: string, out: CollectedRoutes): void {
  for (const layer of stack) {
    const route = layer.route;
    if (route !== undefined) {
      const handlers = route.stack ?? [];
      const methods = [...new Set(handlers.map((h) => h.method ?? '_all'))];
      for (const path of pathsOf(route.path ?? layer.path)) {
        for (const method of methods) {
          const whole = typeof path === 'string' ? join(prefix, path) : `${prefix}${String(path)}`;
          if (method === '_all') {
            out.unlisted.push({ method: 'ALL', path: whole, reason: 'route.all() answers every method' });
          } else if (typeof path !== 'string') {
            out.unlisted.push({ method: method.toUpperCase(), path: whole, reason: 'a RegExp path has no template' });
          } else {
            out.routes.push({
              method,
              path: whole,
              schemas: mergedSchemas(handlers.filter((h) => h.method === method)),
            });
          }
        }
      }
      continue;
    }
    const nested = stackOf(layer.handle);
    if (nested === undefined) continue;
    for (const path of pathsOf(layer.path)) {
      if (typeof path === 'string') walk(nested, join(prefix, path), out);
      else out.unlisted.push({ method: 'USE', path: `${prefix}${String(path)}`, reason: 'mounted at a RegExp path' });
    }
  }
}

/**
 * The routes of an app or router as they are registered, mounted routers included (their mount
 * path prefixed). A mounted sub-app is reached through its router only when it is mounted as one
 * (`app.use('/x', subApp.router)`), since core wraps apps in a closure.
 *
 * @example
 * collectRoutes(app.router).routes; // [{ method: 'get', path: '/api/posts/:id', schemas: {...} }]
 */
export function collectRoutes(router: unknown): CollectedRoutes {
  const out: CollectedRoutes = { routes: [], unlisted: [] };
  walk(stackOf(router) ?? [], '', out);
  return out;
}
