import type { NativeClass } from './prototype-kind.js';
import type { PrototypeTwin } from './prototype-twin.js';

/**
 * A constructor that runs node's HTTP/1.1 `native` (a plain function, not a class) on `this`, so
 * its objects inherit `prototype`: for a prototype the user assigned (`app.request = proto`), which
 * no subclass of ours has. Calling it on `this` is what subclassing a plain function means;
 * `Reflect.construct(native, args, AppClass)` would do the same but measured about 9× slower per
 * request (V8 takes a slow path for a `new.target` that is not a subclass).
 */
function constructorOn(native: NativeClass, prototype: object): NativeClass {
  function AppClass(this: object, ...a: unknown[]): void {
    Reflect.apply(native as unknown as (...args: unknown[]) => unknown, this, a);
  }
  AppClass.prototype = prototype;
  return AppClass as unknown as NativeClass;
}

/**
 * The HTTP/1.1 constructor for `twin`'s requests or responses: the subclass of node's class the
 * level was built with, or (for a prototype the user assigned) a constructor on it.
 *
 * @example
 * http.createServer({ IncomingMessage: http1ConstructorOf(prototypesOf(app).request) }, app);
 */
export function http1ConstructorOf(twin: PrototypeTwin): NativeClass {
  return twin.Http1Class ?? constructorOn(twin.kind.Http1, twin.http1);
}
