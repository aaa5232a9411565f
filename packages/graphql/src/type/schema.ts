import type { OperationTypeNode, SchemaDefinitionNode } from '../language/ast.js';
import {
  type GraphQLAbstractType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type ObjMap,
} from './definition.js';
import { type GraphQLDirective, specifiedDirectives } from './directives.js';
import { introspectionTypes } from './introspection.js';

/**
 * How to build a GraphQLSchema: root types, extra types, directives.
 *
 * @example
 * const config: GraphQLSchemaConfig = { query: Query, types: [Hidden] };
 */
export interface GraphQLSchemaConfig {
  description?: string | null | undefined;
  query?: GraphQLObjectType | null | undefined;
  mutation?: GraphQLObjectType | null | undefined;
  subscription?: GraphQLObjectType | null | undefined;
  /** Types not reachable from the roots (e.g. implementations only returned through an interface). */
  types?: ReadonlyArray<GraphQLNamedType> | null | undefined;
  directives?: ReadonlyArray<GraphQLDirective> | null | undefined;
  astNode?: SchemaDefinitionNode | null | undefined;
  /** Trust the schema: `validateSchema` then reports nothing (graphql-js's option of the same name). */
  assumeValid?: boolean | undefined;
}

/** The objects and interfaces implementing one interface (spec §3.7, IsValidImplementation). */
interface InterfaceImplementations {
  readonly objects: GraphQLObjectType[];
  readonly interfaces: GraphQLInterfaceType[];
}

/**
 * A schema (spec §3.3): the root operation types, every named type reachable from them (plus any
 * listed in `types`), and the directives. Lookups by name and the possible types of abstract
 * types are indexed once, here, so execution never searches.
 *
 * @example
 * const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { a: { type: GraphQLInt } } }) });
 * schema.getType('Query'); // the Query type
 */
export class GraphQLSchema {
  readonly description: string | undefined;
  readonly astNode: SchemaDefinitionNode | undefined;
  readonly assumeValid: boolean;
  #query: GraphQLObjectType | undefined;
  #mutation: GraphQLObjectType | undefined;
  #subscription: GraphQLObjectType | undefined;
  #directives: ReadonlyArray<GraphQLDirective>;
  #typeMap: ObjMap<GraphQLNamedType> = Object.create(null);
  #implementations = new Map<string, InterfaceImplementations>();
  #subTypes = new Map<string, Set<string>>();

  constructor(config: GraphQLSchemaConfig) {
    this.description = config.description ?? undefined;
    this.astNode = config.astNode ?? undefined;
    this.assumeValid = config.assumeValid ?? false;
    this.#query = config.query ?? undefined;
    this.#mutation = config.mutation ?? undefined;
    this.#subscription = config.subscription ?? undefined;
    this.#directives = config.directives ?? specifiedDirectives;

    const seen = new Set<GraphQLNamedType>();
    const roots: GraphQLNamedType[] = [...(config.types ?? [])];
    for (const root of [this.#query, this.#mutation, this.#subscription]) if (root !== undefined) roots.push(root);
    for (const directive of this.#directives) for (const arg of directive.args) roots.push(getNamedType(arg.type));
    roots.push(...introspectionTypes);
    for (const type of roots) this.#collect(type, seen);

    for (const type of seen) {
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const iface of type.getInterfaces()) {
          const entry = this.#implementationsFor(iface.name);
          if (isObjectType(type)) entry.objects.push(type);
          else entry.interfaces.push(type);
        }
      }
    }
  }

  /** Depth-first over every type a type refers to: fields, arguments, interfaces, members. */
  #collect(type: GraphQLNamedType, seen: Set<GraphQLNamedType>): void {
    if (seen.has(type)) return;
    const sameName = this.#typeMap[type.name];
    if (sameName !== undefined && sameName !== type) {
      throw new Error(`Schema must contain uniquely named types but contains multiple types named "${type.name}".`);
    }
    seen.add(type);
    this.#typeMap[type.name] = type;
    if (isUnionType(type)) {
      for (const member of type.getTypes()) this.#collect(member, seen);
    } else if (isObjectType(type) || isInterfaceType(type)) {
      for (const iface of type.getInterfaces()) this.#collect(iface, seen);
      for (const field of Object.values(type.getFields())) {
        this.#collect(getNamedType(field.type), seen);
        for (const arg of field.args) this.#collect(getNamedType(arg.type), seen);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) this.#collect(getNamedType(field.type), seen);
    }
  }

  #implementationsFor(name: string): InterfaceImplementations {
    let entry = this.#implementations.get(name);
    if (entry === undefined) {
      entry = { objects: [], interfaces: [] };
      this.#implementations.set(name, entry);
    }
    return entry;
  }

  /** @example schema.getQueryType()?.name; // 'Query' */
  getQueryType(): GraphQLObjectType | undefined {
    return this.#query;
  }

  /** @example schema.getMutationType()?.name; // 'Mutation' */
  getMutationType(): GraphQLObjectType | undefined {
    return this.#mutation;
  }

  /** @example schema.getSubscriptionType(); // undefined when the schema has none */
  getSubscriptionType(): GraphQLObjectType | undefined {
    return this.#subscription;
  }

  /** The root type for an operation (spec §6.2.1 step "Let queryType be the root Query type"). */
  getRootType(operation: OperationTypeNode): GraphQLObjectType | undefined {
    if (operation === 'query') return this.#query;
    if (operation === 'mutation') return this.#mutation;
    return this.#subscription;
  }

  /** @example Object.keys(schema.getTypeMap()); */
  getTypeMap(): ObjMap<GraphQLNamedType> {
    return this.#typeMap;
  }

  /** @example schema.getType('Post'); */
  getType(name: string): GraphQLNamedType | undefined {
    return this.#typeMap[name];
  }

  /**
   * The object types a value of an abstract type can be: a union's members, or the objects
   * implementing an interface.
   *
   * @example
   * schema.getPossibleTypes(schema.getType('SearchResult') as GraphQLUnionType);
   */
  getPossibleTypes(abstractType: GraphQLAbstractType): ReadonlyArray<GraphQLObjectType> {
    return isUnionType(abstractType) ? abstractType.getTypes() : this.getImplementations(abstractType).objects;
  }

  /** @example schema.getImplementations(Node).objects; */
  getImplementations(interfaceType: GraphQLInterfaceType): {
    readonly objects: ReadonlyArray<GraphQLObjectType>;
    readonly interfaces: ReadonlyArray<GraphQLInterfaceType>;
  } {
    return this.#implementations.get(interfaceType.name) ?? { objects: [], interfaces: [] };
  }

  /**
   * Whether `maybeSubType` is a member of the union or implements the interface.
   *
   * @example
   * schema.isSubType(SearchResult, Post); // true
   */
  isSubType(abstractType: GraphQLAbstractType, maybeSubType: GraphQLObjectType | GraphQLInterfaceType): boolean {
    let names = this.#subTypes.get(abstractType.name);
    if (names === undefined) {
      names = new Set<string>();
      if (isUnionType(abstractType)) {
        for (const member of abstractType.getTypes()) names.add(member.name);
      } else {
        const { objects, interfaces } = this.getImplementations(abstractType);
        for (const type of objects) names.add(type.name);
        for (const type of interfaces) names.add(type.name);
      }
      this.#subTypes.set(abstractType.name, names);
    }
    return names.has(maybeSubType.name);
  }

  /** @example schema.getDirectives().map((d) => d.name); */
  getDirectives(): ReadonlyArray<GraphQLDirective> {
    return this.#directives;
  }

  /** @example schema.getDirective('skip'); */
  getDirective(name: string): GraphQLDirective | undefined {
    return this.#directives.find((directive) => directive.name === name);
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLSchema';
  }
}

/** @example isSchema(schema); // true */
export function isSchema(value: unknown): value is GraphQLSchema {
  return value instanceof GraphQLSchema;
}
