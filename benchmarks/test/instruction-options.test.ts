import { describe, expect, it } from 'vitest';
import { parseInstructionOptions } from '../src/instructions/options.js';
import { UsageError } from '../src/options.js';

describe('parseInstructionOptions', () => {
  it('measures the budgets’ scenarios and subjects by default: 120 s warm-up, 5 windows of 15 s, 2 at a time', () => {
    expect(parseInstructionOptions([])).toEqual({
      scenarios: ['hello-json', 'middleware-10', 'routes-1000'],
      frameworks: ['node', 'baton', 'baton-lean', 'fastify'],
      warmupSeconds: 120,
      windowSeconds: 15,
      windows: 5,
      parallel: 2,
      byFunction: undefined,
      out: undefined,
    });
  });

  it('reads every option, and puts scenarios and frameworks in the standard order', () => {
    const options = parseInstructionOptions([
      '--scenarios',
      'routes-1000,hello-json',
      '--frameworks',
      'fastify,node',
      '--warmup',
      '60',
      '--window',
      '10',
      '--windows',
      '3',
      '--parallel',
      '1',
      '--by-function',
      '30',
      '--out',
      '/tmp/instr',
    ]);
    expect(options).toEqual({
      scenarios: ['hello-json', 'routes-1000'],
      frameworks: ['node', 'fastify'],
      warmupSeconds: 60,
      windowSeconds: 10,
      windows: 3,
      parallel: 1,
      byFunction: 30,
      out: '/tmp/instr',
    });
  });

  it('does not add raw node when frameworks are chosen', () => {
    expect(parseInstructionOptions(['--frameworks', 'baton-lean']).frameworks).toEqual(['baton-lean']);
  });

  it.each([
    [['--windows', '1'], /--windows takes a whole number from 2 to 50, not 1/],
    [['--windows', '51'], /from 2 to 50/],
    [['--window', '0'], /--window takes a whole number from 1 to 600/],
    [['--warmup', '601'], /--warmup takes a whole number from 1 to 600/],
    [['--warmup', '2.5'], /not 2.5/],
    [['--parallel', 'two'], /--parallel takes a whole number/],
    [['--by-function', '0'], /--by-function takes a whole number from 1/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseInstructionOptions(argv)).toThrow(UsageError);
    expect(() => parseInstructionOptions(argv)).toThrow(message);
  });

  it('refuses HTTP/2 transports, unknown scenarios and frameworks, empty lists and unknown options', () => {
    expect(() => parseInstructionOptions(['--scenarios', 'hello-json,h2c'])).toThrow(
      /h2c: HTTP\/2 is not measured here/,
    );
    expect(() => parseInstructionOptions(['--scenarios', 'memory'])).toThrow(/unknown scenario\(s\): memory/);
    expect(() => parseInstructionOptions(['--frameworks', 'node,rails'])).toThrow(/unknown framework\(s\): rails/);
    expect(() => parseInstructionOptions(['--frameworks', ','])).toThrow(/--frameworks names none/);
    expect(() => parseInstructionOptions(['--rounds', '3'])).toThrow(UsageError);
  });
});
