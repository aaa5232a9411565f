/**
 * The global `Express` namespace of `@types/express`: apps and typings (passport's, for one)
 * augment `Express.Request`, `Express.Response`, `Express.Locals` and `Express.Application`, and
 * Baton's interfaces extend them, so those augmentations reach Baton's types unchanged. Declaring
 * the same empty interfaces as `@types/express-serve-static-core` merges with it when both are
 * installed.
 */
declare global {
  // biome-ignore lint/style/noNamespace: the global namespace @types/express declares; apps augment it.
  namespace Express {
    // biome-ignore lint/suspicious/noEmptyInterface: augmented by apps and typings.
    interface Request {}
    // biome-ignore lint/suspicious/noEmptyInterface: augmented by apps and typings.
    interface Response {}
    // biome-ignore lint/suspicious/noEmptyInterface: augmented by apps and typings.
    interface Locals {}
    // biome-ignore lint/suspicious/noEmptyInterface: augmented by apps and typings.
    interface Application {}
  }
}

/** `res.locals` always has what the global `Express.Locals` declares. */
export interface Locals extends Express.Locals {}
