import type { Application } from '../types/application.js';
import type { NativeClass, PrototypeKind } from './prototype-kind.js';

/** Every twin, by its HTTP/1.1 prototype and by its view: how the cold paths recognise what users hand them. */
const twins = new WeakMap<object, PrototypeTwin>();

/**
 * One prototype of one kind (request or response) at one level (the root `baton.request`, an
 * app's `app.request`), on both transports, kept in step:
 * - `http1`: what HTTP/1.1 requests inherit from (a subclass prototype of node's class for an app);
 * - `http2`: its HTTP/2 counterpart, made on first use, deriving from node's HTTP/2 class through
 *   the parent level's `http2`, holding copies of `http1`'s own members;
 * - `view`: what users are given as `app.request`/`baton.request`, a Proxy around `http1` whose
 *   only traps are writes (`defineProperty`, which `=` also goes through, and `deleteProperty`)
 *   and the prototype link. Each write lands on `http1` and is mirrored on `http2`. Requests never
 *   inherit from the view, only from `http1`/`http2`, so no property lookup on `req` or `res`
 *   ever reaches a trap.
 *
 * @example
 * const twin = PrototypeTwin.forApp(requestKind, app, rootRequest);
 * (twin.view as { isAdmin?: unknown }).isAdmin = () => true; // on twin.http1 and twin.http2
 */
export class PrototypeTwin {
  readonly kind: PrototypeKind;
  readonly http1: object;
  readonly view: object;
  /** The class servers construct HTTP/1.1 objects with; undefined for a root or an object the user assigned. */
  readonly Http1Class: NativeClass | undefined;
  #parent: PrototypeTwin | undefined;
  #http2: object | undefined;
  #Http2Class: NativeClass | undefined;
  /** Whether `http1` / `http2` has no own key but `app`, as last counted (`addsOnlyApp`); cleared by writes through the view. */
  #onlyApp1: boolean | undefined;
  #onlyApp2: boolean | undefined;

  private constructor(
    kind: PrototypeKind,
    http1: object,
    parent: PrototypeTwin | undefined,
    Http1Class: NativeClass | undefined,
  ) {
    this.kind = kind;
    this.http1 = http1;
    this.Http1Class = Http1Class;
    this.#parent = parent;
    this.view = new Proxy(http1, {
      defineProperty: (target, key, descriptor) => this.#define(target, key, descriptor),
      deleteProperty: (target, key) => this.#delete(target, key),
      getPrototypeOf: viewOfPrototype,
      setPrototypeOf: (_target, proto) => this.reparent(proto),
    });
    twins.set(http1, this);
    twins.set(this.view, this);
  }

  /**
   * The top level of a kind: `http1` is `baton.request` or `baton.response` as `request.ts` and
   * `response.ts` build it.
   *
   * @example
   * const rootRequest = PrototypeTwin.root(requestKind, request);
   */
  static root(kind: PrototypeKind, http1: object): PrototypeTwin {
    return new PrototypeTwin(kind, http1, undefined, undefined);
  }

  /**
   * An app's own level under `parent`: `http1` is the prototype of a real subclass of node's
   * class (servers Baton creates construct with `new` on it, V8's fast path), carrying `app`.
   *
   * @example
   * const own = PrototypeTwin.forApp(responseKind, app, rootResponse);
   */
  static forApp(kind: PrototypeKind, app: Application, parent: PrototypeTwin): PrototypeTwin {
    const Class = subclass(kind, kind.Http1, 'Baton');
    Object.setPrototypeOf(Class.prototype, parent.http1);
    Object.defineProperty(Class.prototype, 'app', { configurable: true, enumerable: true, writable: true, value: app });
    return new PrototypeTwin(kind, Class.prototype, parent, Class);
  }

  /**
   * The twin for `value` assigned in place of this one (`app.request = value`): the twin it
   * already is (another app's `app.request`, or this one), else a new level over it, whose parent
   * is what `value` inherits from when that is a known level, else this one's parent.
   *
   * @example
   * own.request = own.request.replacedBy(value);
   */
  replacedBy(value: object): PrototypeTwin {
    const known = twinOf(this.kind, value);
    if (known !== undefined) return known;
    const up = twinOf(this.kind, Object.getPrototypeOf(value));
    // `Object.create(app.request)` inherits from a view: point it at the real object behind, so
    // requests inheriting `value` never look members up through a Proxy.
    if (up !== undefined) Object.setPrototypeOf(value, up.http1);
    return new PrototypeTwin(this.kind, value, up ?? this.#parent, undefined);
  }

  /** The HTTP/2 prototype, made (with copies of `http1`'s own members) on first use. */
  get http2(): object {
    return this.#http2 ?? this.#buildHttp2();
  }

  /** The HTTP/2 prototype if it was made yet: a check that must not make it. */
  get builtHttp2(): object | undefined {
    return this.#http2;
  }

  /**
   * Whether this level adds nothing but `app` to `proto`, its parent app's level on that transport
   * (a mounted app's level usually holds `app` alone): then a request or response on `proto`
   * given its own `app` behaves as one moved to this level, without the prototype swap V8 makes
   * so dear. False for a parent Baton does not know (an Express app's `request`).
   *
   * @example
   * // in adoptPrototypes: the request stays on its parent's level and gets its own `app`
   * if (own.request.addsOnlyApp(Object.getPrototypeOf(req), false)) setOwnApp(req, sub);
   */
  addsOnlyApp(proto: object, http2: boolean): boolean {
    const parent = this.#parent;
    if (parent === undefined) return false;
    const level = http2 ? this.http2 : this.http1;
    if (Reflect.getPrototypeOf(level) !== proto) return false;
    if (proto !== (http2 ? parent.builtHttp2 : parent.http1)) return false;
    // A level built here is only ever written through its view, whose traps clear the count: it
    // is counted once per change, not per request (`Reflect.ownKeys` on a prototype costs ~0.25 µs;
    // twice per request into a mounted app, per a CPU profile under wrk). A level the user handed
    // over (`app.request = obj`) may be written directly through `obj`: counted every time.
    if (this.Http1Class === undefined) return holdsOnlyApp(level);
    if (http2) {
      this.#onlyApp2 ??= holdsOnlyApp(level);
      return this.#onlyApp2;
    }
    this.#onlyApp1 ??= holdsOnlyApp(level);
    return this.#onlyApp1;
  }

  /** The class servers construct HTTP/2 objects with (its prototype is `http2`). */
  get Http2Class(): NativeClass {
    if (this.#http2 === undefined) this.#buildHttp2();
    return this.#Http2Class as NativeClass;
  }

  /**
   * Makes `proto` this level's parent, as `Object.setPrototypeOf(view, proto)` does (mounting
   * does it with the parent app's view). A known level of the same kind re-parents both
   * transports; anything else (an Express app's `request`) only the HTTP/1.1 side, the HTTP/2
   * side keeping the parent it had. False, as `Reflect.setPrototypeOf`, when that would make a cycle.
   *
   * @example
   * if (!own.request.reparent(parent.request)) throw new TypeError('Cyclic __proto__ value');
   */
  reparent(proto: object | null): boolean {
    const up = twinOf(this.kind, proto);
    if (up === undefined) return Reflect.setPrototypeOf(this.http1, proto);
    if (!Reflect.setPrototypeOf(this.http1, up.http1)) return false;
    this.#parent = up;
    if (this.#http2 !== undefined) Object.setPrototypeOf(this.#http2, up.http2);
    return true;
  }

  #buildHttp2(): object {
    const Class = subclass(this.kind, this.kind.Http2, 'BatonHttp2');
    const http2: object = Class.prototype;
    const parent = this.#parent;
    // The root keeps node's HTTP/2 prototype as its parent and holds the HTTP/2-only methods.
    if (parent === undefined) Object.assign(http2, this.kind.http2Methods);
    else Object.setPrototypeOf(http2, parent.http2);
    for (const key of Reflect.ownKeys(this.http1)) this.#mirror(http2, key);
    this.#http2 = http2;
    this.#Http2Class = Class;
    return http2;
  }

  /** After a write through the view: `addsOnlyApp` counts the own keys again. */
  #forgetCounts(): void {
    this.#onlyApp1 = undefined;
    this.#onlyApp2 = undefined;
  }

  /** Copies `http1`'s own `key` (or its absence) onto `http2`, unless the key is HTTP/2's own. */
  #mirror(http2: object, key: PropertyKey): void {
    if (this.kind.http2Own.has(key)) return;
    const descriptor = Reflect.getOwnPropertyDescriptor(this.http1, key);
    if (descriptor === undefined) Reflect.deleteProperty(http2, key);
    else Object.defineProperty(http2, key, descriptor);
  }

  #define(target: object, key: PropertyKey, descriptor: PropertyDescriptor): boolean {
    if (!Reflect.defineProperty(target, key, descriptor)) return false;
    this.#forgetCounts();
    // The whole resulting descriptor, not the one given: `view.x = 1` defines only { value }.
    if (this.#http2 !== undefined) this.#mirror(this.#http2, key);
    return true;
  }

  #delete(target: object, key: PropertyKey): boolean {
    if (!Reflect.deleteProperty(target, key)) return false;
    this.#forgetCounts();
    if (this.#http2 !== undefined) this.#mirror(this.#http2, key);
    return true;
  }
}

/** Whether `level`'s only own key is `app`. */
function holdsOnlyApp(level: object): boolean {
  const keys = Reflect.ownKeys(level);
  return keys.length === 1 && keys[0] === 'app';
}

/** The level `value` is (its view or its HTTP/1.1 prototype), if it is one of kind `kind`. */
function twinOf(kind: PrototypeKind, value: object | null): PrototypeTwin | undefined {
  const twin = value === null ? undefined : twins.get(value);
  return twin?.kind === kind ? twin : undefined;
}

/**
 * The `getPrototypeOf` trap: a level's parent as users know it, its view (so
 * `Object.getPrototypeOf(app.request) === baton.request`); the real one once the target is
 * frozen, as Proxy invariants require.
 */
function viewOfPrototype(target: object): object | null {
  const proto = Reflect.getPrototypeOf(target);
  if (proto === null || !Reflect.isExtensible(target)) return proto;
  return twins.get(proto)?.view ?? proto;
}

/**
 * A real subclass of node's `Base` (a plain function for HTTP/1.1, an ES class for HTTP/2), named
 * for stack traces by its class literal. Not by `Object.defineProperty(Class, 'name')`: a derived
 * class whose constructor function was given a property of its own is built by V8 off its fast
 * path for default derived constructors, and every request paid for it: about 5 µs of CPU per
 * request over HTTP/1.1 (hello JSON, 19–21 against 24–30 µs, measured with wrk against the same
 * build without the call). Its own `constructor` is removed so `req.constructor` stays node's
 * class, as with Express.
 */
function subclass(kind: PrototypeKind, Base: NativeClass, prefix: 'Baton' | 'BatonHttp2'): NativeClass {
  const B = Base as new (...args: never[]) => object;
  const request = kind.name === 'request';
  let Class: NativeClass;
  if (prefix === 'Baton') Class = request ? class BatonRequest extends B {} : class BatonResponse extends B {};
  else Class = request ? class BatonHttp2Request extends B {} : class BatonHttp2Response extends B {};
  Reflect.deleteProperty(Class.prototype, 'constructor');
  return Class;
}
