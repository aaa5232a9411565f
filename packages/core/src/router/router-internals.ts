import type { kLayerIndex } from '../symbols.js';
import type { Router } from '../types/router.js';
import type { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';

/**
 * A router as its own code sees it: the public shape, with its stack's entries as the `Layer`
 * objects they are and the candidate index kept under a symbol (off the public type).
 */
export type RouterInternals = Router & { readonly stack: Layer[]; readonly [kLayerIndex]: LayerIndex };
