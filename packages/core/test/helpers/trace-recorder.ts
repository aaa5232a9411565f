import { tracingChannel } from 'node:diagnostics_channel';
import type { HandlerMessage, RequestMessage } from '../../src/index.js';

const events = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'] as const;
type EventName = (typeof events)[number];

/** One event as it was published: the channel, the event, and the message's fields at that moment. */
export interface RecordedEvent {
  readonly channel: 'request' | 'handler';
  readonly event: EventName;
  readonly fields: Record<string, unknown>;
  readonly message: object;
}

/** What a test subscribed: the events so far, and how to unsubscribe. */
export interface TraceRecorder {
  readonly events: RecordedEvent[];
  /** `request:start`, `handler:start middleware first`, ... : the sequence at a glance. */
  lines(): string[];
  stop(): void;
}

function requestFields(m: RequestMessage): Record<string, unknown> {
  const url = (m.req as { originalUrl?: string }).originalUrl ?? m.req.url;
  return { route: m.route, id: m.id, error: m.error, url, status: m.res.statusCode };
}

function handlerFields(m: HandlerMessage): Record<string, unknown> {
  return { name: m.name, kind: m.kind, path: m.path, error: m.error };
}

/**
 * Subscribes to every event of `baton.request` and `baton.handler` (as a tracer would, through
 * node's own `tracingChannel`, not Baton's exports) and records each with a copy of its fields.
 *
 * @example
 * const rec = recordTraces();
 * // ... requests ...
 * rec.stop();
 */
export function recordTraces(): TraceRecorder {
  const recorded: RecordedEvent[] = [];
  const request = tracingChannel<unknown, RequestMessage>('baton.request');
  const handler = tracingChannel<unknown, HandlerMessage>('baton.handler');
  const on = <M extends object>(channel: 'request' | 'handler', fields: (m: M) => Record<string, unknown>) =>
    Object.fromEntries(
      events.map((event) => [
        event,
        (message: M) => recorded.push({ channel, event, fields: fields(message), message }),
      ]),
    ) as unknown as Record<EventName, (m: M) => void>;
  const requestSubscribers = on<RequestMessage>('request', requestFields);
  const handlerSubscribers = on<HandlerMessage>('handler', handlerFields);
  request.subscribe(requestSubscribers);
  handler.subscribe(handlerSubscribers);
  return {
    events: recorded,
    lines: () =>
      recorded.map((e) =>
        e.channel === 'request'
          ? `request:${e.event}`
          : `handler:${e.event} ${String(e.fields.kind)} ${String(e.fields.name)}`,
      ),
    stop: () => {
      request.unsubscribe(requestSubscribers);
      handler.unsubscribe(handlerSubscribers);
    },
  };
}

/** Resolves once `count` request traces have ended (their `asyncEnd`), or rejects after a second. */
export async function requestsEnded(rec: TraceRecorder, count = 1): Promise<void> {
  const deadline = Date.now() + 1000;
  while (rec.events.filter((e) => e.channel === 'request' && e.event === 'asyncEnd').length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} request traces ended:\n${rec.lines().join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One channel's events as `{ event, ...fields }`, in order. */
export function eventsOf(rec: TraceRecorder, channel: 'request' | 'handler'): Array<Record<string, unknown>> {
  return rec.events.filter((e) => e.channel === channel).map((e) => ({ event: e.event, ...e.fields }));
}
