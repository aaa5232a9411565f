import { describe, expect, it } from 'vitest';
import { probeOnce, type ReqSettings } from './req.harness.js';

const ipsFor = (settings: ReqSettings, xff: string | undefined) =>
  probeOnce((req) => req.ips, settings, xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('req.ips', () => {
  it('is empty when no proxy is trusted', async () => {
    expect(await ipsFor({}, '203.0.113.7, 10.0.0.1')).toEqual([]);
  });

  it('lists the forwarded addresses client first when all proxies are trusted', async () => {
    expect(await ipsFor({ 'trust proxy': true }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toEqual([
      '203.0.113.7',
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(await ipsFor({ 'trust proxy': true }, undefined)).toEqual([]);
  });

  it('keeps only what the trusted hops vouch for', async () => {
    expect(await ipsFor({ 'trust proxy': 2 }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(await ipsFor({ 'trust proxy': 'loopback, 10.0.0.2' }, '203.0.113.7, 10.0.0.1, 10.0.0.2')).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('skips empty members', async () => {
    expect(await ipsFor({ 'trust proxy': true }, ',a , , b,')).toEqual(['a', 'b']);
  });
});
