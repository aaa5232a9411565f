import { isIP } from 'node:net';

/**
 * An IP address in one 128-bit space: IPv6 as its eight 16-bit groups, IPv4 as its IPv4-mapped
 * IPv6 form (`::ffff:a.b.c.d`), so one comparison routine serves both families.
 */
export interface IpAddress {
  readonly groups: Uint16Array;
  /** IPv4, or IPv6 that maps IPv4 (`::ffff:0:0/96`). */
  readonly v4: boolean;
}

/**
 * Parses an IPv4 or IPv6 address (an IPv6 zone such as `%eth0` is ignored), or returns undefined
 * for anything else, including the shorthand IPv4 forms (`127.1`, octal, hex) that some parsers
 * accept: node:net's `isIP` decides what is an address.
 *
 * @example
 * parseIp('::ffff:127.0.0.1')?.v4; // true
 */
export function parseIp(text: string): IpAddress | undefined {
  if (text.length > 64) return undefined;
  const v4 = parseDottedQuad(text);
  if (v4 !== undefined) return v4;
  const zone = text.indexOf('%');
  const bare = zone === -1 ? text : text.slice(0, zone);
  const family = isIP(bare);
  if (family === 4) return fromIPv4(bare);
  if (family === 6) return fromIPv6(bare);
  return undefined;
}

/**
 * The common case without node:net's regular expressions: four decimal octets, no leading zeros
 * (as `isIP` requires), each at most 255. Anything else returns undefined and takes the slow path.
 */
function parseDottedQuad(text: string): IpAddress | undefined {
  const octets = [0, 0, 0, 0];
  let part = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2e) {
      if (digits === 0 || part === 3) return undefined;
      part++;
      digits = 0;
    } else if (c >= 0x30 && c <= 0x39) {
      if (digits > 0 && octets[part] === 0) return undefined;
      const value = (octets[part] as number) * 10 + (c - 0x30);
      if (value > 255) return undefined;
      octets[part] = value;
      digits++;
    } else {
      return undefined;
    }
  }
  if (part !== 3 || digits === 0) return undefined;
  const groups = new Uint16Array(8);
  groups[5] = 0xffff;
  groups[6] = ((octets[0] as number) << 8) | (octets[1] as number);
  groups[7] = ((octets[2] as number) << 8) | (octets[3] as number);
  return { groups, v4: true };
}

function fromIPv4(text: string): IpAddress {
  const groups = new Uint16Array(8);
  groups[5] = 0xffff;
  writeIPv4(text, groups, 6);
  return { groups, v4: true };
}

function writeIPv4(text: string, groups: Uint16Array, at: number): void {
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number];
  groups[at] = (a << 8) | b;
  groups[at + 1] = (c << 8) | d;
}

function fromIPv6(text: string): IpAddress {
  const groups = new Uint16Array(8);
  const gap = text.indexOf('::');
  const head = gap === -1 ? text : text.slice(0, gap);
  const tail = gap === -1 ? '' : text.slice(gap + 2);
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const expand = (parts: string[]): number[] => {
    const out: number[] = [];
    for (const part of parts) {
      if (part.includes('.')) {
        const v4 = new Uint16Array(2);
        writeIPv4(part, v4, 0);
        out.push(v4[0] as number, v4[1] as number);
      } else {
        out.push(Number.parseInt(part, 16));
      }
    }
    return out;
  };
  const first = expand(headParts);
  const last = expand(tailParts);
  first.forEach((g, i) => {
    groups[i] = g;
  });
  last.forEach((g, i) => {
    groups[8 - last.length + i] = g;
  });
  const v4 = groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0;
  return { groups, v4: v4 && groups[5] === 0xffff };
}

/**
 * Writes an address back as text: dotted IPv4 for IPv4 and IPv4-mapped addresses, otherwise
 * the eight IPv6 groups in full (no `::` compression), for messages and tests.
 *
 * @example
 * formatIp(parseIp('::ffff:10.0.0.1')!); // '10.0.0.1'
 */
export function formatIp(ip: IpAddress): string {
  const g = ip.groups;
  if (ip.v4) {
    const hi = g[6] as number;
    const lo = g[7] as number;
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return Array.from(g, (x) => x.toString(16)).join(':');
}
