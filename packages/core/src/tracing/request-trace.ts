import type { IncomingMessage, ServerResponse } from 'node:http';
import { kRequestTrace } from '../symbols.js';
import type { NextFunction } from '../types/next-function.js';
import type { RequestMessage } from '../types/tracing.js';
import { requestChannel } from './channels.js';

/**
 * One traced request: the message every `baton.request` event carries, and the route template as
 * the router builds it. The mount part grows when a `use` layer with a path is entered and shrinks
 * when it calls `next`, which happens in reverse order of entering (a router finishes its own
 * layers before it hands the request back), so a string serves as the stack.
 */
export class RequestTrace implements RequestMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  route: string | undefined = undefined;
  readonly id: string | undefined;
  error: unknown = undefined;
  #mount = '';

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.req = req;
    this.res = res;
    this.id = (req as { id?: string }).id;
  }

  /** A `use` layer whose path was stripped is entered: its template joins the mount path. */
  enterMount(template: string): void {
    this.#mount += template;
  }

  /** That layer called `next`: its template leaves the mount path. */
  leaveMount(template: string): void {
    this.#mount = this.#mount.slice(0, this.#mount.length - template.length);
  }

  /** A route matched: the route template is known, its mount path included. */
  enterRoute(template: string): void {
    this.route = this.#mount + template;
  }
}

/** The trace of a request, when it is traced (the router reads it only after checking the channel). */
function traceOf(req: object): RequestTrace | undefined {
  return (req as { [kRequestTrace]?: RequestTrace })[kRequestTrace];
}

/**
 * The router's three notes to a traced request, out of line so that the router's hot functions
 * grow by one check and one call each (their size decides what V8 inlines into them).
 *
 * @example
 * if (requestStart.hasSubscribers) noteRoute(req, layer.template);
 */
export function noteRoute(req: object, template: string): void {
  traceOf(req)?.enterRoute(template);
}

/**
 * A `use` layer's path was stripped: see {@link noteRoute}.
 *
 * @example
 * if (requestStart.hasSubscribers) noteMountEntered(req, layer.template);
 */
export function noteMountEntered(req: object, template: string): void {
  traceOf(req)?.enterMount(template);
}

/**
 * That layer's path was put back: see {@link noteRoute}.
 *
 * @example
 * if (requestStart.hasSubscribers) noteMountLeft(req, layer.template);
 */
export function noteMountLeft(req: object, template: string): void {
  traceOf(req)?.leaveMount(template);
}

/**
 * Runs `dispatch` as the synchronous part of a `baton.request` trace: `start` before it, `end` after
 * it returns (or throws, after `error`); `error` when an error reaches `done` (the app's final
 * handler); `asyncStart` then `asyncEnd` when the response finishes or its connection closes,
 * whichever comes first. `start` runs with the channel's bound stores (`runStores`), as
 * `TracingChannel.traceSync` does.
 *
 * @example
 * traceRequest(req, res, done, (traced) => app.router.handle(req, res, traced));
 */
export function traceRequest(
  req: IncomingMessage,
  res: ServerResponse,
  done: NextFunction,
  dispatch: (done: NextFunction) => void,
): void {
  const trace = new RequestTrace(req, res);
  (req as { [kRequestTrace]?: RequestTrace })[kRequestTrace] = trace;
  const finished = (): void => {
    res.removeListener('finish', finished);
    res.removeListener('close', finished);
    requestChannel.asyncStart.publish(trace);
    requestChannel.asyncEnd.publish(trace);
  };
  res.on('finish', finished);
  res.on('close', finished);
  const tracedDone: NextFunction = (err) => {
    if (err) {
      trace.error = err;
      requestChannel.error.publish(trace);
    }
    done(err);
  };
  requestChannel.start.runStores(trace, () => {
    try {
      dispatch(tracedDone);
    } catch (err) {
      trace.error = err;
      requestChannel.error.publish(trace);
      throw err;
    } finally {
      requestChannel.end.publish(trace);
    }
  });
}
