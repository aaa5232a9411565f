/**
 * The places a directive may appear (spec §3.13 `DirectiveLocations`), as graphql-js 16 names them.
 *
 * @example
 * const where = [DirectiveLocation.FIELD, DirectiveLocation.FRAGMENT_SPREAD];
 */
export const DirectiveLocation = {
  QUERY: 'QUERY',
  MUTATION: 'MUTATION',
  SUBSCRIPTION: 'SUBSCRIPTION',
  FIELD: 'FIELD',
  FRAGMENT_DEFINITION: 'FRAGMENT_DEFINITION',
  FRAGMENT_SPREAD: 'FRAGMENT_SPREAD',
  INLINE_FRAGMENT: 'INLINE_FRAGMENT',
  VARIABLE_DEFINITION: 'VARIABLE_DEFINITION',
  SCHEMA: 'SCHEMA',
  SCALAR: 'SCALAR',
  OBJECT: 'OBJECT',
  FIELD_DEFINITION: 'FIELD_DEFINITION',
  ARGUMENT_DEFINITION: 'ARGUMENT_DEFINITION',
  INTERFACE: 'INTERFACE',
  UNION: 'UNION',
  ENUM: 'ENUM',
  ENUM_VALUE: 'ENUM_VALUE',
  INPUT_OBJECT: 'INPUT_OBJECT',
  INPUT_FIELD_DEFINITION: 'INPUT_FIELD_DEFINITION',
} as const;

/**
 * One directive location name.
 *
 * @example
 * const at: DirectiveLocation = 'FIELD';
 */
export type DirectiveLocation = (typeof DirectiveLocation)[keyof typeof DirectiveLocation];
