import { describe, expect, it } from 'vitest';
import { probeOnce, type ReqSettings } from './req.harness.js';

const ipFor = (settings: ReqSettings, xff: string | undefined) =>
  probeOnce((req) => req.ip ?? null, settings, xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('req.ip', () => {
  it('is the socket address when no proxy is trusted', async () => {
    expect(await ipFor({}, undefined)).toBe('127.0.0.1');
    expect(await ipFor({}, '203.0.113.7')).toBe('127.0.0.1');
    expect(await ipFor({ 'trust proxy': false }, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('is the leftmost address when every proxy is trusted', async () => {
    expect(await ipFor({ 'trust proxy': true }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ipFor({ 'trust proxy': true }, undefined)).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right for a hop count', async () => {
    expect(await ipFor({ 'trust proxy': 1 }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toBe('10.0.0.2');
    expect(await ipFor({ 'trust proxy': 2 }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toBe('10.0.0.1');
    expect(await ipFor({ 'trust proxy': 10 }, '203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('stops at the first address outside the trusted blocks', async () => {
    const trust = 'loopback, 10.0.0.0/8';
    expect(await ipFor({ 'trust proxy': trust }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ipFor({ 'trust proxy': trust }, '10.9.9.9, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    expect(await ipFor({ 'trust proxy': ['loopback', 'uniquelocal'] }, '192.168.1.5')).toBe('192.168.1.5');
  });

  it('trusts through a function', async () => {
    const trust = (address: string, hop: number) => address === '127.0.0.1' || hop < 2;
    expect(await ipFor({ 'trust proxy': trust }, '1.1.1.1, 2.2.2.2, 3.3.3.3')).toBe('2.2.2.2');
  });

  it('returns a spoofed-looking value verbatim only when it is the client slot, and never crashes', async () => {
    expect(await ipFor({ 'trust proxy': true }, 'not-an-ip, 10.0.0.1')).toBe('not-an-ip');
    expect(await ipFor({ 'trust proxy': 'loopback' }, 'not-an-ip, ,, 10.0.0.1')).toBe('10.0.0.1');
    expect(await ipFor({ 'trust proxy': 'loopback' }, ' , ,')).toBe('127.0.0.1');
  });

  it('handles a 100 KB X-Forwarded-For with thousands of hops', async () => {
    const hops = Array.from({ length: 9000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.1`).join(', ');
    expect(hops.length).toBeGreaterThan(100_000);
    expect(await ipFor({ 'trust proxy': 'loopback' }, hops)).toBe('10.35.39.1');
    expect(await ipFor({ 'trust proxy': true }, `198.51.100.9, ${hops}`)).toBe('198.51.100.9');
  });
});
