import {
  type GraphQLCompositeType,
  type GraphQLType,
  isAbstractType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';

/**
 * Whether a value of `maybeSubType` can always be used where `superType` is expected: the same type, a non-null
 * of a subtype, a list of subtypes, or an implementation or member of an abstract type.
 *
 * @example
 * isTypeSubTypeOf(schema, new GraphQLNonNull(GraphQLInt), GraphQLInt); // true
 */
export function isTypeSubTypeOf(schema: GraphQLSchema, maybeSubType: GraphQLType, superType: GraphQLType): boolean {
  if (maybeSubType === superType) return true;
  if (isNonNullType(superType)) {
    return isNonNullType(maybeSubType) && isTypeSubTypeOf(schema, maybeSubType.ofType, superType.ofType);
  }
  if (isNonNullType(maybeSubType)) return isTypeSubTypeOf(schema, maybeSubType.ofType, superType);
  if (isListType(superType)) {
    return isListType(maybeSubType) && isTypeSubTypeOf(schema, maybeSubType.ofType, superType.ofType);
  }
  if (isListType(maybeSubType)) return false;
  return (
    isAbstractType(superType) &&
    (isInterfaceType(maybeSubType) || isObjectType(maybeSubType)) &&
    schema.isSubType(superType, maybeSubType)
  );
}

/**
 * Whether some object type could be both `a` and `b` (spec §5.5.2.3 GetPossibleTypes intersection).
 *
 * @example
 * doTypesOverlap(schema, Pet, CatOrDog); // true: Dog is both
 */
export function doTypesOverlap(schema: GraphQLSchema, a: GraphQLCompositeType, b: GraphQLCompositeType): boolean {
  if (a === b) return true;
  if (isAbstractType(a)) {
    if (isAbstractType(b)) return schema.getPossibleTypes(a).some((type) => schema.isSubType(b, type));
    return schema.isSubType(a, b);
  }
  if (isAbstractType(b)) return schema.isSubType(b, a);
  return false;
}
