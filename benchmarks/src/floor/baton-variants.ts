import type { Application } from 'batonjs';
import { hello } from '../http/scenarios/payloads.js';
/** Baton's hello-world server with some of Express's defaults switched off, to price each default. */
export interface BatonVariant {
  readonly name: string;
  readonly description: string;
  /** `app.set('etag', false)`: no ETag computed for `res.json`. */
  readonly noETag?: boolean;
  /** `app.disable('x-powered-by')`: one response header fewer. */
  readonly noPoweredBy?: boolean;
}

/**
 * The Baton variants of the floor run: `res.json(hello)` on `app.listen`, with Express's defaults
 * (ETag, X-Powered-By) on, each off, and both off.
 *
 * @example
 * const lean = batonVariants.find((variant) => variant.name === 'baton-bare');
 */
export const batonVariants: readonly BatonVariant[] = [
  { name: 'baton', description: "res.json(hello), Express's defaults: weak ETag and X-Powered-By" },
  { name: 'baton-no-etag', description: "the same with app.set('etag', false)", noETag: true },
  { name: 'baton-no-powered-by', description: "the same with app.disable('x-powered-by')", noPoweredBy: true },
  { name: 'baton-bare', description: 'both off', noETag: true, noPoweredBy: true },
];

/**
 * The Baton variant called `name`; throws with the known names otherwise.
 *
 * @example
 * const variant = batonVariantNamed('baton-no-etag');
 */
export function batonVariantNamed(name: string): BatonVariant {
  const variant = batonVariants.find((candidate) => candidate.name === name);
  if (variant === undefined) {
    throw new Error(`no Baton variant "${name}"; known: ${batonVariants.map((v) => v.name).join(', ')}`);
  }
  return variant;
}

/**
 * Sets `app` up as `variant`: its defaults switched off as the variant says, then `GET /` answered
 * with `res.json(hello)`.
 *
 * @example
 * setUpBatonVariant(baton(), batonVariantNamed('baton-bare'));
 */
export function setUpBatonVariant(app: Application, variant: BatonVariant): void {
  if (variant.noETag === true) app.set('etag', false);
  if (variant.noPoweredBy === true) app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res.json(hello);
  });
}
