import { type IpAddress, parseIp } from './ip-address.js';

/** A block of addresses: a network address and how many leading bits of it must match. */
export interface Cidr {
  readonly address: IpAddress;
  /** Prefix length in the 128-bit space (an IPv4 `/24` is stored as `/120`). */
  readonly bits: number;
}

/** The names `trust proxy` accepts for well-known blocks, as Express (proxy-addr) defines them. */
export const namedRanges: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Parses `address`, `address/prefix` or (IPv4) `address/netmask`. An IPv4-mapped IPv6 address
 * without a prefix is the IPv4 address it maps. Throws TypeError with proxy-addr's messages for an
 * invalid address or prefix, so `app.set('trust proxy', ...)` fails loudly at startup.
 *
 * @example
 * parseCidr('10.0.0.0/255.0.0.0').bits; // 104 (96 + 8)
 */
export function parseCidr(note: string): Cidr {
  const slash = note.lastIndexOf('/');
  const text = slash === -1 ? note : note.slice(0, slash);
  const address = parseIp(text);
  if (address === undefined) throw new TypeError(`invalid IP address: ${text}`);
  const written4 = !text.includes(':');
  const max = written4 ? 32 : 128;
  let range: number | undefined;
  if (slash === -1) range = max;
  else {
    const suffix = note.slice(slash + 1);
    if (/^[0-9]+$/.test(suffix)) range = Number(suffix);
    else if (written4) range = netmaskLength(suffix);
  }
  if (range === undefined || range <= 0 || range > max) throw new TypeError(`invalid range on address: ${note}`);
  // An IPv4 address written as IPv4-mapped IPv6 with no prefix means that one IPv4 address.
  const bits = written4 ? 96 + range : slash === -1 && address.v4 ? 128 : range;
  return { address, bits };
}

/** Prefix length of a contiguous IPv4 netmask (`255.255.0.0` → 16), or undefined. */
function netmaskLength(text: string): number | undefined {
  const mask = parseIp(text);
  if (mask === undefined || !mask.v4 || text.includes(':')) return undefined;
  const value = (((mask.groups[6] as number) << 16) | (mask.groups[7] as number)) >>> 0;
  const ones = Math.clz32(~value);
  return value === (ones === 0 ? 0 : (0xffffffff << (32 - ones)) >>> 0) ? ones : undefined;
}

/**
 * Whether `ip` is inside `block`. The families never cross, as in proxy-addr: an IPv4 block (or an
 * IPv4-mapped IPv6 block of at least /96) holds IPv4 addresses and their mapped forms only, and a
 * native IPv6 block holds native IPv6 addresses only.
 *
 * @example
 * cidrContains(parseCidr('10.0.0.0/8'), parseIp('::ffff:10.1.2.3')!); // true
 */
export function cidrContains(block: Cidr, ip: IpAddress): boolean {
  if (ip.v4 !== block.address.v4) return false;
  if (block.address.v4 && block.bits < 96) return false;
  let bits = block.bits;
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const width = Math.min(bits, 16);
    const mask = (0xffff << (16 - width)) & 0xffff;
    if (((ip.groups[i] as number) & mask) !== ((block.address.groups[i] as number) & mask)) return false;
  }
  return true;
}
