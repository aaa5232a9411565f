import { createPubSub } from '@batonjs/core';
import { describe, expect, it, vi } from 'vitest';

describe('createPubSub() in-process', () => {
  it('delivers to every subscriber of the topic, with a sequence number per topic', async () => {
    const bus = createPubSub();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const other: unknown[] = [];
    bus.subscribe('news', (message, sequence) => a.push([message, sequence]));
    bus.subscribe('news', (message, sequence) => b.push([message, sequence]));
    bus.subscribe('other', (message, sequence) => other.push([message, sequence]));
    await bus.publish('news', { n: 1 });
    await bus.publish('other', 'x');
    await bus.publish('news', { n: 2 });
    expect(a).toEqual([
      [{ n: 1 }, 1],
      [{ n: 2 }, 2],
    ]);
    expect(b).toEqual(a);
    expect(other).toEqual([['x', 1]]);
    await bus.close();
  });

  it('hands each subscriber a copy, as a bus between processes would', async () => {
    const bus = createPubSub();
    const sent = { list: [1] };
    let got: { list: number[] } | undefined;
    bus.subscribe<{ list: number[] }>('t', (message) => {
      got = message;
    });
    await bus.publish('t', sent);
    expect(got).toEqual({ list: [1] });
    expect(got).not.toBe(sent);
  });

  it('stops delivering after unsubscribe, once per subscription, and after close()', async () => {
    const bus = createPubSub();
    const seen: number[] = [];
    const listener = (message: unknown): void => {
      seen.push(message as number);
    };
    const first = bus.subscribe('t', listener);
    const second = bus.subscribe('t', listener);
    await bus.publish('t', 1);
    first();
    first();
    await bus.publish('t', 2);
    second();
    await bus.publish('t', 3);
    bus.subscribe('t', listener);
    await bus.close();
    await bus.publish('t', 4);
    expect(seen).toEqual([1, 1, 2]);
  });

  it('reports a listener that throws and still runs the others', async () => {
    const onError = vi.fn();
    const bus = createPubSub({ onError });
    const seen: unknown[] = [];
    bus.subscribe('t', () => {
      throw new Error('listener broke');
    });
    bus.subscribe('t', (message) => seen.push(message));
    await bus.publish('t', 'still');
    expect(seen).toEqual(['still']);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener broke' }));
  });

  it('with cluster: true outside a cluster worker, stays in-process', async () => {
    const bus = createPubSub({ cluster: true });
    const seen: unknown[] = [];
    bus.subscribe('t', (message, sequence) => seen.push([message, sequence]));
    await bus.publish('t', 'local');
    expect(seen).toEqual([['local', 1]]);
  });

  it('rejects a message that is not structured-cloneable, delivering nothing', async () => {
    const bus = createPubSub();
    const seen: unknown[] = [];
    bus.subscribe('t', (message) => seen.push(message));
    await expect(bus.publish('t', { f: () => 1 })).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});
