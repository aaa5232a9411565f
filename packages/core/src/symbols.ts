/**
 * Internal state kept off the public req/res shape. Symbols, not string keys, so middleware that
 * enumerates or copies req/res never sees them and nothing user-defined can collide with them.
 */

/** On req: the layer whose handler is running now (read when recording who sent a response first). */
export const kCurrentLayer: unique symbol = Symbol('baton.currentLayer');

/** On res: where the first response was sent from ({ method, path, handler }), for BATON_RESPONSE_ALREADY_SENT. */
export const kFirstSend: unique symbol = Symbol('baton.firstSend');

/**
 * On req, while `express.router.request` is listened to: which path of a layer registered with an
 * array of paths matched, for the trace's `route` (tracing/express-trace.ts).
 */
export const kMatchedPattern: unique symbol = Symbol('baton.matchedPattern');

/** On a router: its candidate index (the lookup the `next()` loop is fed from). */
export const kLayerIndex: unique symbol = Symbol('baton.layerIndex');

/** On req, while its request is traced: the `baton.request` message and route template (tracing/request-trace.ts). */
export const kRequestTrace: unique symbol = Symbol('baton.requestTrace');

/** On the function that mounts an app with `use`: marks it as a router for the tracing channels. */
export const kMountedApp: unique symbol = Symbol('baton.mountedApp');

/** On an app: what its requests read of it and its settings, in one fixed-shape object (settings/app-state.ts). */
export const kAppState: unique symbol = Symbol('baton.appState');
