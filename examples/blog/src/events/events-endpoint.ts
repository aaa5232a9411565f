import type { RequestHandler } from 'batonjs';
import type { BlogEvent, BlogEvents } from './blog-events.js';

/** A `Last-Event-ID` the blog could have sent: a non-negative integer. */
const EVENT_ID = /^\d{1,15}$/;

/**
 * `GET /api/events`: the blog's events as Server-Sent Events (`event: blog.created` etc., `id`
 * the event id, `data` the blog as JSON). A client that reconnects with `Last-Event-ID` first gets
 * what it missed from the bounded backlog, then the live events. An id the blog could not have
 * sent is ignored (live events only).
 *
 * @example
 * api.get('/events', eventsEndpoint(events));
 */
export function eventsEndpoint(events: BlogEvents, options: { readonly heartbeat?: number } = {}): RequestHandler {
  return (req, res) => {
    const stream = res.sse({ heartbeat: options.heartbeat ?? 15_000, retry: 2_000 });
    const send = (event: BlogEvent): void => {
      stream.send({ event: event.type, id: event.id, data: event.blog });
    };
    const last = req.lastEventId;
    // The backlog and the subscription are taken in this one turn: no event falls between them,
    // and none comes twice.
    if (last !== undefined && EVENT_ID.test(last)) for (const event of events.since(Number(last))) send(event);
    stream.signal.addEventListener('abort', events.subscribe(send));
  };
}
