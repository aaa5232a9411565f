import { describe, expect, it } from 'vitest';
import { h2loadCommand, parseH2load } from '../src/http2/h2load.js';

const url = 'http://127.0.0.1:8080/';

describe('h2loadCommand', () => {
  it('runs for a duration with -D, bounded by the duration and 30 s more', () => {
    expect(h2loadCommand(url, { seconds: 5, clients: 10, streams: 10 })).toEqual({
      args: ['-D', '5', '-c', '10', '-m', '10', url],
      limitSeconds: 35,
    });
  });

  it('runs for a count with -n, bounded by the fixed limit for counted runs', () => {
    expect(h2loadCommand(url, { requests: 200_000, clients: 2, streams: 5 })).toEqual({
      args: ['-n', '200000', '-c', '2', '-m', '5', url],
      limitSeconds: 600,
    });
  });
});

describe('parseH2load', () => {
  it('reads the rate, the successes and the failures', () => {
    const output = [
      'finished in 5.00s, 34120.40 req/s, 2.10MB/s',
      'requests: 170602 total, 170702 started, 170602 done, 170600 succeeded, 2 failed, 0 errored, 0 timeout',
    ].join('\n');
    expect(parseH2load(output)).toEqual({ rps: 34120.4, succeeded: 170600, failed: 2 });
  });

  it('throws with the output when a summary line is missing or truncated', () => {
    expect(() => parseH2load('')).toThrow(/unexpected h2load output/);
    expect(() => parseH2load('finished in 5.00s, 34120.40 req/s\nrequests: 10 total, 10 started')).toThrow(
      /requests: 10 total/,
    );
  });
});
