/** Decides whether the proxy at `address`, `hop` steps from the server, is trusted. */
export type TrustFn = (address: string, hop: number) => boolean;

/** Turns the `trust proxy` setting into a function: `true` trusts all, a number trusts that many hops. */
export function compileTrust(value: unknown): TrustFn {
  if (typeof value === 'function') return value as TrustFn;
  if (value === true) return () => true;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return () => false;
}
