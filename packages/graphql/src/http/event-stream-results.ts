import type { ServerResponse } from 'node:http';
import type { ExecutionResult } from '../execution/execute.js';

/**
 * What GraphQL over SSE needs of a response's event stream: Baton's `res.sse()` gives one.
 * Structural, so this package needs no import of the core that provides it.
 */
export interface EventSink {
  send(message: { readonly event?: string; readonly data?: unknown }): boolean;
  close(): void;
  readonly signal: AbortSignal;
}

type SseCapable = ServerResponse & { sse?: (options?: object) => EventSink };

/**
 * Whether `res` can stream events (it is a Baton response, with `res.sse()`).
 *
 * @example
 * if (canStreamEvents(res)) openEventSink(res);
 */
export function canStreamEvents(res: ServerResponse): boolean {
  return typeof (res as SseCapable).sse === 'function';
}

/**
 * Opens the event stream of a response {@link canStreamEvents} said yes to.
 *
 * @example
 * const sink = openEventSink(res);
 */
export function openEventSink(res: ServerResponse): EventSink {
  return ((res as SseCapable).sse as NonNullable<SseCapable['sse']>).call(res, {});
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * GraphQL over SSE, distinct connections mode: every result is a `next` event whose data is the
 * execution result, then a `complete` event, then the stream ends. A subscription's results follow
 * its source stream until the source ends or the client goes; the client going closes the source
 * (its `return()`), so its subscriptions end with it.
 *
 * @example
 * await streamResults(openEventSink(res), await subscribe(args), (result) => result);
 */
export async function streamResults(
  sink: EventSink,
  results: ExecutionResult | AsyncIterable<ExecutionResult>,
  finish: (result: ExecutionResult) => ExecutionResult,
): Promise<void> {
  if (!isAsyncIterable(results)) {
    sink.send({ event: 'next', data: finish(results) });
  } else {
    const iterator = results[Symbol.asyncIterator]();
    const stop = (): void => {
      void iterator.return?.();
    };
    sink.signal.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const step = await iterator.next();
        if (step.done === true || sink.signal.aborted) break;
        sink.send({ event: 'next', data: finish(step.value) });
      }
    } finally {
      sink.signal.removeEventListener('abort', stop);
    }
  }
  if (sink.signal.aborted) return;
  sink.send({ event: 'complete', data: '' });
  sink.close();
}
