import { GraphQLError } from '../error/graphql-error.js';
import { getDirectiveValues } from '../execution/coerce-argument-values.js';
import type {
  ConstDirectiveNode,
  DirectiveDefinitionNode,
  DocumentNode,
  EnumTypeDefinitionNode,
  EnumTypeExtensionNode,
  FieldDefinitionNode,
  InputObjectTypeDefinitionNode,
  InputObjectTypeExtensionNode,
  InputValueDefinitionNode,
  InterfaceTypeDefinitionNode,
  InterfaceTypeExtensionNode,
  NamedTypeNode,
  ObjectTypeDefinitionNode,
  ObjectTypeExtensionNode,
  OperationTypeDefinitionNode,
  ScalarTypeDefinitionNode,
  ScalarTypeExtensionNode,
  SchemaDefinitionNode,
  TypeDefinitionNode,
  TypeNode,
  UnionTypeDefinitionNode,
  UnionTypeExtensionNode,
} from '../language/ast.js';
import { type ParseOptions, parse } from '../language/parser.js';
import type { Source } from '../language/source.js';
import {
  type Bivariant,
  type GraphQLArgumentConfig,
  GraphQLEnumType,
  type GraphQLEnumValueConfig,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLInputFieldConfig,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInterfaceType,
  type GraphQLIsTypeOfFn,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  GraphQLScalarType,
  type GraphQLScalarTypeConfig,
  type GraphQLType,
  type GraphQLTypeResolver,
  GraphQLUnionType,
  isInputType,
  isInterfaceType,
  isObjectType,
  isOutputType,
  type ObjMap,
} from '../type/definition.js';
import {
  GraphQLDeprecatedDirective,
  GraphQLDirective,
  type GraphQLDirectiveLocation,
  GraphQLSpecifiedByDirective,
  specifiedDirectives,
} from '../type/directives.js';
import { specifiedScalarTypes } from '../type/scalars.js';
import { GraphQLSchema } from '../type/schema.js';
import { assertValidSchema } from '../type/validate-schema.js';
import { valueFromAST } from './value-from-ast.js';

/**
 * `field(parent, args, context, info)`.
 *
 * @example
 * const posts: ResolverFn = (author, args, context) => db.postsBy((author as Author).id);
 */
export type ResolverFn = Bivariant<
  (parent: unknown, args: ObjMap<unknown>, context: unknown, info: GraphQLResolveInfo) => unknown
>;

/**
 * A field's entry: the resolver itself, or `{ resolve, subscribe }`.
 *
 * @example
 * const entry: FieldResolverEntry = { resolve: () => 1 };
 */
export type FieldResolverEntry = ResolverFn | { readonly resolve?: ResolverFn; readonly subscribe?: ResolverFn };

/**
 * Resolvers of an object or interface type, plus the special `__resolveType` and `__isTypeOf`.
 * Two object types intersected rather than one interface: the field entries' index signature holds
 * only {@link FieldResolverEntry}, one call signature, so TypeScript types an unannotated
 * resolver's parameters from it (an index signature that also admitted the special functions'
 * signatures gave them none: implicit `any`, an error under `strict`); the special names take their
 * types from their own declarations.
 *
 * @example
 * const Post: TypeResolvers = { author: (post) => db.author((post as Post).authorId) };
 */
export type TypeResolvers = {
  readonly [field: string]: FieldResolverEntry | undefined;
} & {
  readonly __resolveType?: Bivariant<GraphQLTypeResolver>;
  readonly __isTypeOf?: Bivariant<GraphQLIsTypeOfFn>;
};

/**
 * How a custom scalar coerces: any of the three functions, the others default to identity.
 *
 * @example
 * const DateTime: ScalarResolvers = { serialize: (d) => (d as Date).toISOString() };
 */
export type ScalarResolvers = Pick<GraphQLScalarTypeConfig, 'serialize' | 'parseValue' | 'parseLiteral'>;

/**
 * Internal values of an enum's values: `{ RED: 'r', GREEN: 2 }`.
 *
 * @example
 * const Role: EnumValueMap = { ADMIN: 'admin', READER: 'reader' };
 */
export type EnumValueMap = { readonly [valueName: string]: unknown };

/**
 * Per type name: field resolvers (objects, interfaces; `__resolveType` for interfaces and unions,
 * `__isTypeOf` for objects), coercion functions or a GraphQLScalarType (custom scalars), internal
 * values (enums).
 *
 * @example
 * const resolvers: ResolverMap = { Query: { hello: () => 'hi' }, Role: { ADMIN: 'admin' } };
 */
export type ResolverMap = {
  readonly [typeName: string]: TypeResolvers | ScalarResolvers | GraphQLScalarType | EnumValueMap;
};

/**
 * Options of `buildSchema`.
 *
 * @example
 * buildSchema(sdl, { resolvers, parseOptions: { maxDepth: 64 } });
 */
export interface BuildSchemaOptions {
  readonly resolvers?: ResolverMap | undefined;
  /** Skip the schema validation rules (as graphql-js's `assumeValid`); the schema may then misbehave. */
  readonly assumeValid?: boolean | undefined;
  /** Passed to the parser; by default a schema document has no token limit. */
  readonly parseOptions?: ParseOptions | undefined;
}

type NamedTypeDefinition = TypeDefinitionNode;
type ExtensionOf<T extends NamedTypeDefinition> = T extends ObjectTypeDefinitionNode
  ? ObjectTypeExtensionNode
  : T extends InterfaceTypeDefinitionNode
    ? InterfaceTypeExtensionNode
    : T extends UnionTypeDefinitionNode
      ? UnionTypeExtensionNode
      : T extends EnumTypeDefinitionNode
        ? EnumTypeExtensionNode
        : T extends InputObjectTypeDefinitionNode
          ? InputObjectTypeExtensionNode
          : ScalarTypeExtensionNode;

/**
 * Builds an executable schema from type system definition language (spec §3) and a resolver map,
 * in the style of graphql-tools' `makeExecutableSchema`. Root types come from a `schema { ... }`
 * definition or, without one, the types named Query, Mutation and Subscription.
 *
 * @example
 * const schema = buildSchema('type Query { hello(name: String): String }', {
 *   resolvers: { Query: { hello: (_root, args) => `Hello ${String(args.name)}` } },
 * });
 */
export function buildSchema(sdl: string | Source, options: BuildSchemaOptions = {}): GraphQLSchema {
  const document = parse(sdl, { maxTokens: Number.POSITIVE_INFINITY, ...options.parseOptions });
  return buildASTSchema(document, options);
}

/**
 * `buildSchema` for an already parsed document.
 *
 * @example
 * const schema = buildASTSchema(parse('type Query { a: Int }'));
 */
export function buildASTSchema(document: DocumentNode, options: BuildSchemaOptions = {}): GraphQLSchema {
  const schema = new SchemaBuilder(document, options.resolvers ?? {}, options.assumeValid === true).build();
  assertValidSchema(schema);
  return schema;
}

/** The state of one build: definitions by name, and the types made from them so far. */
class SchemaBuilder {
  readonly #resolvers: ResolverMap;
  readonly #definitions = new Map<string, NamedTypeDefinition>();
  readonly #extensions = new Map<string, ExtensionOf<NamedTypeDefinition>[]>();
  readonly #types = new Map<string, GraphQLNamedType>();
  readonly #directiveDefinitions: DirectiveDefinitionNode[] = [];
  #schemaDefinition: SchemaDefinitionNode | undefined;
  readonly #operationTypes: OperationTypeDefinitionNode[] = [];

  readonly #assumeValid: boolean;

  constructor(document: DocumentNode, resolvers: ResolverMap, assumeValid: boolean) {
    this.#resolvers = resolvers;
    this.#assumeValid = assumeValid;
    for (const scalar of specifiedScalarTypes) this.#types.set(scalar.name, scalar);
    for (const definition of document.definitions) {
      switch (definition.kind) {
        case 'SchemaDefinition':
          if (this.#schemaDefinition !== undefined) {
            throw new GraphQLError('Must provide only one schema definition.', { nodes: definition });
          }
          this.#schemaDefinition = definition;
          this.#operationTypes.push(...definition.operationTypes);
          break;
        case 'SchemaExtension':
          this.#operationTypes.push(...definition.operationTypes);
          break;
        case 'DirectiveDefinition':
          this.#directiveDefinitions.push(definition);
          break;
        case 'ScalarTypeDefinition':
        case 'ObjectTypeDefinition':
        case 'InterfaceTypeDefinition':
        case 'UnionTypeDefinition':
        case 'EnumTypeDefinition':
        case 'InputObjectTypeDefinition': {
          const name = definition.name.value;
          if (this.#definitions.has(name) || specifiedScalarTypes.some((scalar) => scalar.name === name)) {
            throw new GraphQLError(`There can be only one type named "${name}".`, { nodes: definition.name });
          }
          this.#definitions.set(name, definition);
          break;
        }
        case 'ScalarTypeExtension':
        case 'ObjectTypeExtension':
        case 'InterfaceTypeExtension':
        case 'UnionTypeExtension':
        case 'EnumTypeExtension':
        case 'InputObjectTypeExtension': {
          const list = this.#extensions.get(definition.name.value) ?? [];
          list.push(definition);
          this.#extensions.set(definition.name.value, list);
          break;
        }
        default:
          throw new GraphQLError(`${definition.kind} is not allowed in a schema document.`, { nodes: definition });
      }
    }
  }

  build(): GraphQLSchema {
    for (const typeName of Object.keys(this.#resolvers)) {
      if (!this.#definitions.has(typeName) && !this.#types.has(typeName)) {
        throw new Error(`"${typeName}" defined in resolvers, but not in schema`);
      }
    }
    for (const name of this.#extensions.keys()) {
      if (!this.#definitions.has(name))
        throw new GraphQLError(`Cannot extend type "${name}" because it is not defined.`);
    }
    const types = [...this.#definitions.keys()].map((name) => this.#namedType(name));
    const rootType = (operation: 'query' | 'mutation' | 'subscription', fallback: string) => {
      const explicit = this.#operationTypes.find((node) => node.operation === operation);
      if (explicit !== undefined) return this.#objectType(explicit.type);
      if (this.#operationTypes.length > 0) return undefined;
      const type = this.#types.get(fallback);
      return isObjectType(type) ? type : undefined;
    };
    const directives = this.#directiveDefinitions.map((definition) => this.#directive(definition));
    for (const specified of specifiedDirectives) {
      if (!directives.some((directive) => directive.name === specified.name)) directives.push(specified);
    }
    const schema = new GraphQLSchema({
      description: this.#schemaDefinition?.description?.value,
      query: rootType('query', 'Query'),
      mutation: rootType('mutation', 'Mutation'),
      subscription: rootType('subscription', 'Subscription'),
      types,
      directives,
      astNode: this.#schemaDefinition,
      assumeValid: this.#assumeValid,
    });
    this.#checkFieldResolvers();
    return schema;
  }

  /** A resolver for a field the SDL does not define is almost always a typo: say so at build time. */
  #checkFieldResolvers(): void {
    for (const [typeName, entry] of Object.entries(this.#resolvers)) {
      const type = this.#types.get(typeName);
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      const fields = type.getFields();
      for (const fieldName of Object.keys(entry)) {
        if (fieldName.startsWith('__')) continue;
        if (fields[fieldName] === undefined)
          throw new Error(`${typeName}.${fieldName} defined in resolvers, but not in schema`);
      }
    }
  }

  #namedType(name: string, node?: NamedTypeNode): GraphQLNamedType {
    const existing = this.#types.get(name);
    if (existing !== undefined) return existing;
    const definition = this.#definitions.get(name);
    if (definition === undefined) throw new GraphQLError(`Unknown type "${name}".`, { nodes: node });
    const type = this.#makeType(definition);
    this.#types.set(name, type);
    return type;
  }

  #objectType(node: NamedTypeNode): GraphQLObjectType {
    const type = this.#namedType(node.name.value, node);
    if (!isObjectType(type)) {
      throw new GraphQLError(`Root type "${type.name}" must be an Object type.`, { nodes: node });
    }
    return type;
  }

  #type(node: TypeNode): GraphQLType {
    if (node.kind === 'ListType') return new GraphQLList(this.#type(node.type));
    if (node.kind === 'NonNullType') return new GraphQLNonNull(this.#type(node.type) as GraphQLList | GraphQLNamedType);
    return this.#namedType(node.name.value, node);
  }

  #outputType(node: TypeNode, where: string): GraphQLOutputType {
    const type = this.#type(node);
    if (!isOutputType(type))
      throw new GraphQLError(`The type of ${where} must be Output Type but got: ${String(type)}.`, { nodes: node });
    return type;
  }

  #inputType(node: TypeNode, where: string): GraphQLInputType {
    const type = this.#type(node);
    if (!isInputType(type))
      throw new GraphQLError(`The type of ${where} must be Input Type but got: ${String(type)}.`, { nodes: node });
    return type;
  }

  #extensionsOf<T extends NamedTypeDefinition>(definition: T): ExtensionOf<T>[] {
    return (this.#extensions.get(definition.name.value) ?? []) as ExtensionOf<T>[];
  }

  #makeType(definition: NamedTypeDefinition): GraphQLNamedType {
    const name = definition.name.value;
    const description = definition.description?.value;
    const resolvers = this.#resolvers[name];
    switch (definition.kind) {
      case 'ObjectTypeDefinition':
      case 'InterfaceTypeDefinition': {
        const all = [definition, ...this.#extensionsOf(definition)];
        const typeResolvers = (resolvers ?? {}) as TypeResolvers;
        const shared = {
          name,
          description,
          interfaces: () => all.flatMap((node) => node.interfaces.map((ref) => this.#interfaceType(ref))),
          fields: () =>
            this.#fields(
              name,
              all.flatMap((node) => node.fields),
              typeResolvers,
            ),
        };
        return definition.kind === 'ObjectTypeDefinition'
          ? new GraphQLObjectType({ ...shared, isTypeOf: typeResolvers.__isTypeOf, astNode: definition })
          : new GraphQLInterfaceType({ ...shared, resolveType: typeResolvers.__resolveType, astNode: definition });
      }
      case 'UnionTypeDefinition': {
        const all = [definition, ...this.#extensionsOf(definition)];
        return new GraphQLUnionType({
          name,
          description,
          types: () => all.flatMap((node) => node.types.map((ref) => this.#objectType(ref))),
          resolveType: ((resolvers ?? {}) as TypeResolvers).__resolveType,
          astNode: definition,
        });
      }
      case 'EnumTypeDefinition': {
        const internal = (resolvers ?? {}) as EnumValueMap;
        const values: ObjMap<GraphQLEnumValueConfig> = {};
        for (const node of [definition, ...this.#extensionsOf(definition)].flatMap((def) => def.values)) {
          const valueName = node.name.value;
          values[valueName] = {
            value: Object.hasOwn(internal, valueName) ? internal[valueName] : valueName,
            description: node.description?.value,
            deprecationReason: deprecationReason(node),
            astNode: node,
          };
        }
        for (const valueName of Object.keys(internal)) {
          if (values[valueName] === undefined) {
            throw new Error(`${name}.${valueName} defined in resolvers, but not in schema`);
          }
        }
        return new GraphQLEnumType({ name, description, values, astNode: definition });
      }
      case 'InputObjectTypeDefinition': {
        const all = [definition, ...this.#extensionsOf(definition)];
        return new GraphQLInputObjectType({
          name,
          description,
          fields: () =>
            this.#inputFields(
              name,
              all.flatMap((node) => node.fields),
            ),
          isOneOf: all.some((node) => node.directives.some((directive) => directive.name.value === 'oneOf')),
          astNode: definition,
        });
      }
      case 'ScalarTypeDefinition':
        return this.#scalarType(definition, resolvers);
    }
  }

  #scalarType(definition: ScalarTypeDefinitionNode, resolvers: ResolverMap[string] | undefined): GraphQLScalarType {
    const name = definition.name.value;
    const specifiedBy = [definition, ...this.#extensionsOf(definition)]
      .map((node) => getDirectiveValues(GraphQLSpecifiedByDirective, node, undefined)?.url)
      .find((url) => url !== undefined);
    const coercion = (resolvers instanceof GraphQLScalarType ? resolvers : (resolvers ?? {})) as ScalarResolvers;
    return new GraphQLScalarType({
      name,
      description:
        definition.description?.value ?? (resolvers instanceof GraphQLScalarType ? resolvers.description : undefined),
      specifiedByURL: typeof specifiedBy === 'string' ? specifiedBy : undefined,
      serialize: coercion.serialize,
      parseValue: coercion.parseValue,
      parseLiteral: coercion.parseLiteral,
      astNode: definition,
    });
  }

  #interfaceType(node: NamedTypeNode): GraphQLInterfaceType {
    const type = this.#namedType(node.name.value, node);
    if (!isInterfaceType(type)) {
      throw new GraphQLError(
        `Type "${type.name}" must only implement Interface types, it cannot implement ${type.name}.`,
        {
          nodes: node,
        },
      );
    }
    return type;
  }

  #fields(
    typeName: string,
    nodes: ReadonlyArray<FieldDefinitionNode>,
    resolvers: TypeResolvers,
  ): ObjMap<GraphQLFieldConfig> {
    const fields: ObjMap<GraphQLFieldConfig> = {};
    for (const node of nodes) {
      const name = node.name.value;
      const entry = resolvers[name] as FieldResolverEntry | undefined;
      const resolve = typeof entry === 'function' ? entry : entry?.resolve;
      const subscribe = typeof entry === 'function' ? undefined : entry?.subscribe;
      fields[name] = {
        type: this.#outputType(node.type, `${typeName}.${name}`),
        description: node.description?.value,
        args: this.#arguments(`${typeName}.${name}`, node.arguments),
        resolve: resolve as GraphQLFieldResolver | undefined,
        subscribe: subscribe as GraphQLFieldResolver | undefined,
        deprecationReason: deprecationReason(node),
        astNode: node,
      };
    }
    return fields;
  }

  #arguments(owner: string, nodes: ReadonlyArray<InputValueDefinitionNode>): ObjMap<GraphQLArgumentConfig> {
    const args: ObjMap<GraphQLArgumentConfig> = {};
    for (const node of nodes) {
      const type = this.#inputType(node.type, `${owner}(${node.name.value}:)`);
      args[node.name.value] = {
        type,
        description: node.description?.value,
        defaultValue: valueFromAST(node.defaultValue, type),
        deprecationReason: deprecationReason(node),
        astNode: node,
      };
    }
    return args;
  }

  #inputFields(typeName: string, nodes: ReadonlyArray<InputValueDefinitionNode>): ObjMap<GraphQLInputFieldConfig> {
    const fields: ObjMap<GraphQLInputFieldConfig> = {};
    for (const node of nodes) {
      const type = this.#inputType(node.type, `${typeName}.${node.name.value}`);
      fields[node.name.value] = {
        type,
        description: node.description?.value,
        defaultValue: valueFromAST(node.defaultValue, type),
        deprecationReason: deprecationReason(node),
        astNode: node,
      };
    }
    return fields;
  }

  #directive(definition: DirectiveDefinitionNode): GraphQLDirective {
    return new GraphQLDirective({
      name: definition.name.value,
      description: definition.description?.value,
      locations: definition.locations.map((location) => location.value as GraphQLDirectiveLocation),
      args: this.#arguments(`@${definition.name.value}`, definition.arguments),
      isRepeatable: definition.repeatable,
      astNode: definition,
    });
  }
}

/** The reason given by `@deprecated` on a definition (spec §3.13.3), or undefined when it has none. */
function deprecationReason(node: { readonly directives: ReadonlyArray<ConstDirectiveNode> }): string | undefined {
  const values = getDirectiveValues(GraphQLDeprecatedDirective, node, undefined);
  const reason = values?.reason;
  return typeof reason === 'string' ? reason : undefined;
}
