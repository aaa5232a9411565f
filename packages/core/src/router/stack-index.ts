import { createTypeError } from '../errors.js';
import { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';

/** True for the keys an array's elements live under ('0', '1', ...), not 'length' or a method name. */
function isElementKey(key: string | symbol): boolean {
  return typeof key === 'string' && key.length > 0 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57;
}

function checkLayer(value: unknown): void {
  if (!(value instanceof Layer))
    throw createTypeError(
      'BATON_INVALID_LAYER',
      'router.stack holds only layers a router made: move or remove them, or register new ones with use() or route()',
    );
}

/**
 * A router's `stack` and the index built from it, kept in step. Apps and tools edit `stack` as an
 * array, as they do in Express (`app.router.stack.splice(i, 1)` to remove a route, moving a layer to
 * the front): `stack` is a proxy over the layers whose writes only mark the index stale, and the
 * next lookup rebuilds it, so a removed layer is never served. Layers added through the router's
 * methods go to the index directly. On the request path the cost is one boolean test per lookup.
 *
 * @example
 * const layers = new StackIndex(() => new CandidateIndex(false));
 * layers.add(layer);
 * layers.stack.splice(0, 1); // the next lookup no longer finds `layer`
 */
export class StackIndex implements LayerIndex {
  /** What `router.stack` is: the layers, as an array whose every change is seen. */
  readonly stack: Layer[];
  readonly #layers: Layer[] = [];
  readonly #make: () => LayerIndex;
  #index: LayerIndex;
  #stale = false;
  /** Bumped by every change; a request under way looks up again when it has moved. */
  version = 0;

  constructor(make: () => LayerIndex) {
    this.#make = make;
    this.#index = make();
    const changed = (): void => {
      this.#stale = true;
      this.version++;
    };
    this.stack = new Proxy(this.#layers, {
      set(target, key, value) {
        if (isElementKey(key)) checkLayer(value);
        // No receiver: the element is defined on the array itself, not through the proxy again.
        const done = Reflect.set(target, key, value);
        changed();
        return done;
      },
      deleteProperty(target, key) {
        changed();
        return Reflect.deleteProperty(target, key);
      },
      defineProperty(target, key, descriptor) {
        if (isElementKey(key)) checkLayer(descriptor.value);
        changed();
        return Reflect.defineProperty(target, key, descriptor);
      },
    });
  }

  /** Appends a layer registered through the router's methods: no rebuild needed. */
  add(layer: Layer): void {
    layer.seq = this.#layers.length;
    this.#layers.push(layer);
    if (!this.#stale) this.#index.add(layer);
    this.version++;
  }

  lookup(path: string): readonly Layer[] {
    if (this.#stale) this.#rebuild();
    return this.#index.lookup(path);
  }

  /** Replaces the whole stack, as `router.stack = [...]` does in Express. */
  replace(layers: readonly unknown[]): void {
    for (const layer of layers) checkLayer(layer);
    this.stack.splice(0, this.#layers.length, ...(layers as Layer[]));
  }

  /** Renumbers the layers by their new positions and indexes them afresh. */
  #rebuild(): void {
    const index = this.#make();
    const layers = this.#layers;
    for (let i = 0; i < layers.length; i++) {
      const layer = layers[i];
      // A hole left by `delete stack[i]` or a longer `length`: nothing there to serve.
      if (layer === undefined) continue;
      layer.seq = i;
      index.add(layer);
    }
    this.#index = index;
    this.#stale = false;
  }
}
