import { isThenable } from '@batonjs/http';
import type { GraphQLFieldResolver, GraphQLTypeResolver, ObjMap } from '../type/definition.js';

/**
 * The resolver of fields without one: the source's property named after the field, or, when that
 * property is a method, its result when called with `(args, context, info)`.
 *
 * @example
 * defaultFieldResolver({ title: 'Hi' }, {}, undefined, info); // 'Hi' when info.fieldName is 'title'
 */
export const defaultFieldResolver: GraphQLFieldResolver = (source, args, contextValue, info) => {
  if ((typeof source === 'object' && source !== null) || typeof source === 'function') {
    const object = source as ObjMap<unknown>;
    const property = object[info.fieldName];
    if (typeof property === 'function') {
      return (object as ObjMap<(...params: unknown[]) => unknown>)[info.fieldName]!(args, contextValue, info);
    }
    return property;
  }
  return undefined;
};

/**
 * The type resolver of interfaces and unions without one: the value's `__typename` when it is a
 * string, else the first possible type whose `isTypeOf` accepts the value.
 *
 * @example
 * defaultTypeResolver({ __typename: 'Post' }, ctx, info, SearchResult); // 'Post'
 */
export const defaultTypeResolver: GraphQLTypeResolver = (value, contextValue, info, abstractType) => {
  if (typeof value === 'object' && value !== null) {
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename === 'string') return typename;
  }
  const possibleTypes = info.schema.getPossibleTypes(abstractType);
  const pending: Array<PromiseLike<boolean>> = [];
  const pendingNames: string[] = [];
  for (const type of possibleTypes) {
    if (type.isTypeOf === undefined) continue;
    const matches = type.isTypeOf(value, contextValue, info);
    if (isThenable(matches)) {
      pending.push(matches);
      pendingNames.push(type.name);
    } else if (matches) {
      return type.name;
    }
  }
  if (pending.length === 0) return undefined;
  return Promise.all(pending).then((results) => pendingNames[results.indexOf(true)]);
};
