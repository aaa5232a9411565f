import { finalHandler } from '../final-handler.js';
import type { RequestIdConfig } from '../request/request-id.js';
import type { WalkEnd } from '../router/walk-end.js';
import type { Router, RoutingRequest } from '../types/router.js';
import type { ETagFn } from './compile-etag.js';
import type { QueryParserFn } from './compile-query-parser.js';
import { compileTrust, type TrustFn } from './compile-trust.js';

/**
 * Bumped by every change to any app's settings: a write, a delete, a property defined, a settings
 * object re-parented on mount. One counter for all apps rather than invalidation down the mount
 * tree: a mounted app reads its parent's settings through its settings' prototype, an app may be
 * mounted under several parents (or re-parented later), and nothing records those links; a global
 * counter is right whatever the tree, and costs each app one refresh per change, which happens
 * while apps are configured, not per request.
 */
let settingsVersion = 0;

/**
 * Every way a settings object changes, each forwarded unchanged after bumping the version. A plain
 * assignment (`app.settings.x = 1`, as Express apps may write) reaches `defineProperty` through
 * the default [[Set]], so it needs no trap of its own; reads are not trapped at all.
 */
const watch: ProxyHandler<Record<string | symbol, unknown>> = {
  defineProperty(target, key, descriptor) {
    settingsVersion++;
    return Reflect.defineProperty(target, key, descriptor);
  },
  deleteProperty(target, key) {
    settingsVersion++;
    return Reflect.deleteProperty(target, key);
  },
  setPrototypeOf(target, proto) {
    settingsVersion++;
    return Reflect.setPrototypeOf(target, proto);
  },
};

/**
 * A new, empty `app.settings` (null prototype, as Express's own settings have none worth
 * inheriting) whose every change is seen by the {@link AppState} of every app.
 *
 * @example
 * app.settings = watchedSettings();
 */
export function watchedSettings(): Record<string, unknown> {
  return new Proxy(Object.create(null) as Record<string | symbol, unknown>, watch) as Record<string, unknown>;
}

/** What `trust proxy fn` is taken as when it is not a function: `trust proxy` false. */
const trustNone = compileTrust(false);

/**
 * What a request reads of its app, in one object of one shape. The app function and
 * `app.settings` are dictionary-mode objects in V8 (the app is a function given dozens of
 * properties; the settings are re-parented on mount), so each read of them is a hash lookup; the
 * request path reads these fields instead. The fields that come from settings are read again
 * (through the settings' prototype, so inherited ones too) whenever any settings changed since
 * (see {@link AppState.current}); the others are kept current by the app itself. It reads the
 * settings object the app was created with: an app whose `app.settings` is replaced by another
 * object keeps reading the first.
 *
 * @example
 * const state = new AppState(app.settings);
 * state.current().env; // 'development'
 */
export class AppState implements WalkEnd {
  /** `settingsVersion` when the fields below were last read. */
  #version = -1;
  readonly #settings: Record<string, unknown>;
  env = '';
  /** `env` is 'production': errors withheld, no double-`next()` guard. */
  production = false;
  maxUrlLength = 0;
  poweredBy = false;
  /** `trust proxy fn`, trusting no one when it is not a function. */
  trustProxy: TrustFn = trustNone;
  /** `query parser fn`, undefined when the app turned parsing off. */
  queryParser: QueryParserFn | undefined = undefined;
  etag: ETagFn | undefined = undefined;
  jsonReplacer: unknown = undefined;
  jsonSpaces: unknown = undefined;
  jsonEscape: unknown = undefined;
  jsonpCallbackName: unknown = undefined;
  subdomainOffset: unknown = undefined;
  /** The compiled `request id` settings (the app compiles them when either is set), undefined when off. */
  requestId: RequestIdConfig | undefined = undefined;
  /** The app's router, once `app.router` has made it. */
  router: Router | undefined = undefined;
  /** The default error log for a request without an id, made once per app rather than per request. */
  readonly logError = (err: unknown): void => this.logErrorOf(undefined, err);

  constructor(settings: Record<string, unknown>) {
    this.#settings = settings;
  }

  /** This state, its setting fields read again first if any settings changed since they were read. */
  current(): this {
    if (this.#version !== settingsVersion) this.#refresh();
    return this;
  }

  /**
   * The app's final handler for a request that reached the end of its router (a request without
   * an id, whose error log needs nothing of it): made here, when reached, not for every request.
   */
  end(req: RoutingRequest, res: unknown, err: unknown): void {
    const final = finalHandler(req, res as Parameters<typeof finalHandler>[1], {
      env: this.current().env,
      onerror: this.logError,
    });
    final(err);
  }

  /** The default error log line: the stack, after the request id when the app gives ids; none when env is 'test'. */
  logErrorOf(id: string | undefined, err: unknown): void {
    if (this.current().env === 'test') return;
    const text = (err as { stack?: string } | null)?.stack || String(err);
    console.error(id === undefined ? text : `[${id}] ${text}`);
  }

  #refresh(): void {
    const s = this.#settings;
    this.#version = settingsVersion;
    this.env = String(s.env);
    this.production = s.env === 'production';
    this.maxUrlLength = s['max url length'] as number;
    this.poweredBy = Boolean(s['x-powered-by']);
    const trust = s['trust proxy fn'];
    this.trustProxy = typeof trust === 'function' ? (trust as TrustFn) : trustNone;
    const parser = s['query parser fn'];
    this.queryParser = typeof parser === 'function' ? (parser as QueryParserFn) : undefined;
    const etag = s['etag fn'];
    this.etag = typeof etag === 'function' ? (etag as ETagFn) : undefined;
    this.jsonReplacer = s['json replacer'];
    this.jsonSpaces = s['json spaces'];
    this.jsonEscape = s['json escape'];
    this.jsonpCallbackName = s['jsonp callback name'];
    this.subdomainOffset = s['subdomain offset'];
  }
}
