import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import {
  type Attributes,
  type Context,
  context,
  createContextKey,
  type Exception,
  type Span,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { InstrumentationBase, type InstrumentationConfig } from '@opentelemetry/instrumentation';
import { AttributeNames } from './attributes.js';
import type { HandlerKind, HandlerMessage, RequestMessage } from './channel-messages.js';
import { handlerSpanName } from './span-name.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';

/**
 * Options of {@link BatonInstrumentation}.
 *
 * @example
 * new BatonInstrumentation({ ignoreKinds: ['middleware'] });
 */
export interface BatonInstrumentationConfig extends InstrumentationConfig {
  /** Handler kinds that get no span (the server span is still named). Default: none. */
  readonly ignoreKinds?: readonly HandlerKind[] | undefined;
  /** Puts `req.id` (the `request id` setting) on the server span as `baton.request_id`. Default true. */
  readonly requestIdAttribute?: boolean | undefined;
}

/**
 * Where `@opentelemetry/instrumentation-http` keeps the server span's RPC metadata
 * (`@opentelemetry/core`'s `setRPCMetadata`): a route written there is what that instrumentation
 * names the span and labels its `http.server.request.duration` metric with. The key is
 * `Symbol.for` of this description, so reading it needs no dependency on `@opentelemetry/core`.
 */
const RPC_METADATA_KEY = createContextKey('OpenTelemetry SDK Context Key RPC_METADATA');
/** `RPCType.HTTP` in `@opentelemetry/core`. */
const RPC_TYPE_HTTP = 0;

interface RpcMetadata {
  type?: unknown;
  route?: string;
}

/** What is known of one request while it runs. */
interface RequestState {
  readonly message: RequestMessage;
  /** The context the request started in: the server span's, when instrumentation-http made one. */
  readonly context: Context;
  readonly serverSpan: Span | undefined;
  readonly rpc: RpcMetadata | undefined;
  /** Handler spans not ended yet: those of handlers that answered without calling next(). */
  readonly open: Set<Span>;
}

interface State {
  readonly requests: WeakMap<object, RequestState>;
  readonly handlerSpans: WeakMap<HandlerMessage, Span>;
  readonly request: TracingChannelSubscribers<RequestMessage>;
  readonly handler: TracingChannelSubscribers<HandlerMessage>;
}

function asException(error: unknown): Exception {
  if (error instanceof Error) return error;
  return typeof error === 'string' ? error : String(error);
}

function markError(span: Span, error: unknown): void {
  span.recordException(asException(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * OpenTelemetry instrumentation for Baton, built on its `baton.request` and `baton.handler`
 * tracing channels (node:diagnostics_channel): it patches no module. Register it beside
 * `@opentelemetry/instrumentation-http`, which makes the server span; this one names that span
 * `GET /api/blogs/:id`, sets `http.route` on it (and in the RPC metadata instrumentation-http
 * reads, so its duration metric gets the route too), records errors that reach the final handler
 * on it, and adds a child span per handler call (`middleware - name`, `router - /api`,
 * `request handler - /api/blogs/:id`, `error handler - name`) with `baton.type` and `baton.name`,
 * ended when the handler calls `next` or the response finishes, with its error recorded.
 *
 * @example
 * import { NodeSDK } from '@opentelemetry/sdk-node';
 * import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
 * import { BatonInstrumentation } from '@batonjs/otel';
 *
 * new NodeSDK({ instrumentations: [new HttpInstrumentation(), new BatonInstrumentation()] }).start();
 */
export class BatonInstrumentation extends InstrumentationBase<BatonInstrumentationConfig> {
  // Declared, not initialised: InstrumentationBase's constructor calls enable() before a field
  // initialiser of this class would run (and would then overwrite what enable() set).
  declare private state: State | undefined;

  constructor(config: BatonInstrumentationConfig = {}) {
    super(PACKAGE_NAME, PACKAGE_VERSION, config);
  }

  /** No module to patch: the channels are the only source. */
  protected override init(): undefined {
    return undefined;
  }

  override enable(): void {
    super.enable();
    if (this.state !== undefined) return;
    const state = this.subscribers();
    tracingChannel<unknown, RequestMessage>('baton.request').subscribe(state.request);
    tracingChannel<unknown, HandlerMessage>('baton.handler').subscribe(state.handler);
    this.state = state;
  }

  override disable(): void {
    super.disable();
    const state = this.state;
    if (state === undefined) return;
    tracingChannel<unknown, RequestMessage>('baton.request').unsubscribe(state.request);
    tracingChannel<unknown, HandlerMessage>('baton.handler').unsubscribe(state.handler);
    this.state = undefined;
  }

  private subscribers(): State {
    const requests = new WeakMap<object, RequestState>();
    const handlerSpans = new WeakMap<HandlerMessage, Span>();
    const nameServerSpan = (state: RequestState): void => {
      const route = state.message.route;
      if (route === undefined) return;
      if (state.rpc !== undefined && state.rpc.type === RPC_TYPE_HTTP) state.rpc.route = route;
      const span = state.serverSpan;
      if (span === undefined || !span.isRecording()) return;
      span.setAttribute(AttributeNames.HTTP_ROUTE, route);
      span.updateName(`${state.message.req.method ?? 'GET'} ${route}`);
    };
    const request: TracingChannelSubscribers<RequestMessage> = {
      start: (message) => {
        const active = context.active();
        const serverSpan = trace.getSpan(active);
        const state: RequestState = {
          message,
          context: active,
          serverSpan,
          rpc: active.getValue(RPC_METADATA_KEY) as RpcMetadata | undefined,
          open: new Set(),
        };
        requests.set(message.req, state);
        if (message.id !== undefined && this.getConfig().requestIdAttribute !== false && serverSpan?.isRecording())
          serverSpan.setAttribute(AttributeNames.BATON_REQUEST_ID, message.id);
      },
      end: (message) => {
        const state = requests.get(message.req);
        if (state !== undefined) nameServerSpan(state);
      },
      asyncStart: (message) => {
        const state = requests.get(message.req);
        if (state === undefined) return;
        requests.delete(message.req);
        nameServerSpan(state);
        for (const span of state.open) span.end();
        state.open.clear();
      },
      asyncEnd: () => {},
      error: (message) => {
        const span = requests.get(message.req)?.serverSpan;
        if (span?.isRecording()) markError(span, message.error);
      },
    };
    const handler: TracingChannelSubscribers<HandlerMessage> = {
      start: (message) => {
        if (this.getConfig().ignoreKinds?.includes(message.kind)) return;
        const state = requests.get(message.req);
        const route = message.kind === 'request_handler' ? state?.message.route : undefined;
        const attributes: Attributes = {
          [AttributeNames.BATON_TYPE]: message.kind,
          [AttributeNames.BATON_NAME]: message.name,
          [AttributeNames.BATON_PATH]: message.path,
        };
        if (route !== undefined) attributes[AttributeNames.HTTP_ROUTE] = route;
        const span = this.tracer.startSpan(
          handlerSpanName(message, route),
          { attributes },
          state?.context ?? context.active(),
        );
        handlerSpans.set(message, span);
        state?.open.add(span);
      },
      end: () => {},
      asyncStart: (message) => {
        const span = handlerSpans.get(message);
        if (span === undefined) return;
        handlerSpans.delete(message);
        requests.get(message.req)?.open.delete(span);
        span.end();
      },
      asyncEnd: () => {},
      error: (message) => {
        const span = handlerSpans.get(message);
        if (span !== undefined) markError(span, message.error);
      },
    };
    return { requests, handlerSpans, request, handler };
  }
}
