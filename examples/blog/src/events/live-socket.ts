import type { RequestHandler } from 'batonjs';
import type { WebSocketHandler } from 'batonjs/ws';
import { sessionOf } from '../middleware/session.js';
import type { BlogStore } from '../store/blog-store.js';
import type { BlogEvent, BlogEvents } from './blog-events.js';

/** A `since` the blog could have sent: a non-negative integer (as the SSE endpoint's Last-Event-ID). */
const EVENT_ID = /^\d{1,15}$/;

/**
 * On the upgrade request, before the handshake: the logged-in author's name (or null) in
 * `res.locals.author`. Looked up here rather than in the socket handler, so a store failure
 * refuses the upgrade with the API's ordinary 500 problem instead of opening a broken socket.
 *
 * @example
 * api.ws('/live', liveAuthor(store), liveSocket(events));
 */
export function liveAuthor(store: BlogStore): RequestHandler {
  return async (req, res, next) => {
    const session = sessionOf(req);
    res.locals.author = session === undefined ? null : ((await store.getAuthor(session.authorId))?.name ?? null);
    next();
  };
}

/**
 * `GET /api/live` as a WebSocket: first `{"type":"hello","author":"ada"}` (or `"author":null`)
 * from the session decoded on the upgrade request, then each blog event as the JSON of a
 * {@link BlogEvent}: `{"id":7,"type":"blog.created","blog":{...}}`, the same events as the SSE
 * endpoint `/api/events`. `?since=<id>` first replays what the bounded backlog still holds after
 * that id, as `Last-Event-ID` does there. The rate limits, session and Origin check ran on the
 * upgrade request before this.
 *
 * @example
 * api.ws('/live', liveAuthor(store), liveSocket(events));
 */
export function liveSocket(events: BlogEvents): WebSocketHandler {
  return (ws, req) => {
    ws.send(JSON.stringify({ type: 'hello', author: req.res.locals.author ?? null }));
    const send = (event: BlogEvent): void => ws.send(JSON.stringify(event));
    const since = req.query.since;
    // The backlog and the subscription are taken in this one turn: no event falls between them.
    if (typeof since === 'string' && EVENT_ID.test(since)) for (const event of events.since(Number(since))) send(event);
    ws.once('close', events.subscribe(send));
  };
}
