import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/options.js';
import { parseCompareOptions } from '../src/revisions/options.js';

const known = ['hello-json', 'middleware-10', 'routes-1000', 'static-1kb'];

describe('parseCompareOptions', () => {
  it('needs only --base, and defaults to the budgets’ three scenarios and seven rounds', () => {
    expect(parseCompareOptions(['--base', 'main'], known)).toEqual({
      base: 'main',
      head: undefined,
      scenarios: ['hello-json', 'middleware-10', 'routes-1000'],
      rounds: 7,
      warmupSeconds: 1,
      seconds: 2,
      connections: 50,
      keep: false,
      json: undefined,
      defaults: 'on',
    });
  });

  it('runs both revisions with Express’s defaults off on --defaults off, and refuses anything but on or off', () => {
    expect(parseCompareOptions(['--base', 'main', '--defaults', 'off'], known).defaults).toBe('off');
    expect(parseCompareOptions(['--base', 'main', '--defaults', 'on'], known).defaults).toBe('on');
    expect(() => parseCompareOptions(['--base', 'main', '--defaults', 'lean'], known)).toThrow(
      new UsageError('--defaults must be on or off, got "lean"'),
    );
  });

  it('takes a head, scenarios, load settings, --keep and --json', () => {
    const options = parseCompareOptions(
      [
        '--base',
        'HEAD~3',
        '--head',
        '../wt/router',
        '--scenarios',
        'static-1kb',
        '--rounds',
        '9',
        '--warmup',
        '0',
        '--seconds',
        '3',
        '--connections',
        '20',
        '--keep',
        '--json',
        '/tmp/c.json',
      ],
      known,
    );
    expect(options).toEqual({
      base: 'HEAD~3',
      head: '../wt/router',
      scenarios: ['static-1kb'],
      rounds: 9,
      warmupSeconds: 0,
      seconds: 3,
      connections: 20,
      keep: true,
      json: '/tmp/c.json',
      defaults: 'on',
    });
  });

  it('refuses a missing base, unknown scenarios and options, and malformed numbers', () => {
    expect(() => parseCompareOptions([], known)).toThrow(new UsageError('--base <rev> is required'));
    expect(() => parseCompareOptions(['--base', 'x', '--scenarios', 'nope'], known)).toThrow(
      /unknown scenario\(s\): nope/,
    );
    expect(() => parseCompareOptions(['--base', 'x', '--frobnicate'], known)).toThrow(UsageError);
    expect(() => parseCompareOptions(['--base', 'x', '--rounds', '0'], known)).toThrow(/--rounds must be a positive/);
    expect(() => parseCompareOptions(['--base', 'x', '--seconds', '1.5'], known)).toThrow(/--seconds/);
    expect(() => parseCompareOptions(['--base', 'x', '--warmup=-1'], known)).toThrow(/--warmup must be a non-negative/);
    expect(() => parseCompareOptions(['--base', 'x', 'extra'], known)).toThrow(UsageError);
  });
});
