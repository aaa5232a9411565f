import type { Layer } from './layer.js';

/**
 * How a router finds the layers that may match a path. Two implementations pass one shared case
 * suite: the candidate index (used) and a linear scan (the reference it is tested against).
 * `lookup` may return layers that will not match, but never omits one that would, and returns
 * them in stack order.
 */
export interface LayerIndex {
  add(layer: Layer): void;
  lookup(path: string): readonly Layer[];
  /** Changes with every change to the layers: a request under way looks up again when it moved. */
  readonly version: number;
}
