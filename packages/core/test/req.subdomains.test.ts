import { rawRequest } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { type ReqSettings, serveReq } from './req.harness.js';

async function subdomainsFor(host: string, settings: ReqSettings = {}): Promise<unknown> {
  const srv = await serveReq((req) => req.subdomains, settings);
  try {
    const reply = await rawRequest(srv.port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1.1 200/);
    return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
  } finally {
    await srv.close();
  }
}

describe('req.subdomains', () => {
  it('lists the labels left of the last two, nearest first', async () => {
    expect(await subdomainsFor('tobi.ferrets.example.com:3000')).toEqual(['ferrets', 'tobi']);
    expect(await subdomainsFor('example.com')).toEqual([]);
    expect(await subdomainsFor('localhost')).toEqual([]);
  });

  it('honours the subdomain offset setting', async () => {
    expect(await subdomainsFor('a.b.example.co.uk', { 'subdomain offset': 3 })).toEqual(['b', 'a']);
    expect(await subdomainsFor('a.example.com', { 'subdomain offset': 0 })).toEqual(['com', 'example', 'a']);
  });

  it('has none for IP addresses', async () => {
    expect(await subdomainsFor('192.168.0.1')).toEqual([]);
    expect(await subdomainsFor('[::1]:8080')).toEqual([]);
    expect(await subdomainsFor('10.0.0.1', { 'subdomain offset': 0 })).toEqual(['10.0.0.1']);
  });

  it('handles a host of thousands of labels', async () => {
    const labels = (await subdomainsFor(`${'a.'.repeat(20_000)}example.com`)) as string[];
    expect(labels).toHaveLength(20_000);
    expect(labels[0]).toBe('a');
  });
});
