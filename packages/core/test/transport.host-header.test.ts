import { rawRequest } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';
import { isValidHost } from '../src/request/host-header.js';
import { entryPoints, h2cStatus } from './helpers/entry-points.js';

function app() {
  const a = createApp();
  a.get('/', (req, res) => {
    res.send(`host=${req.get('host') ?? ''}`);
  });
  return a;
}

const ask = (port: number, hostLines: string) =>
  rawRequest(port, `GET / HTTP/1.1\r\n${hostLines}Connection: close\r\n\r\n`);

describe('isValidHost (RFC 9112 §3.2, RFC 3986 §3.2.2)', () => {
  it.each([
    'example.com',
    'example.com:8080',
    'EXAMPLE.com.',
    '127.0.0.1:3000',
    '[::1]',
    '[::1]:443',
    '[v1.fe80::a+en1]',
    'my_host',
    'xn--caf-dma.example',
    'a%20b',
    '',
    'example.com:',
  ])('accepts %j', (value) => {
    expect(isValidHost(value)).toBe(true);
  });

  it.each([
    '../../etc/passwd',
    'a/b',
    'example.com:80:80',
    'example.com:8o',
    'a b',
    'a\tb',
    'user@example.com',
    '[::1',
    '[]',
    '[::1]x',
    '[::1]:x',
    'a%2',
    'a%zz',
    'caf\u00e9.example',
    'a?b',
    'a#b',
  ])('refuses %j', (value) => {
    expect(isValidHost(value)).toBe(false);
  });

  it('remembers only the last valid host: what differs from it is checked again', () => {
    expect(isValidHost('example.com:8080')).toBe(true);
    expect(isValidHost('example.com:8080')).toBe(true);
    // Same start, longer, shorter, and one character changed: none may ride on the remembered one.
    expect(isValidHost('example.com:8080/../x')).toBe(false);
    expect(isValidHost('example.com:808x')).toBe(false);
    expect(isValidHost('example.com:8080')).toBe(true);
    expect(isValidHost('example.com:80\r\n')).toBe(false);
    // A value built at run time (not the same string object) that equals the remembered one.
    expect(isValidHost(['example', 'com:8080'].join('.'))).toBe(true);
    expect(isValidHost('a b')).toBe(false);
    expect(isValidHost('example.com:8080')).toBe(true);
  });
});

describe.each(entryPoints)('Host on a server made by %s', (_name, make) => {
  it('two Host fields: 400', async () => {
    const entry = await make(app());
    try {
      const reply = await ask(entry.port, 'Host: a.example\r\nHost: b.example\r\n');
      expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(reply).toContain('Bad Request');
    } finally {
      await entry.close();
    }
  });

  it('a Host that is not host[:port]: 400; a valid one is served', async () => {
    const entry = await make(app());
    try {
      expect(await ask(entry.port, 'Host: ../../etc/passwd\r\n')).toMatch(/^HTTP\/1\.1 400 /);
      expect(await ask(entry.port, 'Host: example.com:80:80\r\n')).toMatch(/^HTTP\/1\.1 400 /);
      const ok = await ask(entry.port, 'Host: [::1]:8080\r\n');
      expect(ok).toMatch(/^HTTP\/1\.1 200 /);
      expect(ok.endsWith('host=[::1]:8080')).toBe(true);
    } finally {
      await entry.close();
    }
  });
});

describe('HTTP/2: the authority is :authority (RFC 9113 §8.3.1)', () => {
  it('a valid :authority is served; an invalid one, or a Host naming another authority, is 400', async () => {
    expect(await h2cStatus(app(), { ':path': '/', ':authority': 'example.com:8080' })).toBe(200);
    // nghttp2 itself resets a stream whose :authority holds characters no authority has ('/');
    // what passes its character check but is not host[:port] is refused here.
    await expect(h2cStatus(app(), { ':path': '/', ':authority': '../../etc/passwd' })).rejects.toThrow(
      /NGHTTP2_PROTOCOL_ERROR/,
    );
    expect(await h2cStatus(app(), { ':path': '/', ':authority': 'example.com:80:80' })).toBe(400);
    expect(await h2cStatus(app(), { ':path': '/', ':authority': 'a%zz.example' })).toBe(400);
    expect(await h2cStatus(app(), { ':path': '/', ':authority': 'a.example', host: 'b.example' })).toBe(400);
  });
});
