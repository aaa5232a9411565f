import { GraphQLError } from '../error/graphql-error.js';
import type { Path } from '../execution/path.js';
import type {
  EnumTypeDefinitionNode,
  EnumValueDefinitionNode,
  FieldDefinitionNode,
  FieldNode,
  FragmentDefinitionNode,
  InputObjectTypeDefinitionNode,
  InputValueDefinitionNode,
  InterfaceTypeDefinitionNode,
  ObjectTypeDefinitionNode,
  OperationDefinitionNode,
  ScalarTypeDefinitionNode,
  UnionTypeDefinitionNode,
  ValueNode,
} from '../language/ast.js';
import { print } from '../language/printer.js';
import { inspect } from '../utilities/inspect.js';
import { didYouMean } from '../utilities/suggestion-list.js';
import { valueFromASTUntyped } from '../utilities/value-from-ast-untyped.js';
import type { GraphQLSchema } from './schema.js';

/**
 * The type system of spec §3: every named type plus the two wrapping types. Class and member
 * names follow graphql-js so code written against it reads the same here.
 */

/**
 * A function type whose parameters are compared bivariantly (as method parameters are), so a
 * resolver written for `(post: Post) => ...` fits a slot typed for any source.
 *
 * @example
 * type Resolver = Bivariant<(source: unknown) => unknown>; // accepts (post: Post) => ...
 */
export type Bivariant<F extends (...args: never[]) => unknown> = {
  method(...args: Parameters<F>): ReturnType<F>;
}['method'];

/**
 * A plain string-keyed record, the shape graphql-js calls ObjMap.
 *
 * @example
 * const args: ObjMap<unknown> = { first: 10 };
 */
export type ObjMap<T> = Record<string, T>;

/**
 * A value or a function producing it, so types can refer to each other before they exist.
 *
 * @example
 * const fields: ThunkObjMap<GraphQLFieldConfig> = () => ({ self: { type: Node } });
 */
export type ThunkObjMap<T> = ObjMap<T> | (() => ObjMap<T>);
/**
 * A list or a function producing it.
 *
 * @example
 * const interfaces: ThunkReadonlyArray<GraphQLInterfaceType> = () => [Node];
 */
export type ThunkReadonlyArray<T> = ReadonlyArray<T> | (() => ReadonlyArray<T>);

function resolveThunk<T>(thunk: T | (() => T)): T {
  return typeof thunk === 'function' ? (thunk as () => T)() : thunk;
}

const NAME_RE = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/**
 * Throws unless `name` is a valid GraphQL Name (spec §2.1.9).
 *
 * @example
 * assertName('Post'); // 'Post'; assertName('bad-name') throws
 */
export function assertName(name: string): string {
  if (name.length === 0) throw new GraphQLError('Expected name to be a non-empty string.');
  if (!NAME_RE.test(name)) throw new GraphQLError(`Names must only contain [_a-zA-Z0-9] but "${name}" does not.`);
  return name;
}

// ---------------------------------------------------------------------------------------------
// What named types share

/**
 * The part every named type shares: a name that is a valid GraphQL Name (§2.1.9), a description,
 * and the name as its string and JSON form (so `${type}` and error messages read naturally).
 *
 * @example
 * String(GraphQLInt); // 'Int'
 */
export abstract class GraphQLNamedTypeBase {
  readonly name: string;
  readonly description: string | undefined;

  constructor(name: string, description: string | null | undefined) {
    this.name = assertName(name);
    this.description = description ?? undefined;
  }

  toString(): string {
    return this.name;
  }

  toJSON(): string {
    return this.name;
  }
}

/**
 * Objects and interfaces (§3.6, §3.7): fields and implemented interfaces, each given directly or as
 * a thunk so types can refer to each other, and resolved on first use.
 *
 * @example
 * Post.getFields().title?.type; // GraphQLString
 */
export abstract class GraphQLFieldsTypeBase extends GraphQLNamedTypeBase {
  #fieldsThunk: ThunkObjMap<GraphQLFieldConfig>;
  #fields: GraphQLFieldMap | undefined;
  #interfacesThunk: ThunkReadonlyArray<GraphQLInterfaceType>;
  #interfaces: ReadonlyArray<GraphQLInterfaceType> | undefined;

  constructor(config: GraphQLObjectTypeConfig | GraphQLInterfaceTypeConfig) {
    super(config.name, config.description);
    this.#fieldsThunk = config.fields;
    this.#interfacesThunk = config.interfaces ?? [];
  }

  getFields(): GraphQLFieldMap {
    this.#fields ??= defineFieldMap(this.name, this.#fieldsThunk);
    return this.#fields;
  }

  getInterfaces(): ReadonlyArray<GraphQLInterfaceType> {
    this.#interfaces ??= resolveThunk(this.#interfacesThunk);
    return this.#interfaces;
  }
}

// ---------------------------------------------------------------------------------------------
// Scalars (§3.5)

/**
 * A scalar's result coercion: internal value → response value.
 *
 * @example
 * const serialize: GraphQLScalarSerializer<string> = (value) => String(value);
 */
export type GraphQLScalarSerializer<TExternal> = (outputValue: unknown) => TExternal;
/**
 * A scalar's input coercion of variable values.
 *
 * @example
 * const parseValue: GraphQLScalarValueParser<Date> = (value) => new Date(String(value));
 */
export type GraphQLScalarValueParser<TInternal> = (inputValue: unknown) => TInternal;
/**
 * A scalar's input coercion of literals in the document.
 *
 * @example
 * const parseLiteral: GraphQLScalarLiteralParser<number> = (node) => (node.kind === 'IntValue' ? Number(node.value) : undefined);
 */
export type GraphQLScalarLiteralParser<TInternal> = (
  valueNode: ValueNode,
  variables?: ObjMap<unknown> | null,
) => TInternal;

/**
 * How to build a GraphQLScalarType.
 *
 * @example
 * const config: GraphQLScalarTypeConfig = { name: 'Url', serialize: String };
 */
export interface GraphQLScalarTypeConfig<TInternal = unknown, TExternal = TInternal> {
  name: string;
  description?: string | null | undefined;
  specifiedByURL?: string | null | undefined;
  serialize?: GraphQLScalarSerializer<TExternal> | undefined;
  parseValue?: GraphQLScalarValueParser<TInternal> | undefined;
  parseLiteral?: GraphQLScalarLiteralParser<TInternal> | undefined;
  astNode?: ScalarTypeDefinitionNode | null | undefined;
}

/**
 * A leaf type whose values are coerced by three functions: `serialize` for results,
 * `parseValue` for variables, `parseLiteral` for literals in the document.
 *
 * @example
 * const Odd = new GraphQLScalarType({ name: 'Odd', serialize: (v) => (Number(v) % 2 === 1 ? v : null) });
 */
export class GraphQLScalarType<TInternal = unknown, TExternal = TInternal> extends GraphQLNamedTypeBase {
  readonly specifiedByURL: string | undefined;
  readonly serialize: GraphQLScalarSerializer<TExternal>;
  readonly parseValue: GraphQLScalarValueParser<TInternal>;
  readonly parseLiteral: GraphQLScalarLiteralParser<TInternal>;
  readonly astNode: ScalarTypeDefinitionNode | undefined;

  constructor(config: GraphQLScalarTypeConfig<TInternal, TExternal>) {
    super(config.name, config.description);
    this.specifiedByURL = config.specifiedByURL ?? undefined;
    this.serialize = config.serialize ?? ((value) => value as TExternal);
    const parseValue = config.parseValue ?? ((value: unknown) => value as TInternal);
    this.parseValue = parseValue;
    // Without a literal parser the literal is read as plain data and handed to parseValue.
    this.parseLiteral =
      config.parseLiteral ?? ((node, variables) => parseValue(valueFromASTUntyped(node, variables ?? undefined)));
    this.astNode = config.astNode ?? undefined;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLScalarType';
  }
}

// ---------------------------------------------------------------------------------------------
// Objects, interfaces and their fields (§3.6, §3.7)

/**
 * Where a field sits in the response, what it returns, and the request around it.
 *
 * @example
 * const resolve = (_source, _args, _context, info: GraphQLResolveInfo) => info.fieldName;
 */
export interface GraphQLResolveInfo {
  readonly fieldName: string;
  readonly fieldNodes: ReadonlyArray<FieldNode>;
  readonly returnType: GraphQLOutputType;
  readonly parentType: GraphQLObjectType;
  readonly path: Path;
  readonly schema: GraphQLSchema;
  readonly fragments: ObjMap<FragmentDefinitionNode>;
  readonly rootValue: unknown;
  readonly operation: OperationDefinitionNode;
  readonly variableValues: { readonly [name: string]: unknown };
}

/**
 * A field resolver: `(source, args, context, info)` → the field's value or a promise of it.
 *
 * @example
 * const title: GraphQLFieldResolver<Post> = (post) => post.title;
 */
export type GraphQLFieldResolver<TSource = unknown, TContext = unknown, TArgs = ObjMap<unknown>, TResult = unknown> = (
  source: TSource,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult;

/**
 * Names the object type of a value of an abstract type (or a promise of the name).
 *
 * @example
 * const resolveType: GraphQLTypeResolver = (value) => ('title' in (value as object) ? 'Post' : 'Author');
 */
export type GraphQLTypeResolver<TSource = unknown, TContext = unknown> = (
  value: TSource,
  context: TContext,
  info: GraphQLResolveInfo,
  abstractType: GraphQLAbstractType,
) => PromiseLike<string | undefined> | string | undefined;

/**
 * Says whether a value belongs to an object type.
 *
 * @example
 * const isTypeOf: GraphQLIsTypeOfFn = (value) => 'title' in (value as object);
 */
export type GraphQLIsTypeOfFn<TSource = unknown, TContext = unknown> = (
  source: TSource,
  context: TContext,
  info: GraphQLResolveInfo,
) => PromiseLike<boolean> | boolean;

/**
 * How to define an argument.
 *
 * @example
 * const first: GraphQLArgumentConfig = { type: GraphQLInt, defaultValue: 10 };
 */
export interface GraphQLArgumentConfig {
  type: GraphQLInputType;
  description?: string | null | undefined;
  defaultValue?: unknown;
  deprecationReason?: string | null | undefined;
  astNode?: InputValueDefinitionNode | null | undefined;
}

/**
 * How to define a field: its type, arguments, resolver, description, deprecation.
 *
 * @example
 * const title: GraphQLFieldConfig<Post> = { type: GraphQLString, resolve: (post) => post.title };
 */
export interface GraphQLFieldConfig<TSource = unknown, TContext = unknown, TArgs = ObjMap<unknown>> {
  type: GraphQLOutputType;
  description?: string | null | undefined;
  args?: ObjMap<GraphQLArgumentConfig> | undefined;
  resolve?: Bivariant<GraphQLFieldResolver<TSource, TContext, TArgs>> | undefined;
  subscribe?: Bivariant<GraphQLFieldResolver<TSource, TContext, TArgs>> | undefined;
  deprecationReason?: string | null | undefined;
  astNode?: FieldDefinitionNode | null | undefined;
}

/**
 * An argument of a field or directive, as built.
 *
 * @example
 * field.args.map((arg: GraphQLArgument) => arg.name);
 */
export interface GraphQLArgument {
  readonly name: string;
  readonly description: string | undefined;
  readonly type: GraphQLInputType;
  /** `undefined` when the argument has no default (null is a real default). */
  readonly defaultValue: unknown;
  readonly deprecationReason: string | undefined;
  readonly astNode: InputValueDefinitionNode | undefined;
}

/**
 * A field of an object or interface type, as built.
 *
 * @example
 * const field: GraphQLField | undefined = Post.getFields().title;
 */
export interface GraphQLField {
  readonly name: string;
  readonly description: string | undefined;
  readonly type: GraphQLOutputType;
  readonly args: ReadonlyArray<GraphQLArgument>;
  readonly resolve: GraphQLFieldResolver | undefined;
  readonly subscribe: GraphQLFieldResolver | undefined;
  readonly deprecationReason: string | undefined;
  readonly astNode: FieldDefinitionNode | undefined;
}

/**
 * The fields of an object or interface type by name.
 *
 * @example
 * const fields: GraphQLFieldMap = Post.getFields();
 */
export type GraphQLFieldMap = ObjMap<GraphQLField>;

/**
 * Argument configs by name → the argument list of a field or directive, names checked.
 *
 * @example
 * defineArguments({ first: { type: GraphQLInt, defaultValue: 10 } })[0]?.defaultValue; // 10
 */
export function defineArguments(config: ObjMap<GraphQLArgumentConfig> | undefined): GraphQLArgument[] {
  if (config === undefined) return [];
  return Object.entries(config).map(([name, arg]) => ({
    name: assertName(name),
    description: arg.description ?? undefined,
    type: arg.type,
    defaultValue: arg.defaultValue,
    deprecationReason: arg.deprecationReason ?? undefined,
    astNode: arg.astNode ?? undefined,
  }));
}

function defineFieldMap(typeName: string, thunk: ThunkObjMap<GraphQLFieldConfig>): GraphQLFieldMap {
  const config = resolveThunk(thunk);
  const fields: GraphQLFieldMap = Object.create(null);
  for (const [name, field] of Object.entries(config)) {
    if (field.resolve !== undefined && typeof field.resolve !== 'function') {
      throw new Error(
        `${typeName}.${name} field resolver must be a function if provided, but got: ${inspect(field.resolve)}.`,
      );
    }
    fields[name] = {
      name: assertName(name),
      description: field.description ?? undefined,
      type: field.type,
      args: defineArguments(field.args),
      resolve: field.resolve as GraphQLFieldResolver | undefined,
      subscribe: field.subscribe as GraphQLFieldResolver | undefined,
      deprecationReason: field.deprecationReason ?? undefined,
      astNode: field.astNode ?? undefined,
    };
  }
  return fields;
}

/**
 * How to build a GraphQLObjectType.
 *
 * @example
 * const config: GraphQLObjectTypeConfig = { name: 'Post', fields: { title: { type: GraphQLString } } };
 */
export interface GraphQLObjectTypeConfig<TSource = unknown, TContext = unknown> {
  name: string;
  description?: string | null | undefined;
  interfaces?: ThunkReadonlyArray<GraphQLInterfaceType> | undefined;
  fields: ThunkObjMap<GraphQLFieldConfig<TSource, TContext>>;
  isTypeOf?: Bivariant<GraphQLIsTypeOfFn<TSource, TContext>> | null | undefined;
  astNode?: ObjectTypeDefinitionNode | null | undefined;
}

/**
 * An output type with named fields, each resolved by a function (spec §3.6).
 *
 * @example
 * const Query = new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'hi' } } });
 */
export class GraphQLObjectType extends GraphQLFieldsTypeBase {
  readonly isTypeOf: GraphQLIsTypeOfFn | undefined;
  readonly astNode: ObjectTypeDefinitionNode | undefined;

  constructor(config: GraphQLObjectTypeConfig) {
    super(config);
    this.isTypeOf = (config.isTypeOf ?? undefined) as GraphQLIsTypeOfFn | undefined;
    this.astNode = config.astNode ?? undefined;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLObjectType';
  }
}

/**
 * How to build a GraphQLInterfaceType.
 *
 * @example
 * const config: GraphQLInterfaceTypeConfig = { name: 'Node', fields: { id: { type: GraphQLID } } };
 */
export interface GraphQLInterfaceTypeConfig<TSource = unknown, TContext = unknown> {
  name: string;
  description?: string | null | undefined;
  interfaces?: ThunkReadonlyArray<GraphQLInterfaceType> | undefined;
  fields: ThunkObjMap<GraphQLFieldConfig<TSource, TContext>>;
  resolveType?: Bivariant<GraphQLTypeResolver<TSource, TContext>> | null | undefined;
  astNode?: InterfaceTypeDefinitionNode | null | undefined;
}

/**
 * An abstract output type: a set of fields that implementing object types must provide (§3.7).
 *
 * @example
 * const Node = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
 */
export class GraphQLInterfaceType extends GraphQLFieldsTypeBase {
  readonly resolveType: GraphQLTypeResolver | undefined;
  readonly astNode: InterfaceTypeDefinitionNode | undefined;

  constructor(config: GraphQLInterfaceTypeConfig) {
    super(config);
    this.resolveType = (config.resolveType ?? undefined) as GraphQLTypeResolver | undefined;
    this.astNode = config.astNode ?? undefined;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLInterfaceType';
  }
}

/**
 * How to build a GraphQLUnionType.
 *
 * @example
 * const config: GraphQLUnionTypeConfig = { name: 'SearchResult', types: [Post, Author] };
 */
export interface GraphQLUnionTypeConfig<TSource = unknown, TContext = unknown> {
  name: string;
  description?: string | null | undefined;
  types: ThunkReadonlyArray<GraphQLObjectType>;
  resolveType?: Bivariant<GraphQLTypeResolver<TSource, TContext>> | null | undefined;
  astNode?: UnionTypeDefinitionNode | null | undefined;
}

/**
 * An abstract output type that is one of a list of object types (§3.8).
 *
 * @example
 * const SearchResult = new GraphQLUnionType({ name: 'SearchResult', types: [Post, Author] });
 */
export class GraphQLUnionType extends GraphQLNamedTypeBase {
  readonly resolveType: GraphQLTypeResolver | undefined;
  readonly astNode: UnionTypeDefinitionNode | undefined;
  #typesThunk: ThunkReadonlyArray<GraphQLObjectType>;
  #types: ReadonlyArray<GraphQLObjectType> | undefined;

  constructor(config: GraphQLUnionTypeConfig) {
    super(config.name, config.description);
    this.resolveType = (config.resolveType ?? undefined) as GraphQLTypeResolver | undefined;
    this.astNode = config.astNode ?? undefined;
    this.#typesThunk = config.types;
  }

  getTypes(): ReadonlyArray<GraphQLObjectType> {
    this.#types ??= resolveThunk(this.#typesThunk);
    return this.#types;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLUnionType';
  }
}

// ---------------------------------------------------------------------------------------------
// Enums (§3.9)

/**
 * How to define an enum value.
 *
 * @example
 * const RED: GraphQLEnumValueConfig = { value: '#f00', description: 'Red' };
 */
export interface GraphQLEnumValueConfig {
  /** The internal value resolvers see and return; defaults to the value's name. */
  value?: unknown;
  description?: string | null | undefined;
  deprecationReason?: string | null | undefined;
  astNode?: EnumValueDefinitionNode | null | undefined;
}

/**
 * An enum value, as built.
 *
 * @example
 * Color.getValues().map((value: GraphQLEnumValue) => value.name);
 */
export interface GraphQLEnumValue {
  readonly name: string;
  readonly description: string | undefined;
  readonly value: unknown;
  readonly deprecationReason: string | undefined;
  readonly astNode: EnumValueDefinitionNode | undefined;
}

/**
 * How to build a GraphQLEnumType.
 *
 * @example
 * const config: GraphQLEnumTypeConfig = { name: 'Color', values: { RED: {}, GREEN: {} } };
 */
export interface GraphQLEnumTypeConfig {
  name: string;
  description?: string | null | undefined;
  values: ObjMap<GraphQLEnumValueConfig>;
  astNode?: EnumTypeDefinitionNode | null | undefined;
}

/**
 * A leaf type with a closed set of names, each mapped to an internal value (§3.9).
 *
 * @example
 * const Color = new GraphQLEnumType({ name: 'Color', values: { RED: { value: 'r' }, GREEN: {} } });
 */
export class GraphQLEnumType extends GraphQLNamedTypeBase {
  readonly astNode: EnumTypeDefinitionNode | undefined;
  #values: ReadonlyArray<GraphQLEnumValue>;
  #byName: Map<string, GraphQLEnumValue>;
  #byValue: Map<unknown, GraphQLEnumValue>;

  constructor(config: GraphQLEnumTypeConfig) {
    super(config.name, config.description);
    this.astNode = config.astNode ?? undefined;
    this.#values = Object.entries(config.values).map(([name, value]) => ({
      name: assertEnumValueName(name),
      description: value.description ?? undefined,
      value: value.value !== undefined ? value.value : name,
      deprecationReason: value.deprecationReason ?? undefined,
      astNode: value.astNode ?? undefined,
    }));
    this.#byName = new Map(this.#values.map((value) => [value.name, value]));
    this.#byValue = new Map(this.#values.map((value) => [value.value, value]));
  }

  getValues(): ReadonlyArray<GraphQLEnumValue> {
    return this.#values;
  }

  getValue(name: string): GraphQLEnumValue | undefined {
    return this.#byName.get(name);
  }

  /** Internal value → the enum value's name, for the response. */
  serialize(outputValue: unknown): string {
    const enumValue = this.#byValue.get(outputValue);
    if (enumValue === undefined) {
      throw new GraphQLError(`Enum "${this.name}" cannot represent value: ${inspect(outputValue)}`);
    }
    return enumValue.name;
  }

  /** A variable's value (a name as a string) → the internal value. */
  parseValue(inputValue: unknown): unknown {
    if (typeof inputValue !== 'string') {
      throw new GraphQLError(
        `Enum "${this.name}" cannot represent non-string value: ${inspect(inputValue)}.${this.#didYouMean(inspect(inputValue))}`,
      );
    }
    const enumValue = this.getValue(inputValue);
    if (enumValue === undefined) {
      throw new GraphQLError(
        `Value "${inputValue}" does not exist in "${this.name}" enum.${this.#didYouMean(inputValue)}`,
      );
    }
    return enumValue.value;
  }

  /** An enum literal in the document → the internal value. */
  parseLiteral(valueNode: ValueNode, _variables?: ObjMap<unknown> | null): unknown {
    if (valueNode.kind !== 'EnumValue') {
      const printed = print(valueNode);
      throw new GraphQLError(
        `Enum "${this.name}" cannot represent non-enum value: ${printed}.${this.#didYouMean(printed)}`,
        { nodes: valueNode },
      );
    }
    const enumValue = this.getValue(valueNode.value);
    if (enumValue === undefined) {
      throw new GraphQLError(
        `Value "${valueNode.value}" does not exist in "${this.name}" enum.${this.#didYouMean(valueNode.value)}`,
        { nodes: valueNode },
      );
    }
    return enumValue.value;
  }

  #didYouMean(input: string): string {
    return didYouMean(
      'the enum value',
      input,
      this.#values.map((value) => value.name),
    );
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLEnumType';
  }
}

function assertEnumValueName(name: string): string {
  if (name === 'true' || name === 'false' || name === 'null') {
    throw new GraphQLError(`Enum values cannot be named: ${name}`);
  }
  return assertName(name);
}

// ---------------------------------------------------------------------------------------------
// Input objects (§3.10)

/**
 * How to define an input object field.
 *
 * @example
 * const title: GraphQLInputFieldConfig = { type: new GraphQLNonNull(GraphQLString) };
 */
export interface GraphQLInputFieldConfig {
  type: GraphQLInputType;
  description?: string | null | undefined;
  defaultValue?: unknown;
  deprecationReason?: string | null | undefined;
  astNode?: InputValueDefinitionNode | null | undefined;
}

/**
 * An input object field, as built.
 *
 * @example
 * const field: GraphQLInputField | undefined = PostInput.getFields().title;
 */
export interface GraphQLInputField {
  readonly name: string;
  readonly description: string | undefined;
  readonly type: GraphQLInputType;
  readonly defaultValue: unknown;
  readonly deprecationReason: string | undefined;
  readonly astNode: InputValueDefinitionNode | undefined;
}

/**
 * The fields of an input object type by name.
 *
 * @example
 * const fields: GraphQLInputFieldMap = PostInput.getFields();
 */
export type GraphQLInputFieldMap = ObjMap<GraphQLInputField>;

/**
 * How to build a GraphQLInputObjectType.
 *
 * @example
 * const config: GraphQLInputObjectTypeConfig = { name: 'PostInput', fields: { title: { type: GraphQLString } } };
 */
export interface GraphQLInputObjectTypeConfig {
  name: string;
  description?: string | null | undefined;
  fields: ThunkObjMap<GraphQLInputFieldConfig>;
  isOneOf?: boolean | undefined;
  astNode?: InputObjectTypeDefinitionNode | null | undefined;
}

/**
 * An input type made of named input fields, used for structured arguments (§3.10).
 *
 * @example
 * const PostInput = new GraphQLInputObjectType({ name: 'PostInput', fields: { title: { type: GraphQLString } } });
 */
export class GraphQLInputObjectType extends GraphQLNamedTypeBase {
  /** `@oneOf` (spec 2025 §3.10.1): exactly one field must be given, and not null. */
  readonly isOneOf: boolean;
  readonly astNode: InputObjectTypeDefinitionNode | undefined;
  #fieldsThunk: ThunkObjMap<GraphQLInputFieldConfig>;
  #fields: GraphQLInputFieldMap | undefined;

  constructor(config: GraphQLInputObjectTypeConfig) {
    super(config.name, config.description);
    this.astNode = config.astNode ?? undefined;
    this.isOneOf = config.isOneOf ?? false;
    this.#fieldsThunk = config.fields;
  }

  getFields(): GraphQLInputFieldMap {
    if (this.#fields === undefined) {
      const fields: GraphQLInputFieldMap = Object.create(null);
      for (const [name, field] of Object.entries(resolveThunk(this.#fieldsThunk))) {
        fields[name] = {
          name: assertName(name),
          description: field.description ?? undefined,
          type: field.type,
          defaultValue: field.defaultValue,
          deprecationReason: field.deprecationReason ?? undefined,
          astNode: field.astNode ?? undefined,
        };
      }
      this.#fields = fields;
    }
    return this.#fields;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLInputObjectType';
  }
}

// ---------------------------------------------------------------------------------------------
// Wrapping types (§3.11, §3.12)

/**
 * A list of `ofType` (spec §3.11).
 *
 * @example
 * const Posts = new GraphQLList(new GraphQLNonNull(Post)); // [Post!]
 */
export class GraphQLList<T extends GraphQLType = GraphQLType> {
  readonly ofType: T;

  constructor(ofType: T) {
    this.ofType = ofType;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLList';
  }

  toString(): string {
    return `[${String(this.ofType)}]`;
  }

  toJSON(): string {
    return this.toString();
  }
}

/**
 * `ofType` with null excluded (spec §3.12). Wrapping a non-null type again is an error.
 *
 * @example
 * const RequiredId = new GraphQLNonNull(GraphQLID); // ID!
 */
export class GraphQLNonNull<T extends GraphQLNullableType = GraphQLNullableType> {
  readonly ofType: T;

  constructor(ofType: T) {
    if (ofType instanceof GraphQLNonNull) {
      throw new Error(`Expected ${inspect(ofType)} to be a GraphQL nullable type.`);
    }
    this.ofType = ofType;
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLNonNull';
  }

  toString(): string {
    return `${String(this.ofType)}!`;
  }

  toJSON(): string {
    return this.toString();
  }
}

// ---------------------------------------------------------------------------------------------
// Type unions and predicates

/**
 * Any type with a name: scalars, objects, interfaces, unions, enums, input objects.
 *
 * @example
 * const type: GraphQLNamedType | undefined = schema.getType('Post');
 */
export type GraphQLNamedType =
  | GraphQLScalarType
  | GraphQLObjectType
  | GraphQLInterfaceType
  | GraphQLUnionType
  | GraphQLEnumType
  | GraphQLInputObjectType;
/**
 * Any type but a non-null wrapper.
 *
 * @example
 * const nullable: GraphQLNullableType = getNullableType(new GraphQLNonNull(GraphQLInt));
 */
export type GraphQLNullableType = GraphQLNamedType | GraphQLList;
/**
 * A list or non-null wrapper.
 *
 * @example
 * const wrapped: GraphQLWrappingType = new GraphQLList(GraphQLInt);
 */
export type GraphQLWrappingType = GraphQLList | GraphQLNonNull;
/**
 * Any type, named or wrapping.
 *
 * @example
 * const type: GraphQLType = new GraphQLList(new GraphQLNonNull(Post));
 */
export type GraphQLType = GraphQLNamedType | GraphQLWrappingType;
/**
 * Types whose values are leaves of the response: scalars and enums.
 *
 * @example
 * const leaf: GraphQLLeafType = GraphQLInt;
 */
export type GraphQLLeafType = GraphQLScalarType | GraphQLEnumType;
/**
 * Types with selection sets: objects, interfaces, unions.
 *
 * @example
 * const composite: GraphQLCompositeType = Post;
 */
export type GraphQLCompositeType = GraphQLObjectType | GraphQLInterfaceType | GraphQLUnionType;
/**
 * Types resolved to an object type at run time: interfaces and unions.
 *
 * @example
 * const abstract: GraphQLAbstractType = SearchResult;
 */
export type GraphQLAbstractType = GraphQLInterfaceType | GraphQLUnionType;
/**
 * Named types allowed as inputs.
 *
 * @example
 * const input: GraphQLNamedInputType = PostInput;
 */
export type GraphQLNamedInputType = GraphQLScalarType | GraphQLEnumType | GraphQLInputObjectType;
/**
 * Named types allowed as outputs.
 *
 * @example
 * const output: GraphQLNamedOutputType = Post;
 */
export type GraphQLNamedOutputType =
  | GraphQLScalarType
  | GraphQLObjectType
  | GraphQLInterfaceType
  | GraphQLUnionType
  | GraphQLEnumType;
/**
 * Types allowed for arguments, variables and input fields (spec §3.10 IsInputType).
 *
 * @example
 * const type: GraphQLInputType = new GraphQLList(GraphQLInt);
 */
export type GraphQLInputType =
  | GraphQLNamedInputType
  | GraphQLList<GraphQLInputType>
  | GraphQLNonNull<GraphQLNamedInputType | GraphQLList<GraphQLInputType>>;
/**
 * Types allowed for fields (spec §3.6 IsOutputType).
 *
 * @example
 * const type: GraphQLOutputType = new GraphQLNonNull(Post);
 */
export type GraphQLOutputType =
  | GraphQLNamedOutputType
  | GraphQLList<GraphQLOutputType>
  | GraphQLNonNull<GraphQLNamedOutputType | GraphQLList<GraphQLOutputType>>;

/** @example isScalarType(GraphQLInt); // true */
export function isScalarType(type: unknown): type is GraphQLScalarType {
  return type instanceof GraphQLScalarType;
}
/** @example isObjectType(schema.getQueryType()); // true */
export function isObjectType(type: unknown): type is GraphQLObjectType {
  return type instanceof GraphQLObjectType;
}
/** @example isInterfaceType(schema.getType('Node')); // true */
export function isInterfaceType(type: unknown): type is GraphQLInterfaceType {
  return type instanceof GraphQLInterfaceType;
}
/** @example isUnionType(schema.getType('SearchResult')); // true */
export function isUnionType(type: unknown): type is GraphQLUnionType {
  return type instanceof GraphQLUnionType;
}
/** @example isEnumType(schema.getType('Color')); // true */
export function isEnumType(type: unknown): type is GraphQLEnumType {
  return type instanceof GraphQLEnumType;
}
/** @example isInputObjectType(schema.getType('PostInput')); // true */
export function isInputObjectType(type: unknown): type is GraphQLInputObjectType {
  return type instanceof GraphQLInputObjectType;
}
/** @example isListType(new GraphQLList(GraphQLInt)); // true */
export function isListType(type: unknown): type is GraphQLList {
  return type instanceof GraphQLList;
}
/** @example isNonNullType(new GraphQLNonNull(GraphQLInt)); // true */
export function isNonNullType(type: unknown): type is GraphQLNonNull {
  return type instanceof GraphQLNonNull;
}
/** @example isWrappingType(new GraphQLList(GraphQLInt)); // true */
export function isWrappingType(type: unknown): type is GraphQLWrappingType {
  return isListType(type) || isNonNullType(type);
}
/** @example isNamedType(GraphQLInt); // true */
export function isNamedType(type: unknown): type is GraphQLNamedType {
  return (
    isScalarType(type) ||
    isObjectType(type) ||
    isInterfaceType(type) ||
    isUnionType(type) ||
    isEnumType(type) ||
    isInputObjectType(type)
  );
}
/** @example isType(new GraphQLList(GraphQLInt)); // true */
export function isType(type: unknown): type is GraphQLType {
  return isNamedType(type) || isWrappingType(type);
}
/** A type that can be an argument or variable type: scalars, enums, input objects, wrapped. @example isInputType(GraphQLInt); // true */
export function isInputType(type: unknown): type is GraphQLInputType {
  return (
    isScalarType(type) ||
    isEnumType(type) ||
    isInputObjectType(type) ||
    (isWrappingType(type) && isInputType(type.ofType))
  );
}
/** A type a field can return: scalars, objects, interfaces, unions, enums, wrapped. @example isOutputType(GraphQLInt); // true */
export function isOutputType(type: unknown): type is GraphQLOutputType {
  return (
    isScalarType(type) ||
    isObjectType(type) ||
    isInterfaceType(type) ||
    isUnionType(type) ||
    isEnumType(type) ||
    (isWrappingType(type) && isOutputType(type.ofType))
  );
}
/** @example isLeafType(GraphQLInt); // true */
export function isLeafType(type: unknown): type is GraphQLLeafType {
  return isScalarType(type) || isEnumType(type);
}
/** @example isCompositeType(schema.getType('Post')); // true */
export function isCompositeType(type: unknown): type is GraphQLCompositeType {
  return isObjectType(type) || isInterfaceType(type) || isUnionType(type);
}
/** @example isAbstractType(schema.getType('SearchResult')); // true */
export function isAbstractType(type: unknown): type is GraphQLAbstractType {
  return isInterfaceType(type) || isUnionType(type);
}
/** @example isNullableType(GraphQLInt); // true */
export function isNullableType(type: unknown): type is GraphQLNullableType {
  return isType(type) && !isNonNullType(type);
}
/** Spec §5.6.4: a required input value is non-null and has no default. @example isRequiredArgument(arg); */
export function isRequiredArgument(arg: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(arg.type) && arg.defaultValue === undefined;
}
/** @example isRequiredInputField(field); */
export const isRequiredInputField = isRequiredArgument;

/**
 * Strips every wrapper: `[Post!]!` → `Post`.
 *
 * @example
 * getNamedType(new GraphQLNonNull(new GraphQLList(GraphQLInt))); // GraphQLInt
 */
export function getNamedType(type: GraphQLType): GraphQLNamedType;
export function getNamedType(type: GraphQLType | undefined | null): GraphQLNamedType | undefined;
export function getNamedType(type: GraphQLType | undefined | null): GraphQLNamedType | undefined {
  let unwrapped = type ?? undefined;
  while (unwrapped instanceof GraphQLList || unwrapped instanceof GraphQLNonNull) unwrapped = unwrapped.ofType;
  return unwrapped;
}

/**
 * Strips one non-null wrapper: `[Post!]!` → `[Post!]`.
 *
 * @example
 * getNullableType(new GraphQLNonNull(GraphQLInt)); // GraphQLInt
 */
export function getNullableType<T extends GraphQLType>(type: T): GraphQLNullableType {
  return type instanceof GraphQLNonNull ? type.ofType : (type as GraphQLNullableType);
}
