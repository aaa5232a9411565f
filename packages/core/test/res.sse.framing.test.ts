import { frameEvent } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

describe('res.sse() event framing', () => {
  it('frames fields in order, JSON unless a string, one data line per line', () => {
    expect(frameEvent({ event: 'e', id: 7, retry: 3000, data: { a: [1, 'x'] } })).toBe(
      'event: e\nid: 7\nretry: 3000\ndata: {"a":[1,"x"]}\n\n',
    );
    expect(frameEvent({ data: 'a\r\nb\rc\nd' })).toBe('data: a\ndata: b\ndata: c\ndata: d\n\n');
    expect(frameEvent({ data: '' })).toBe('data: \n\n');
    expect(frameEvent({ data: null })).toBe('data: null\n\n');
    expect(frameEvent({ data: 'trailing\n' })).toBe('data: trailing\ndata: \n\n');
  });

  it.each([
    [{ event: 'a\nid: 99' }, 'SSE event must not contain a line break'],
    [{ event: 'a\rb' }, 'SSE event must not contain a line break'],
    [{ id: '1\r\ndata: injected' }, 'SSE id must not contain a line break'],
    [{ id: 'a\0b' }, 'SSE id must not contain a NUL character'],
    [{ retry: -1 }, 'SSE retry must be a non-negative integer'],
    [{ retry: 1.5 }, 'SSE retry must be a non-negative integer'],
  ])('refuses %j with BATON_INVALID_SSE_FIELD', (message, text) => {
    expect(() => frameEvent(message)).toThrow(
      expect.objectContaining({ code: 'BATON_INVALID_SSE_FIELD', message: text }),
    );
  });

  const start = useResServer();

  it('a refused field writes nothing, and the stream goes on', async () => {
    const srv = await start((_req, res) => {
      const stream = res.sse({ heartbeat: 0, retry: 2000 });
      let refused = '';
      try {
        stream.send({ event: 'x\ny', data: 'never' });
      } catch (err) {
        refused = (err as { code: string }).code;
      }
      stream.comment(`refused ${refused}\nsecond line`);
      stream.send({ data: 'after' });
      stream.close();
    });
    const res = await fetch(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await res.text()).toBe('retry: 2000\n\n: refused BATON_INVALID_SSE_FIELD\n: second line\n\ndata: after\n\n');
  });
});

describe('res.sse() options', () => {
  const start = useResServer();

  it.each([
    [{ heartbeat: Number.NaN }, 'res.sse(): heartbeat must be a number of ms >= 0, got NaN'],
    [{ heartbeat: -1 }, 'res.sse(): heartbeat must be a number of ms >= 0, got -1'],
    [{ highWaterMark: 0 }, 'res.sse(): highWaterMark must be a number of bytes > 0, got 0'],
    [
      { highWaterMark: Number.POSITIVE_INFINITY },
      'res.sse(): highWaterMark must be a number of bytes > 0, got Infinity',
    ],
  ])(
    'refuses %j before any header: the error handler answers with BATON_INVALID_SSE_OPTIONS',
    async (options, text) => {
      const srv = await start((_req, res) => {
        res.sse(options);
      });
      const res = await fetch(`${srv.origin}/`);
      expect(res.status).toBe(500);
      expect(res.headers.get('x-error-code')).toBe('BATON_INVALID_SSE_OPTIONS');
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(text);
    },
  );
});
