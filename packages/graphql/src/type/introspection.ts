import { DirectiveLocation } from '../language/directive-location.js';
import { print } from '../language/printer.js';
import { astFromValue } from '../utilities/ast-from-value.js';
import {
  type GraphQLArgument,
  GraphQLEnumType,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLInputField,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNamedType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from './definition.js';
import type { GraphQLDirective } from './directives.js';
import { GraphQLBoolean, GraphQLString } from './scalars.js';
import type { GraphQLSchema } from './schema.js';

/**
 * Spec §4: the schema describes itself through the `__Schema`, `__Type`, `__Field`,
 * `__InputValue`, `__EnumValue` and `__Directive` types, reachable from every query root through
 * the meta-fields `__schema`, `__type(name:)` and, on every object, `__typename`.
 */

interface IncludeDeprecatedArgs {
  readonly includeDeprecated?: boolean | null;
}

const includeDeprecatedArg = { includeDeprecated: { type: GraphQLBoolean, defaultValue: false } };

function keepDeprecated<T extends { readonly deprecationReason: string | undefined }>(
  items: ReadonlyArray<T>,
  args: IncludeDeprecatedArgs,
): ReadonlyArray<T> {
  return args.includeDeprecated === true ? items : items.filter((item) => item.deprecationReason === undefined);
}

/**
 * The eight kinds of `__Type` (spec §4.2.2).
 *
 * @example
 * TypeKind.NON_NULL; // 'NON_NULL'
 */
export const TypeKind = {
  SCALAR: 'SCALAR',
  OBJECT: 'OBJECT',
  INTERFACE: 'INTERFACE',
  UNION: 'UNION',
  ENUM: 'ENUM',
  INPUT_OBJECT: 'INPUT_OBJECT',
  LIST: 'LIST',
  NON_NULL: 'NON_NULL',
} as const;

/**
 * `__TypeKind`: which of the eight kinds a `__Type` is.
 *
 * @example
 * __TypeKind.getValue('LIST')?.value; // 'LIST'
 */
export const __TypeKind = new GraphQLEnumType({
  name: '__TypeKind',
  description: 'The kind of a type: which of the fields of `__Type` are meaningful for it.',
  values: {
    SCALAR: { description: 'A scalar: a leaf value such as Int or a custom scalar.' },
    OBJECT: { description: 'An object: named fields, and the interfaces it implements.' },
    INTERFACE: { description: 'An interface: named fields, and the types that implement it.' },
    UNION: { description: 'A union: the object types it may be.' },
    ENUM: { description: 'An enum: its values.' },
    INPUT_OBJECT: { description: 'An input object: its input fields.' },
    LIST: { description: 'A list: `ofType` is the item type.' },
    NON_NULL: { description: 'A non-null wrapper: `ofType` is the wrapped type.' },
  },
});

/**
 * `__DirectiveLocation`: the places a directive may be written.
 *
 * @example
 * __DirectiveLocation.getValues().length; // 20
 */
export const __DirectiveLocation = new GraphQLEnumType({
  name: '__DirectiveLocation',
  description: 'A place in a document or a schema where a directive may be written.',
  values: Object.fromEntries(
    [...Object.values(DirectiveLocation), 'DIRECTIVE_DEFINITION'].map((location) => [
      location,
      { description: `On ${location.toLowerCase().replaceAll('_', ' ')}s.` },
    ]),
  ),
});

function typeKind(type: GraphQLType): keyof typeof TypeKind {
  if (isScalarType(type)) return 'SCALAR';
  if (isObjectType(type)) return 'OBJECT';
  if (isInterfaceType(type)) return 'INTERFACE';
  if (isUnionType(type)) return 'UNION';
  if (isEnumType(type)) return 'ENUM';
  if (isInputObjectType(type)) return 'INPUT_OBJECT';
  if (isListType(type)) return 'LIST';
  return 'NON_NULL';
}

/**
 * `__Type` (spec §4.2.2): every type, named or wrapping; fields that do not apply to a kind are null.
 *
 * @example
 * __Type.getFields().kind?.type.toString(); // '__TypeKind!'
 */
export const __Type: GraphQLObjectType = new GraphQLObjectType({
  name: '__Type',
  description: 'A type of the schema, named or wrapping. `kind` says which other fields apply; the rest are null.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLType>> => ({
    kind: { type: new GraphQLNonNull(__TypeKind), resolve: typeKind },
    name: { type: GraphQLString, resolve: (type) => (isNamedType(type) ? type.name : undefined) },
    description: { type: GraphQLString, resolve: (type) => (isNamedType(type) ? type.description : undefined) },
    specifiedByURL: {
      type: GraphQLString,
      resolve: (type) => (isScalarType(type) ? type.specifiedByURL : undefined),
    },
    fields: {
      type: new GraphQLList(new GraphQLNonNull(__Field)),
      args: includeDeprecatedArg,
      resolve: (type, args: IncludeDeprecatedArgs) =>
        isObjectType(type) || isInterfaceType(type) ? keepDeprecated(Object.values(type.getFields()), args) : null,
    },
    interfaces: {
      type: new GraphQLList(new GraphQLNonNull(__Type)),
      resolve: (type) => (isObjectType(type) || isInterfaceType(type) ? type.getInterfaces() : null),
    },
    possibleTypes: {
      type: new GraphQLList(new GraphQLNonNull(__Type)),
      resolve: (type, _args, _context, info) => (isAbstractType(type) ? info.schema.getPossibleTypes(type) : null),
    },
    enumValues: {
      type: new GraphQLList(new GraphQLNonNull(__EnumValue)),
      args: includeDeprecatedArg,
      resolve: (type, args: IncludeDeprecatedArgs) =>
        isEnumType(type) ? keepDeprecated(type.getValues(), args) : null,
    },
    inputFields: {
      type: new GraphQLList(new GraphQLNonNull(__InputValue)),
      args: includeDeprecatedArg,
      resolve: (type, args: IncludeDeprecatedArgs) =>
        isInputObjectType(type) ? keepDeprecated(Object.values(type.getFields()), args) : null,
    },
    ofType: {
      type: __Type,
      resolve: (type) => (isListType(type) || isNonNullType(type) ? type.ofType : null),
    },
    isOneOf: {
      type: GraphQLBoolean,
      resolve: (type) => (isInputObjectType(type) ? type.isOneOf : null),
    },
  }),
});

/**
 * `__Field` (spec §4.2.3): a field of an object or interface.
 *
 * @example
 * __Field.getFields().args?.type.toString(); // '[__InputValue!]!'
 */
export const __Field: GraphQLObjectType = new GraphQLObjectType({
  name: '__Field',
  description: 'A field of an object or interface type: its name, arguments and the type it returns.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLField>> => ({
    name: { type: new GraphQLNonNull(GraphQLString), resolve: (field) => field.name },
    description: { type: GraphQLString, resolve: (field) => field.description },
    args: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(__InputValue))),
      args: includeDeprecatedArg,
      resolve: (field, args: IncludeDeprecatedArgs) => keepDeprecated(field.args, args),
    },
    type: { type: new GraphQLNonNull(__Type), resolve: (field) => field.type },
    isDeprecated: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (field) => field.deprecationReason !== undefined,
    },
    deprecationReason: { type: GraphQLString, resolve: (field) => field.deprecationReason },
  }),
});

/**
 * `__InputValue` (spec §4.2.4): an argument or an input field; `defaultValue` is printed as a literal.
 *
 * @example
 * __InputValue.getFields().defaultValue?.type.toString(); // 'String'
 */
export const __InputValue: GraphQLObjectType = new GraphQLObjectType({
  name: '__InputValue',
  description: 'An argument or an input object field: its name, type and default value.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLArgument | GraphQLInputField>> => ({
    name: { type: new GraphQLNonNull(GraphQLString), resolve: (value) => value.name },
    description: { type: GraphQLString, resolve: (value) => value.description },
    type: { type: new GraphQLNonNull(__Type), resolve: (value) => value.type },
    defaultValue: {
      type: GraphQLString,
      description: 'The default value written as a GraphQL literal, or null when there is none.',
      resolve(value) {
        const literal = astFromValue(value.defaultValue, value.type);
        return literal === null ? null : print(literal);
      },
    },
    isDeprecated: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (value) => value.deprecationReason !== undefined,
    },
    deprecationReason: { type: GraphQLString, resolve: (value) => value.deprecationReason },
  }),
});

/**
 * `__EnumValue` (spec §4.2.5): one value of an enum.
 *
 * @example
 * __EnumValue.getFields().isDeprecated?.type.toString(); // 'Boolean!'
 */
export const __EnumValue: GraphQLObjectType = new GraphQLObjectType({
  name: '__EnumValue',
  description: 'One value of an enum type.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLEnumValue>> => ({
    name: { type: new GraphQLNonNull(GraphQLString), resolve: (value) => value.name },
    description: { type: GraphQLString, resolve: (value) => value.description },
    isDeprecated: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (value) => value.deprecationReason !== undefined,
    },
    deprecationReason: { type: GraphQLString, resolve: (value) => value.deprecationReason },
  }),
});

/**
 * `__Directive` (spec §4.2.6): a directive the schema supports, where it may appear, its arguments.
 *
 * @example
 * __Directive.getFields().locations?.type.toString(); // '[__DirectiveLocation!]!'
 */
export const __Directive: GraphQLObjectType = new GraphQLObjectType({
  name: '__Directive',
  description: 'A directive the server supports: where it may be written and which arguments it takes.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLDirective>> => ({
    name: { type: new GraphQLNonNull(GraphQLString), resolve: (directive) => directive.name },
    description: { type: GraphQLString, resolve: (directive) => directive.description },
    isRepeatable: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (directive) => directive.isRepeatable },
    locations: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(__DirectiveLocation))),
      resolve: (directive) => directive.locations,
    },
    args: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(__InputValue))),
      args: includeDeprecatedArg,
      resolve: (directive, args: IncludeDeprecatedArgs) => keepDeprecated(directive.args, args),
    },
    isDeprecated: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (directive) => directive.deprecationReason !== undefined,
    },
    deprecationReason: { type: GraphQLString, resolve: (directive) => directive.deprecationReason },
  }),
});

/**
 * `__Schema` (spec §4.2.1): the root of introspection.
 *
 * @example
 * __Schema.getFields().queryType?.type.toString(); // '__Type!'
 */
export const __Schema: GraphQLObjectType = new GraphQLObjectType({
  name: '__Schema',
  description: 'The whole schema: its types, its root operation types and its directives.',
  fields: (): Record<string, GraphQLFieldConfig<GraphQLSchema>> => ({
    description: { type: GraphQLString, resolve: (schema) => schema.description },
    types: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(__Type))),
      resolve: (schema) => Object.values(schema.getTypeMap()),
    },
    queryType: { type: new GraphQLNonNull(__Type), resolve: (schema) => schema.getQueryType() },
    mutationType: { type: __Type, resolve: (schema) => schema.getMutationType() },
    subscriptionType: { type: __Type, resolve: (schema) => schema.getSubscriptionType() },
    directives: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(__Directive))),
      args: { includeDeprecated: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: false } },
      resolve: (schema, args: IncludeDeprecatedArgs) => keepDeprecated(schema.getDirectives(), args),
    },
  }),
});

/**
 * The introspection types, added to every schema.
 *
 * @example
 * introspectionTypes.map((t) => t.name); // ['__Schema', '__Directive', ...]
 */
export const introspectionTypes: ReadonlyArray<GraphQLNamedType> = Object.freeze([
  __Schema,
  __Directive,
  __DirectiveLocation,
  __Type,
  __Field,
  __InputValue,
  __EnumValue,
  __TypeKind,
]);

/** @example isIntrospectionType(__Schema); // true */
export function isIntrospectionType(type: GraphQLNamedType): boolean {
  return introspectionTypes.some(({ name }) => type.name === name);
}

/**
 * `__schema: __Schema!`, on the query root only (spec §4.1).
 *
 * @example
 * SchemaMetaFieldDef.name; // '__schema'
 */
export const SchemaMetaFieldDef: GraphQLField = {
  name: '__schema',
  type: new GraphQLNonNull(__Schema),
  description: 'The schema of this server, for introspection.',
  args: [],
  resolve: (_source, _args, _context, info) => info.schema,
  subscribe: undefined,
  deprecationReason: undefined,
  astNode: undefined,
};

/**
 * `__type(name: String!): __Type`, on the query root only (spec §4.1).
 *
 * @example
 * TypeMetaFieldDef.args[0]?.name; // 'name'
 */
export const TypeMetaFieldDef: GraphQLField = {
  name: '__type',
  type: __Type,
  description: 'One type of the schema, looked up by name; null when there is no such type.',
  args: [
    {
      name: 'name',
      description: undefined,
      type: new GraphQLNonNull(GraphQLString),
      defaultValue: undefined,
      deprecationReason: undefined,
      astNode: undefined,
    },
  ],
  resolve: (_source, args, _context, info) => info.schema.getType(String(args.name)),
  subscribe: undefined,
  deprecationReason: undefined,
  astNode: undefined,
};

/**
 * `__typename: String!`, on every object, interface and union (spec §4.1).
 *
 * @example
 * TypeNameMetaFieldDef.name; // '__typename'
 */
export const TypeNameMetaFieldDef: GraphQLField = {
  name: '__typename',
  type: new GraphQLNonNull(GraphQLString),
  description: 'The name of the object type this value is, at run time.',
  args: [],
  resolve: (_source, _args, _context, info) => info.parentType.name,
  subscribe: undefined,
  deprecationReason: undefined,
  astNode: undefined,
};
