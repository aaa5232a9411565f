import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrContains, parseCidr } from '../src/proxy/cidr.js';
import { forwardedChain } from '../src/proxy/forwarded-chain.js';
import { formatIp, parseIp } from '../src/proxy/ip-address.js';
import { compileTrust } from '../src/settings/compile-trust.js';

// proxy-addr is what Express 5 uses for 'trust proxy'; it is the reference for the differential tests.
const require = createRequire(import.meta.url);
const proxyaddr = require('proxy-addr') as {
  compile(val: string | string[]): (addr: string, i: number) => boolean;
  all(req: object, trust: (addr: string, i: number) => boolean): string[];
};

describe('parseIp', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', true],
    ['::ffff:127.0.0.1', '127.0.0.1', true],
    ['::ffff:7f00:1', '127.0.0.1', true],
    ['::1', '0:0:0:0:0:0:0:1', false],
    ['2001:db8::8:800:200c:417a', '2001:db8:0:0:8:800:200c:417a', false],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1', false],
    ['1::', '1:0:0:0:0:0:0:0', false],
    ['::', '0:0:0:0:0:0:0:0', false],
  ])('%s', (text, formatted, v4) => {
    const ip = parseIp(text);
    expect(ip && formatIp(ip)).toBe(formatted);
    expect(ip?.v4).toBe(v4);
  });

  it.each(['', 'localhost', '127.1', '0x7f.0.0.1', '010.0.0.1', '256.0.0.1', '1.2.3.4.5', ':::', 'a'.repeat(100)])(
    'rejects %j',
    (text) => {
      expect(parseIp(text)).toBeUndefined();
    },
  );
});

it('parseIp accepts exactly the IPv4 text node:net accepts', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.'), maxLength: 16 }), (text) => {
      expect(parseIp(text)?.v4 === true).toBe(isIP(text) === 4);
    }),
    { numRuns: 2000 },
  );
});

it('a compiled trust list answers the same on repeated and alternating addresses', () => {
  const trust = compileTrust('loopback');
  const answers = ['127.0.0.1', '127.0.0.1', '10.0.0.1', '10.0.0.1', '::1', 'x', '::1'].map((a) => trust(a, 0));
  expect(answers).toEqual([true, true, false, false, true, false, true]);
});

describe('parseCidr and cidrContains', () => {
  const inside = (block: string, address: string) => cidrContains(parseCidr(block), parseIp(address)!);

  it('matches IPv4 blocks, in prefix and netmask notation, and their IPv4-mapped forms', () => {
    expect(inside('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(inside('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(inside('10.0.0.0/255.0.0.0', '10.1.1.1')).toBe(true);
    expect(inside('172.16.0.0/12', '172.31.255.255')).toBe(true);
    expect(inside('172.16.0.0/12', '172.32.0.0')).toBe(false);
    expect(inside('127.0.0.1/8', '::ffff:127.9.9.9')).toBe(true);
    expect(inside('192.168.1.1', '192.168.1.1')).toBe(true);
    expect(inside('192.168.1.1', '192.168.1.2')).toBe(false);
  });

  it('matches IPv6 blocks and keeps the families apart', () => {
    expect(inside('fe80::/10', 'fe80::1')).toBe(true);
    expect(inside('fe80::/10', 'febf::1')).toBe(true);
    expect(inside('fe80::/10', 'fec0::1')).toBe(false);
    expect(inside('fc00::/7', 'fd12::1')).toBe(true);
    expect(inside('::/1', '10.0.0.1')).toBe(false);
    expect(inside('::ffff:10.0.0.0/104', '10.1.2.3')).toBe(true);
    expect(inside('::ffff:10.0.0.1', '10.0.0.1')).toBe(true);
    expect(inside('::ffff:0:0/80', '10.0.0.1')).toBe(false);
    expect(inside('::ffff:0:0/96', '2001:db8::1')).toBe(false);
  });

  it('throws proxy-addr’s TypeErrors for bad notation', () => {
    expect(() => parseCidr('nope')).toThrow(new TypeError('invalid IP address: nope'));
    expect(() => parseCidr('10.0.0.0/33')).toThrow(new TypeError('invalid range on address: 10.0.0.0/33'));
    expect(() => parseCidr('10.0.0.0/0')).toThrow(TypeError);
    expect(() => parseCidr('10.0.0.0/255.0.255.0')).toThrow(TypeError);
    expect(() => parseCidr('::1/ffff::')).toThrow(TypeError);
    expect(() => parseCidr('::1/129')).toThrow(TypeError);
  });
});

describe('compileTrust', () => {
  it('compiles booleans, hop counts and functions', () => {
    expect(compileTrust(true)('1.2.3.4', 99)).toBe(true);
    expect(compileTrust(false)('127.0.0.1', 0)).toBe(false);
    expect(compileTrust(undefined)('127.0.0.1', 0)).toBe(false);
    expect(compileTrust(2)('x', 1)).toBe(true);
    expect(compileTrust(2)('x', 2)).toBe(false);
    const fn = (a: string) => a === 'x';
    expect(compileTrust(fn)).toBe(fn);
  });

  it('compiles names, comma-separated strings and arrays', () => {
    const trust = compileTrust('loopback, linklocal,uniquelocal');
    for (const a of [
      '127.0.0.1',
      '::1',
      '169.254.1.1',
      'fe80::abcd',
      '10.1.1.1',
      '172.20.0.1',
      '192.168.9.9',
      'fd00::1',
    ]) {
      expect(trust(a, 0)).toBe(true);
    }
    for (const a of ['8.8.8.8', '2001:db8::1', 'garbage', '']) expect(trust(a, 0)).toBe(false);
    expect(compileTrust(['10.0.0.1', '::1'])('10.0.0.1', 3)).toBe(true);
  });

  it('throws on invalid entries when compiled', () => {
    expect(() => compileTrust('loopback, banana')).toThrow(new TypeError('invalid IP address: banana'));
    expect(() => compileTrust({})).toThrow(new TypeError('unsupported trust argument'));
  });

  describe('agrees with proxy-addr', () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    const v6 = fc
      .array(fc.nat(0xffff), { minLength: 8, maxLength: 8 })
      .map((g) => g.map((x) => x.toString(16)).join(':'));
    const near = fc.constantFrom(
      '10.0.0.1',
      '10.255.1.1',
      '127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.2',
      'fe80::1',
      'fd00::9',
      '::1',
    );
    const address = fc.oneof(
      v4,
      v6,
      near,
      v4.map((a) => `::ffff:${a}`),
    );
    const block = fc.oneof(
      fc.tuple(v4, fc.integer({ min: 1, max: 32 })).map(([a, n]) => `${a}/${n}`),
      fc.tuple(v6, fc.integer({ min: 1, max: 128 })).map(([a, n]) => `${a}/${n}`),
      fc.tuple(v4, fc.integer({ min: 96, max: 128 })).map(([a, n]) => `::ffff:${a}/${n}`),
      fc.constantFrom('loopback', 'linklocal', 'uniquelocal', '10.0.0.0/8', '::ffff:0:0/96', '::ffff:127.0.0.1'),
    );

    it('on which addresses a list of blocks trusts', () => {
      fc.assert(
        fc.property(
          fc.array(block, { minLength: 1, maxLength: 4 }),
          fc.array(address, { maxLength: 10 }),
          (blocks, addrs) => {
            const ours = compileTrust(blocks);
            const theirs = proxyaddr.compile(blocks);
            for (const a of addrs) expect(ours(a, 0)).toBe(theirs(a, 0));
          },
        ),
        { numRuns: 400 },
      );
    });

    it('on the forwarded chain', () => {
      fc.assert(
        fc.property(
          fc.array(address, { maxLength: 6 }),
          fc.constantFrom('loopback', 'loopback, 10.0.0.0/8', 'uniquelocal'),
          (hops, list) => {
            const header = hops.join(', ');
            const req = { socket: { remoteAddress: '127.0.0.1' }, headers: { 'x-forwarded-for': header } };
            expect(forwardedChain(req as unknown as IncomingMessage, compileTrust(list))).toEqual(
              proxyaddr.all(req, proxyaddr.compile(list.split(',').map((s) => s.trim()))),
            );
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
