import { describe, expect, it } from 'vitest';
import { frameworks } from '../src/http/frameworks.js';
import { parseRunOptions, UsageError } from '../src/options.js';

describe('parseRunOptions', () => {
  it('runs everything in full mode by default, writing to the repository', () => {
    expect(parseRunOptions([])).toEqual({
      mode: 'full',
      http: true,
      micro: true,
      scenarios: undefined,
      http2: ['h2c', 'h2-tls'],
      memory: true,
      frameworks,
      out: undefined,
      cpuProf: undefined,
      rounds: undefined,
    });
  });

  it('reads the modes, the switches and the filters', () => {
    expect(parseRunOptions(['--quick']).mode).toBe('quick');
    expect(parseRunOptions(['--smoke']).mode).toBe('smoke');
    const options = parseRunOptions(['--no-micro', '--scenarios', 'hello-json,routes-1000', '--out', '/tmp/x']);
    expect(options).toMatchObject({
      http: true,
      micro: false,
      scenarios: ['hello-json', 'routes-1000'],
      out: '/tmp/x',
    });
    expect(parseRunOptions(['--no-http']).http).toBe(false);
    expect(parseRunOptions(['--cpu-prof', 'profiles']).cpuProf).toBe('profiles');
  });

  it('lets --scenarios choose HTTP/1.1 scenarios, HTTP/2 transports and the memory run; --no-http skips all three', () => {
    expect(parseRunOptions(['--scenarios', 'hello-json,h2c'])).toMatchObject({
      scenarios: ['hello-json'],
      http2: ['h2c'],
      memory: false,
    });
    expect(parseRunOptions(['--scenarios', 'memory,h2-tls'])).toMatchObject({
      scenarios: [],
      http2: ['h2-tls'],
      memory: true,
    });
    expect(parseRunOptions(['--no-http'])).toMatchObject({ http: false, http2: [], memory: false });
  });

  it('knows baton-lean, Baton with Express’s defaults off, as a framework', () => {
    expect(parseRunOptions(['--frameworks', 'fastify,baton-lean']).frameworks).toEqual([
      'node',
      'baton-lean',
      'fastify',
    ]);
  });

  it('always keeps raw node as the yardstick when frameworks are chosen, in the standard order', () => {
    expect(parseRunOptions(['--frameworks', 'hono,baton']).frameworks).toEqual(['node', 'baton', 'hono']);
  });

  it('rejects unknown frameworks and options, and --quick with --smoke', () => {
    expect(() => parseRunOptions(['--frameworks', 'express,rails'])).toThrow(/unknown framework\(s\): rails/);
    expect(() => parseRunOptions(['--fast'])).toThrow(/--fast/);
    expect(() => parseRunOptions(['--quick', '--smoke'])).toThrow(/exclude each other/);
    expect(() => parseRunOptions(['--scenarios', 'hello-json,hello-xml'])).toThrow(
      /unknown scenario\(s\): hello-xml; known: hello-json, hello-user-server, middleware-10, .*, json-post, h2c, h2-tls, memory$/,
    );
    expect(() => parseRunOptions(['--fast'])).toThrow(UsageError);
  });

  it('takes --rounds as a whole number from 1 to 100 and refuses anything else', () => {
    expect(parseRunOptions(['--quick', '--rounds', '9'])).toMatchObject({ mode: 'quick', rounds: 9 });
    expect(parseRunOptions(['--rounds', '100']).rounds).toBe(100);
    for (const bad of ['0', '-3', '2.5', 'nine', '', '101', '1e99']) {
      expect(() => parseRunOptions(['--rounds', bad])).toThrow(UsageError);
    }
    expect(() => parseRunOptions(['--rounds', 'nine'])).toThrow(
      /--rounds takes a whole number from 1 to 100, not nine/,
    );
  });
});
