import { isThenable } from '@batonjs/http';
import { GraphQLError } from '../error/graphql-error.js';
import { locatedError } from '../error/located-error.js';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, OperationDefinitionNode } from '../language/ast.js';
import {
  type GraphQLAbstractType,
  type GraphQLFieldResolver,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLTypeResolver,
  isAbstractType,
  isLeafType,
  type ObjMap,
} from '../type/definition.js';
import { GraphQLID, GraphQLString } from '../type/scalars.js';
import type { GraphQLSchema } from '../type/schema.js';
import { assertValidSchema } from '../type/validate-schema.js';
import { inspect } from '../utilities/inspect.js';
import { coerceArgumentValues } from './coerce-argument-values.js';
import { coerceVariableValues } from './coerce-variable-values.js';
import {
  type CollectContext,
  collectFields,
  collectSubfields,
  type FieldPlan,
  planFields,
  type SelectionPlan,
} from './collect-fields.js';
import { defaultFieldResolver, defaultTypeResolver } from './default-resolvers.js';
import { type DocumentIndex, indexDocument } from './document-index.js';
import { addPath, type Path, pathToArray } from './path.js';

/**
 * What `execute` takes (graphql-js's names).
 *
 * @example
 * const args: ExecutionArgs = { schema, document: parse('{ hello }'), rootValue: { hello: 'hi' } };
 */
export interface ExecutionArgs {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly rootValue?: unknown;
  readonly contextValue?: unknown;
  readonly variableValues?: Readonly<ObjMap<unknown>> | null | undefined;
  readonly operationName?: string | null | undefined;
  /** Used for fields without their own `resolve`; defaults to reading the property. */
  readonly fieldResolver?: GraphQLFieldResolver | null | undefined;
  /** Used for abstract types without their own `resolveType`; defaults to `__typename` then `isTypeOf`. */
  readonly typeResolver?: GraphQLTypeResolver | null | undefined;
  /** `subscribe` uses it for a subscription field without its own `subscribe`; defaults to the field resolver's default. */
  readonly subscribeFieldResolver?: GraphQLFieldResolver | null | undefined;
}

/**
 * Spec §7.1: `errors` only when there are some, `data` unless the request failed before execution.
 *
 * @example
 * const result: ExecutionResult = { data: { hello: 'hi' } };
 */
export interface ExecutionResult<TData = ObjMap<unknown>> {
  errors?: ReadonlyArray<GraphQLError>;
  data?: TData | null;
  extensions?: ObjMap<unknown>;
}

/**
 * Everything one execution shares between its fields.
 *
 * @example
 * const ctx = buildExecutionContext(args);
 * if (!Array.isArray(ctx)) console.log(ctx.operation.operation);
 */
export interface ExecutionContext extends CollectContext {
  readonly schema: GraphQLSchema;
  readonly fragments: ObjMap<FragmentDefinitionNode>;
  readonly rootValue: unknown;
  readonly contextValue: unknown;
  readonly operation: OperationDefinitionNode;
  readonly variableValues: ObjMap<unknown>;
  readonly fieldResolver: GraphQLFieldResolver;
  readonly typeResolver: GraphQLTypeResolver;
  /** True when fields without `resolve` read properties, so that path can skip building `info`. */
  readonly readsProperties: boolean;
  readonly index: DocumentIndex;
  readonly errors: GraphQLError[];
}

type PromiseOrValue<T> = Promise<T> | T;

/**
 * Spec §6.1 ExecuteRequest for queries and mutations: picks the operation, coerces variables, runs
 * the root selection set and shapes the response. The result is a plain object when every
 * resolver answered synchronously, and a Promise only when one of them returned a promise.
 *
 * @example
 * const result = execute({ schema, document: parse('{ hello }'), rootValue: { hello: 'world' } });
 * // { data: { hello: 'world' } }
 */
export function execute(args: ExecutionArgs): PromiseOrValue<ExecutionResult> {
  const ctx = buildExecutionContext(args);
  return Array.isArray(ctx) ? { errors: ctx } : executeOperation(ctx);
}

/**
 * Like `execute`, but throws when a resolver returned a promise.
 *
 * @example
 * executeSync({ schema, document: parse('{ hello }'), rootValue: { hello: 'world' } }).data; // { hello: 'world' }
 */
export function executeSync(args: ExecutionArgs): ExecutionResult {
  const result = execute(args);
  if (isThenable(result)) throw new Error('GraphQL execution failed to complete synchronously.');
  return result;
}

/**
 * Spec §6.1 GetOperation and CoerceVariableValues; request errors come back as an array.
 *
 * @example
 * const ctx = buildExecutionContext({ schema, document });
 * if (Array.isArray(ctx)) return { errors: ctx };
 */
export function buildExecutionContext(args: ExecutionArgs): ExecutionContext | GraphQLError[] {
  const { schema, document, operationName } = args;
  // An invalid schema is the server's bug, not the request's: it throws, as in graphql-js.
  assertValidSchema(schema);
  const index = indexDocument(document);
  let operation: OperationDefinitionNode | undefined;
  if (operationName === undefined || operationName === null) {
    if (index.operations.length > 1) {
      return [new GraphQLError('Must provide operation name if query contains multiple operations.')];
    }
    operation = index.operations[0];
  } else {
    operation = index.operations.find((candidate) => candidate.name?.value === operationName);
    if (operation === undefined) return [new GraphQLError(`Unknown operation named "${operationName}".`)];
  }
  if (operation === undefined) return [new GraphQLError('Must provide an operation.')];

  let variableValues: ObjMap<unknown> = {};
  if (operation.variableDefinitions.length > 0) {
    const coerced = coerceVariableValues(schema, operation.variableDefinitions, args.variableValues ?? {});
    if (coerced.errors !== undefined) return [...coerced.errors];
    variableValues = coerced.coerced;
  }
  const fieldResolver = args.fieldResolver ?? defaultFieldResolver;
  return {
    schema,
    fragments: index.fragments,
    rootValue: args.rootValue,
    contextValue: args.contextValue,
    operation,
    variableValues,
    fieldResolver,
    typeResolver: args.typeResolver ?? defaultTypeResolver,
    readsProperties: fieldResolver === defaultFieldResolver,
    index,
    errors: [],
  };
}

function buildResponse(data: ObjMap<unknown> | null, errors: GraphQLError[]): ExecutionResult {
  return errors.length === 0 ? { data } : { errors, data };
}

/** Spec §6.2 ExecuteQuery / ExecuteMutation: the root selection set, then the response. */
function executeOperation(ctx: ExecutionContext): PromiseOrValue<ExecutionResult> {
  const { operation, schema } = ctx;
  try {
    const rootType = schema.getRootType(operation.operation);
    if (rootType === undefined) {
      throw new GraphQLError(`Schema is not configured to execute ${operation.operation} operation.`, {
        nodes: operation,
      });
    }
    const plans = rootPlans(ctx, rootType);
    const data =
      operation.operation === 'mutation'
        ? executeFieldsSerially(ctx, rootType, ctx.rootValue, undefined, plans)
        : executeFields(ctx, rootType, ctx.rootValue, undefined, plans);
    if (isThenable(data)) {
      return Promise.resolve(data).then(
        (resolved) => buildResponse(resolved, ctx.errors),
        (error: unknown) => {
          ctx.errors.push(error as GraphQLError);
          return buildResponse(null, ctx.errors);
        },
      );
    }
    return buildResponse(data, ctx.errors);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    ctx.errors.push(error);
    return buildResponse(null, ctx.errors);
  }
}

/**
 * The root selection set's field plans, shared between executions of one document when no
 * `@skip`/`@include` reads a variable.
 *
 * @example
 * const [first] = rootPlans(ctx, schema.getSubscriptionType()!).fields;
 */
export function rootPlans(ctx: ExecutionContext, rootType: GraphQLObjectType): SelectionPlan {
  const index = ctx.index;
  const plan = () =>
    planFields(ctx.schema, rootType, collectFields(ctx, rootType, ctx.operation.selectionSet, new Map(), new Set()));
  if (index.variableDependent) return plan();
  let byType = index.rootPlans.get(ctx.operation);
  if (byType === undefined) {
    byType = new Map();
    index.rootPlans.set(ctx.operation, byType);
  }
  let plans = byType.get(rootType);
  if (plans === undefined) {
    plans = plan();
    byType.set(rootType, plans);
  }
  return plans;
}

/**
 * Spec §6.3 ExecuteSelectionSet, normal (parallel) evaluation: every field runs before any
 * promise is awaited; the map becomes a promise only if some field's value is one.
 */
function executeFields(
  ctx: ExecutionContext,
  parentType: GraphQLObjectType,
  source: unknown,
  path: Path | undefined,
  selection: SelectionPlan,
): PromiseOrValue<ObjMap<unknown>> {
  const results: ObjMap<unknown> = { ...selection.shape };
  const plans = selection.fields;
  let pending: Array<[string, PromiseLike<unknown>]> | undefined;
  try {
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i]!;
      const result = executeField(ctx, parentType, source, plan, path);
      if (isThenable(result)) {
        pending ??= [];
        pending.push([plan.responseName, result]);
      }
      results[plan.responseName] = result;
    }
  } catch (error) {
    // A non-null error bubbling out of this selection set: fields already started keep running,
    // so let them settle (and record their errors) before the error travels on, as graphql-js does.
    if (pending === undefined) throw error;
    return Promise.all(pending.map(([, promise]) => promise)).finally(() => {
      throw error;
    }) as Promise<never>;
  }
  if (pending === undefined) return results;
  const waiting = pending;
  return Promise.all(waiting.map(([, promise]) => promise)).then((values) => {
    for (let i = 0; i < waiting.length; i++) results[waiting[i]![0]] = values[i];
    return results;
  });
}

/** Spec §6.3 ExecuteSelectionSet, serial evaluation (mutations, §6.3.1): each field after the previous one settles. */
function executeFieldsSerially(
  ctx: ExecutionContext,
  parentType: GraphQLObjectType,
  source: unknown,
  path: Path | undefined,
  selection: SelectionPlan,
): PromiseOrValue<ObjMap<unknown>> {
  const results: ObjMap<unknown> = { ...selection.shape };
  const plans = selection.fields;
  let next = 0;
  const step = (): PromiseOrValue<ObjMap<unknown>> => {
    while (next < plans.length) {
      const plan = plans[next++]!;
      const result = executeField(ctx, parentType, source, plan, path);
      if (isThenable(result)) {
        return Promise.resolve(result).then((resolved) => {
          results[plan.responseName] = resolved;
          return step();
        });
      }
      results[plan.responseName] = result;
    }
    return results;
  };
  return step();
}

/**
 * The `info` argument of a resolver for one field at one path.
 *
 * @example
 * const info = buildResolveInfo(ctx, Query, plan, addPath(undefined, 'posts', 'Query'));
 */
export function buildResolveInfo(
  ctx: ExecutionContext,
  parentType: GraphQLObjectType,
  plan: FieldPlan,
  path: Path,
): GraphQLResolveInfo {
  return {
    fieldName: plan.fieldName,
    fieldNodes: plan.fieldNodes,
    returnType: plan.fieldDef.type,
    parentType,
    path,
    schema: ctx.schema,
    fragments: ctx.fragments,
    rootValue: ctx.rootValue,
    operation: ctx.operation,
    variableValues: ctx.variableValues,
  };
}

/**
 * Spec §6.4 ExecuteField: CoerceArgumentValues, ResolveFieldValue, CompleteValue. A resolver's
 * error (thrown or rejected) becomes a field error here, located at the field and its path.
 */
function executeField(
  ctx: ExecutionContext,
  parentType: GraphQLObjectType,
  source: unknown,
  plan: FieldPlan,
  parentPath: Path | undefined,
): unknown {
  const fieldDef = plan.fieldDef;
  const returnType = fieldDef.type;
  const path = addPath(parentPath, plan.responseName, parentType.name);
  let info: GraphQLResolveInfo | undefined;
  try {
    let result: unknown;
    const resolve = fieldDef.resolve;
    if (resolve === undefined && ctx.readsProperties && plan.argumentFree) {
      // The default resolver inlined: a plain property needs neither arguments nor `info`, and most
      // fields of most schemas are plain properties, so this is where execution spends its time.
      if ((typeof source === 'object' && source !== null) || typeof source === 'function') {
        const property: unknown = (source as ObjMap<unknown>)[plan.fieldName];
        if (typeof property === 'function') {
          info = buildResolveInfo(ctx, parentType, plan, path);
          result = (source as ObjMap<(...args: unknown[]) => unknown>)[plan.fieldName]!({}, ctx.contextValue, info);
        } else {
          result = property;
        }
      }
    } else {
      const args = plan.argumentFree
        ? {}
        : coerceArgumentValues(fieldDef.args, plan.fieldNodes[0]!, ctx.variableValues);
      info = buildResolveInfo(ctx, parentType, plan, path);
      result = (resolve ?? ctx.fieldResolver)(source, args, ctx.contextValue, info);
    }

    const completed = isThenable(result)
      ? Promise.resolve(result).then((resolved) =>
          completeValue(ctx, returnType, parentType, plan, info, path, resolved),
        )
      : completeValue(ctx, returnType, parentType, plan, info, path, result);
    if (isThenable(completed)) {
      return Promise.resolve(completed).then(undefined, (rawError: unknown) =>
        handleFieldError(ctx, rawError, returnType, plan.fieldNodes, path),
      );
    }
    return completed;
  } catch (rawError) {
    return handleFieldError(ctx, rawError, returnType, plan.fieldNodes, path);
  }
}

/**
 * Spec §6.4.4 Handling Field Errors: a field error makes the field null and is recorded, unless
 * the field is non-null, in which case the error travels to the parent field.
 */
function handleFieldError(
  ctx: ExecutionContext,
  rawError: unknown,
  returnType: GraphQLOutputType,
  fieldNodes: ReadonlyArray<FieldNode>,
  path: Path,
): null {
  const error = locatedError(rawError, fieldNodes, pathToArray(path));
  if (returnType instanceof GraphQLNonNull) throw error;
  ctx.errors.push(error);
  return null;
}

/**
 * Spec §6.4.3 CompleteValue: turns a resolved value into the response value the return type asks
 * for: non-null checks, lists item by item, leaves serialised, abstract types resolved to an object
 * type, objects executed with their sub-selection.
 */
function completeValue(
  ctx: ExecutionContext,
  returnType: GraphQLOutputType,
  parentType: GraphQLObjectType,
  plan: FieldPlan,
  info: GraphQLResolveInfo | undefined,
  path: Path,
  result: unknown,
): unknown {
  if (result instanceof Error) throw result;

  if (returnType instanceof GraphQLNonNull) {
    const completed = completeValue(ctx, returnType.ofType, parentType, plan, info, path, result);
    if (completed === null) {
      throw new Error(`Cannot return null for non-nullable field ${parentType.name}.${plan.fieldName}.`);
    }
    return completed;
  }

  if (result === null || result === undefined) return null;

  if (returnType instanceof GraphQLList) {
    return completeListValue(ctx, returnType, parentType, plan, info, path, result);
  }

  // String and ID results are usually strings already, and serialising a string returns it.
  if (typeof result === 'string' && (returnType === GraphQLString || returnType === GraphQLID)) return result;

  if (isLeafType(returnType)) {
    const serialized = returnType.serialize(result);
    if (serialized === null || serialized === undefined) {
      throw new Error(
        `Expected \`${inspect(returnType)}.serialize(${inspect(result)})\` to return non-nullable value, returned: ${inspect(serialized)}`,
      );
    }
    return serialized;
  }

  if (isAbstractType(returnType)) {
    return completeAbstractValue(ctx, returnType, parentType, plan, info, path, result);
  }

  if (returnType instanceof GraphQLObjectType) {
    return completeObjectValue(ctx, returnType, parentType, plan, info, path, result);
  }
  throw new Error(`Cannot complete value of unexpected output type: ${inspect(returnType)}`);
}

/** CompleteValue for lists: items complete one by one, each with its own path and error handling. */
function completeListValue(
  ctx: ExecutionContext,
  returnType: GraphQLList<GraphQLOutputType>,
  parentType: GraphQLObjectType,
  plan: FieldPlan,
  info: GraphQLResolveInfo | undefined,
  path: Path,
  result: unknown,
): PromiseOrValue<unknown[]> {
  if (
    typeof result !== 'object' ||
    result === null ||
    typeof (result as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function'
  ) {
    throw new GraphQLError(`Expected Iterable, but did not find one for field "${parentType.name}.${plan.fieldName}".`);
  }
  const itemType = returnType.ofType;
  const items: readonly unknown[] = Array.isArray(result) ? result : Array.from(result as Iterable<unknown>);
  const completed: unknown[] = new Array(items.length);
  let containsPromise = false;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const itemPath = addPath(path, index, undefined);
    try {
      const completedItem = isThenable(item)
        ? Promise.resolve(item).then((resolved) =>
            completeValue(ctx, itemType, parentType, plan, info, itemPath, resolved),
          )
        : completeValue(ctx, itemType, parentType, plan, info, itemPath, item);
      if (isThenable(completedItem)) {
        containsPromise = true;
        completed[index] = Promise.resolve(completedItem).then(undefined, (rawError: unknown) =>
          handleFieldError(ctx, rawError, itemType, plan.fieldNodes, itemPath),
        );
      } else {
        completed[index] = completedItem;
      }
    } catch (rawError) {
      completed[index] = handleFieldError(ctx, rawError, itemType, plan.fieldNodes, itemPath);
    }
  }
  return containsPromise ? Promise.all(completed) : completed;
}

/** CompleteValue for interfaces and unions: ResolveAbstractType, then the object type's sub-selection. */
function completeAbstractValue(
  ctx: ExecutionContext,
  returnType: GraphQLAbstractType,
  parentType: GraphQLObjectType,
  plan: FieldPlan,
  info: GraphQLResolveInfo | undefined,
  path: Path,
  result: unknown,
): unknown {
  const fieldInfo = info ?? buildResolveInfo(ctx, parentType, plan, path);
  const resolveType = returnType.resolveType ?? ctx.typeResolver;
  const runtimeTypeName = resolveType(result, ctx.contextValue, fieldInfo, returnType);
  if (isThenable(runtimeTypeName)) {
    return Promise.resolve(runtimeTypeName).then((name) =>
      completeObjectValue(
        ctx,
        resolveAbstractType(ctx, name, returnType, fieldInfo, plan, result),
        parentType,
        plan,
        fieldInfo,
        path,
        result,
      ),
    );
  }
  return completeObjectValue(
    ctx,
    resolveAbstractType(ctx, runtimeTypeName, returnType, fieldInfo, plan, result),
    parentType,
    plan,
    fieldInfo,
    path,
    result,
  );
}

/** Spec §6.4.3 ResolveAbstractType: the name a type resolver gave must be a possible object type. */
function resolveAbstractType(
  ctx: ExecutionContext,
  runtimeTypeName: unknown,
  returnType: GraphQLAbstractType,
  info: GraphQLResolveInfo,
  plan: FieldPlan,
  result: unknown,
): GraphQLObjectType {
  const nodes = plan.fieldNodes;
  if (runtimeTypeName === null || runtimeTypeName === undefined) {
    throw new GraphQLError(
      `Abstract type "${returnType.name}" must resolve to an Object type at runtime for field "${info.parentType.name}.${info.fieldName}". Either the "${returnType.name}" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.`,
      { nodes },
    );
  }
  if (runtimeTypeName instanceof GraphQLObjectType) {
    throw new GraphQLError(
      'Support for returning GraphQLObjectType from resolveType was removed in graphql-js@16.0.0 please return type name instead.',
    );
  }
  if (typeof runtimeTypeName !== 'string') {
    throw new GraphQLError(
      `Abstract type "${returnType.name}" must resolve to an Object type at runtime for field "${info.parentType.name}.${info.fieldName}" with value ${inspect(result)}, received "${inspect(runtimeTypeName)}".`,
    );
  }
  const runtimeType = ctx.schema.getType(runtimeTypeName);
  if (runtimeType === undefined) {
    throw new GraphQLError(
      `Abstract type "${returnType.name}" was resolved to a type "${runtimeTypeName}" that does not exist inside the schema.`,
      { nodes },
    );
  }
  if (!(runtimeType instanceof GraphQLObjectType)) {
    throw new GraphQLError(
      `Abstract type "${returnType.name}" was resolved to a non-object type "${runtimeTypeName}".`,
      { nodes },
    );
  }
  if (!ctx.schema.isSubType(returnType, runtimeType)) {
    throw new GraphQLError(
      `Runtime Object type "${runtimeType.name}" is not a possible type for "${returnType.name}".`,
      {
        nodes,
      },
    );
  }
  return runtimeType;
}

/** CompleteValue for objects: `isTypeOf` if the type has one, then ExecuteSelectionSet on the sub-selection. */
function completeObjectValue(
  ctx: ExecutionContext,
  returnType: GraphQLObjectType,
  parentType: GraphQLObjectType,
  plan: FieldPlan,
  info: GraphQLResolveInfo | undefined,
  path: Path,
  result: unknown,
): PromiseOrValue<ObjMap<unknown>> {
  const subPlans = collectSubfields(ctx, returnType, plan);
  if (returnType.isTypeOf !== undefined) {
    const isTypeOf = returnType.isTypeOf(
      result,
      ctx.contextValue,
      info ?? buildResolveInfo(ctx, parentType, plan, path),
    );
    if (isThenable(isTypeOf)) {
      return Promise.resolve(isTypeOf).then((matches) => {
        if (!matches) throw invalidReturnTypeError(returnType, result, plan.fieldNodes);
        return executeFields(ctx, returnType, result, path, subPlans);
      });
    }
    if (!isTypeOf) throw invalidReturnTypeError(returnType, result, plan.fieldNodes);
  }
  return executeFields(ctx, returnType, result, path, subPlans);
}

function invalidReturnTypeError(
  returnType: GraphQLObjectType,
  result: unknown,
  fieldNodes: ReadonlyArray<FieldNode>,
): GraphQLError {
  return new GraphQLError(`Expected value of type "${returnType.name}" but got: ${inspect(result)}.`, {
    nodes: fieldNodes,
  });
}
