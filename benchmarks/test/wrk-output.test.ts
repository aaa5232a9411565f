import { describe, expect, it } from 'vitest';
import { parseWrkOutput, socketErrorCount } from '../src/http/wrk-output.js';

// Real wrk 4.1 reports, captured on this machine.
const clean = `Running 1s test @ http://127.0.0.1:18081/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   311.77us  715.92us  14.17ms   95.04%
    Req/Sec    56.50k    24.51k   75.04k    80.00%
  Latency Distribution
     50%  126.00us
     75%  229.00us
     90%  495.00us
     99%    3.53ms
  56002 requests in 1.00s, 6.57MB read
Requests/sec:  55831.43
Transfer/sec:      6.55MB
`;

const failing = `Running 1s test @ http://127.0.0.1:18081/bad
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   243.44us  341.75us   4.36ms   94.27%
    Req/Sec    54.48k    16.82k   68.01k    81.82%
  Latency Distribution
     50%  139.00us
     75%  233.00us
     90%  372.00us
     99%    2.10s
  59334 requests in 1.10s, 8.04MB read
  Socket errors: connect 0, read 3, write 1, timeout 12
  Non-2xx or 3xx responses: 59334
Requests/sec:  53983.63
Transfer/sec:      7.31MB
`;

describe('parseWrkOutput', () => {
  it('reads requests, requests per second and the latency percentiles in microseconds', () => {
    const figures = parseWrkOutput(clean);
    expect(figures.requests).toBe(56002);
    expect(figures.requestsPerSecond).toBe(55831.43);
    expect(figures.latencyUs).toEqual({ p50: 126, p75: 229, p90: 495, p99: 3530 });
  });

  it('counts no errors when wrk printed no error lines', () => {
    const figures = parseWrkOutput(clean);
    expect(figures.non2xx).toBe(0);
    expect(socketErrorCount(figures)).toBe(0);
  });

  it('reads non-2xx responses and every kind of socket error', () => {
    const figures = parseWrkOutput(failing);
    expect(figures.non2xx).toBe(59334);
    expect(figures.socketErrors).toEqual({ connect: 0, read: 3, write: 1, timeout: 12 });
    expect(socketErrorCount(figures)).toBe(16);
  });

  it('converts seconds, minutes and milliseconds to microseconds', () => {
    expect(parseWrkOutput(failing).latencyUs.p99).toBe(2_100_000);
    expect(parseWrkOutput(clean.replace('3.53ms', '515.91ms')).latencyUs.p99).toBe(515_910);
    const minutes = clean.replace('99%    3.53ms', '99%    1.50m');
    expect(parseWrkOutput(minutes).latencyUs.p99).toBe(90_000_000);
  });

  it('fails loudly when a line every report has is missing', () => {
    expect(() => parseWrkOutput(clean.replace(/^Requests\/sec:.*$/m, ''))).toThrow(/Requests\/sec/);
    expect(() => parseWrkOutput(clean.replace(/^\s*56002 requests in.*$/m, ''))).toThrow(/requests in/);
    expect(() => parseWrkOutput(clean.replace(/^\s*99%.*$/m, ''))).toThrow(/99% latency/);
    expect(() => parseWrkOutput(clean.replace('3.53ms', '3.53parsecs'))).toThrow(/duration/);
    expect(() => parseWrkOutput('')).toThrow();
  });
});
