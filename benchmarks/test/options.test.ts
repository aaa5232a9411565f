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
      frameworks,
      out: undefined,
      cpuProf: undefined,
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

  it('always keeps raw node as the yardstick when frameworks are chosen, in the standard order', () => {
    expect(parseRunOptions(['--frameworks', 'hono,baton']).frameworks).toEqual(['node', 'baton', 'hono']);
  });

  it('rejects unknown frameworks and options, and --quick with --smoke', () => {
    expect(() => parseRunOptions(['--frameworks', 'express,rails'])).toThrow(/unknown framework\(s\): rails/);
    expect(() => parseRunOptions(['--fast'])).toThrow(/--fast/);
    expect(() => parseRunOptions(['--quick', '--smoke'])).toThrow(/exclude each other/);
    expect(() => parseRunOptions(['--scenarios', 'hello-json,hello-xml'])).toThrow(
      /unknown scenario\(s\): hello-xml; known: hello-json, middleware-10/,
    );
    expect(() => parseRunOptions(['--fast'])).toThrow(UsageError);
  });
});
