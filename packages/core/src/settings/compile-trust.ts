import { type Cidr, cidrContains, namedRanges, parseCidr } from '../proxy/cidr.js';
import { parseIp } from '../proxy/ip-address.js';

/** Decides whether the proxy at `address`, `hop` steps from the server, is trusted. */
export type TrustFn = (address: string, hop: number) => boolean;

const trustAll: TrustFn = () => true;
const trustNone: TrustFn = () => false;

/**
 * Turns the `trust proxy` setting into a function, as Express does: `true` trusts every hop,
 * `false` none, a number trusts that many hops from the server, a string is a comma-separated list
 * and an array a list of addresses, CIDR blocks (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fc00::/7`)
 * and the names `loopback`, `linklocal` and `uniquelocal`; a function is used as it is. An invalid
 * address or prefix throws a TypeError when the setting is made, not on a request.
 *
 * @example
 * const trust = compileTrust('loopback, 10.0.0.0/8');
 * trust('10.1.2.3', 1); // true
 * trust('::ffff:127.0.0.1', 0); // true
 */
export function compileTrust(value: unknown): TrustFn {
  if (typeof value === 'function') return value as TrustFn;
  if (value === true) return trustAll;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  if (value === false || value === undefined || value === null) return trustNone;
  const list = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;
  if (!Array.isArray(list)) throw new TypeError('unsupported trust argument');
  const blocks: Cidr[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw new TypeError(`invalid IP address: ${String(item)}`);
    for (const note of Object.hasOwn(namedRanges, item) ? (namedRanges[item] as readonly string[]) : [item]) {
      blocks.push(parseCidr(note));
    }
  }
  if (blocks.length === 0) return trustNone;
  // Behind a proxy every request arrives from the same few addresses: remembering the last answer
  // skips parsing the socket address on each request.
  let lastAddress: unknown;
  let lastAnswer = false;
  return (address) => {
    if (address === lastAddress) return lastAnswer;
    const ip = typeof address === 'string' ? parseIp(address) : undefined;
    const answer = ip !== undefined && blocks.some((block) => cidrContains(block, ip));
    lastAddress = address;
    lastAnswer = answer;
    return answer;
  };
}
