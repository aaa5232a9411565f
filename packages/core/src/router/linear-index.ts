import type { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';

/** Every layer is a candidate: what Express does, and the reference the candidate index is checked against. */
export class LinearIndex implements LayerIndex {
  readonly #layers: Layer[] = [];
  version = 0;

  add(layer: Layer): void {
    this.#layers.push(layer);
    this.version++;
  }

  lookup(): readonly Layer[] {
    return this.#layers;
  }
}
