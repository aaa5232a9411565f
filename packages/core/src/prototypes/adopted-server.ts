import type { PrototypeTwin } from './prototype-twin.js';

/**
 * A server (any of node's four kinds) as far as adoption reads and writes it: its listeners, and
 * the fields node keeps under symbols it does not export.
 */
export interface NodeServer {
  listeners(event: string | symbol): unknown[];
  [key: symbol]: unknown;
}

/** An app's levels, whose classes adoption hands a server. */
export interface AdoptingLevels {
  readonly request: PrototypeTwin;
  readonly response: PrototypeTwin;
}
