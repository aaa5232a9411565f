import { describe, expect, it } from 'vitest';
import { eventIterator } from '../src/events/event-iterator.js';

/** A source to push into by hand, counting its subscribers. */
function source<T>() {
  let push: ((value: T | Promise<T | undefined>) => void) | undefined;
  let subscribed = 0;
  return {
    subscribe: (fn: (value: T | Promise<T | undefined>) => void) => {
      push = fn;
      subscribed++;
      return () => {
        subscribed--;
      };
    },
    push: (value: T | Promise<T | undefined>) => push?.(value),
    subscribed: () => subscribed,
  };
}

describe('eventIterator()', () => {
  it('yields pushed values in push order, waiting for promises and skipping undefined ones', async () => {
    const src = source<string>();
    const iterator = eventIterator(src.subscribe);
    let resolveSlow: (value: string) => void = () => undefined;
    src.push(
      new Promise<string>((resolve) => {
        resolveSlow = resolve;
      }),
    );
    src.push(Promise.resolve(undefined));
    src.push(Promise.reject(new Error('read failed')));
    src.push('fast');
    const first = iterator.next();
    resolveSlow('slow');
    expect(await first).toEqual({ value: 'slow', done: false });
    expect(await iterator.next()).toEqual({ value: 'fast', done: false });
  });

  it('return() unsubscribes at once and ends a next() that is waiting', async () => {
    const src = source<number>();
    const iterator = eventIterator(src.subscribe);
    expect(src.subscribed()).toBe(1);
    const waiting = iterator.next();
    expect(await iterator.return?.()).toEqual({ value: undefined, done: true });
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(src.subscribed()).toBe(0);
    src.push(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('ends when more than `limit` values wait: a consumer that cannot keep up stops', async () => {
    const src = source<number>();
    const iterator = eventIterator(src.subscribe, 2);
    src.push(1);
    src.push(2);
    src.push(3);
    expect(src.subscribed()).toBe(0);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});
