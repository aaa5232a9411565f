import type { Request, RequestHandler } from 'batonjs';
import { graphqlHttp } from 'batonjs/graphql';
import type { BlogEvents } from '../events/blog-events.js';
import { sessionOf } from '../middleware/session.js';
import type { BlogStore } from '../store/blog-store.js';
import { type BlogGraphqlContext, createBlogSchema } from './blog-schema.js';
import { costLimit } from './cost-limit.js';
import { createLoaders } from './loaders.js';

export interface GraphqlEndpointOptions {
  readonly store: BlogStore;
  /** What `Subscription.blogCreated` follows (served over Server-Sent Events). */
  readonly events: BlogEvents;
  /** Whether `__schema`/`__type` answer; the app turns it on outside production. */
  readonly introspection: boolean;
  /** Deepest selection nesting. Default 10. */
  readonly maxDepth?: number | undefined;
  /** Highest operation cost (see cost-limit.ts). Default 1,000. */
  readonly maxCost?: number | undefined;
  /** Hide unexpected resolver errors' messages (production). */
  readonly maskErrors: boolean;
}

/**
 * `/graphql`: the blog schema over GraphQL-over-HTTP (POST, and GET for queries), and over
 * Server-Sent Events for `Accept: text/event-stream` (subscriptions: `blogCreated`), with fresh batch
 * loaders and the session's author in each request's context, and the depth and cost limits
 * checked before anything runs.
 *
 * @example
 * app.use('/graphql', graphqlEndpoint({ store, events, introspection: true, maskErrors: false }));
 */
export function graphqlEndpoint(options: GraphqlEndpointOptions): RequestHandler {
  const { store } = options;
  const handler = graphqlHttp({
    schema: createBlogSchema(),
    // The handler hands back the request it was given: the app's Request, session attached.
    context: (req: Request): BlogGraphqlContext => ({
      store,
      loaders: createLoaders(store),
      authorId: sessionOf(req)?.authorId,
      events: options.events,
    }),
    limits: { depth: options.maxDepth ?? 10 },
    validationRules: [costLimit(options.maxCost ?? 1_000)],
    introspection: options.introspection,
    maskErrors: options.maskErrors,
  });
  return (req, res, next) => handler(req, res, next);
}
