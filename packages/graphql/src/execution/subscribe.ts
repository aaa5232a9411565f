import { GraphQLError } from '../error/graphql-error.js';
import { locatedError } from '../error/located-error.js';
import { inspect } from '../utilities/inspect.js';
import { coerceArgumentValues } from './coerce-argument-values.js';
import { defaultFieldResolver } from './default-resolvers.js';
import {
  buildExecutionContext,
  buildResolveInfo,
  type ExecutionArgs,
  type ExecutionContext,
  type ExecutionResult,
  execute,
  rootPlans,
} from './execute.js';
import { addPath, pathToArray } from './path.js';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

/**
 * Spec §6.2.3 Subscribe: CreateSourceEventStream, then MapSourceToResponseEvent. Resolves to an
 * async iterator of results (one execution of the selection set per source event, with the event
 * as the root value), or to a result with `errors` when the stream could not be created.
 *
 * @example
 * const stream = await subscribe({ schema, document: parse('subscription { postAdded { title } }') });
 * if (Symbol.asyncIterator in stream) for await (const result of stream) send(result);
 */
export async function subscribe(
  args: ExecutionArgs,
): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> {
  const resultOrStream = await createSourceEventStream(args);
  if (!isAsyncIterable(resultOrStream)) return resultOrStream;
  return mapAsyncIterator(resultOrStream, (payload) => execute({ ...args, rootValue: payload }));
}

/**
 * Spec §6.2.3.1 CreateSourceEventStream: resolves the single root field of a subscription with its
 * `subscribe` resolver, which must give an async iterable of events.
 *
 * @example
 * const stream = await createSourceEventStream({ schema, document });
 */
export async function createSourceEventStream(args: ExecutionArgs): Promise<AsyncIterable<unknown> | ExecutionResult> {
  const ctx = buildExecutionContext(args);
  if (Array.isArray(ctx)) return { errors: ctx };
  try {
    const eventStream = await executeSubscription(ctx, args);
    if (!isAsyncIterable(eventStream)) {
      throw new Error(`Subscription field must return Async Iterable. Received: ${inspect(eventStream)}.`);
    }
    return eventStream;
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
}

async function executeSubscription(ctx: ExecutionContext, args: ExecutionArgs): Promise<unknown> {
  const rootType = ctx.schema.getSubscriptionType();
  if (rootType === undefined) {
    throw new GraphQLError('Schema is not configured to execute subscription operation.', { nodes: ctx.operation });
  }
  const plan = rootPlans(ctx, rootType).fields[0];
  if (plan === undefined) {
    // Collection drops fields the type does not define; name the one that was asked for.
    const first = ctx.operation.selectionSet.selections.find((selection) => selection.kind === 'Field');
    throw new GraphQLError(`The subscription field "${first?.name.value ?? ''}" is not defined.`, { nodes: first });
  }
  const path = addPath(undefined, plan.responseName, rootType.name);
  const info = buildResolveInfo(ctx, rootType, plan, path);
  try {
    const fieldArgs = coerceArgumentValues(plan.fieldDef.args, plan.fieldNodes[0]!, ctx.variableValues);
    const resolve = plan.fieldDef.subscribe ?? args.subscribeFieldResolver ?? defaultFieldResolver;
    const eventStream: unknown = await resolve(ctx.rootValue, fieldArgs, ctx.contextValue, info);
    if (eventStream instanceof Error) throw eventStream;
    return eventStream;
  } catch (error) {
    throw locatedError(error, plan.fieldNodes, pathToArray(path));
  }
}

/**
 * Spec §6.2.3.2 MapSourceToResponseEvent: each event becomes `map(event)`; closing the result
 * closes the source, and a failing `map` closes the source before the error surfaces.
 */
function mapAsyncIterator<T, U>(
  iterable: AsyncIterable<T>,
  map: (value: T) => U | Promise<U>,
): AsyncGenerator<U, void, void> {
  const iterator = iterable[Symbol.asyncIterator]();
  const closeQuietly = async (): Promise<void> => {
    try {
      await iterator.return?.();
    } catch {
      // The error that made us close is the one worth reporting.
    }
  };
  const mapResult = async (result: IteratorResult<T>): Promise<IteratorResult<U, void>> => {
    if (result.done === true) return { value: undefined, done: true };
    try {
      return { value: await map(result.value), done: false };
    } catch (error) {
      await closeQuietly();
      throw error;
    }
  };
  const mapped: AsyncGenerator<U, void, void> = {
    next: async () => mapResult(await iterator.next()),
    return: async () =>
      typeof iterator.return === 'function' ? mapResult(await iterator.return()) : { value: undefined, done: true },
    throw: async (error: unknown) => {
      if (typeof iterator.throw === 'function') return mapResult(await iterator.throw(error));
      await closeQuietly();
      throw error;
    },
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}
