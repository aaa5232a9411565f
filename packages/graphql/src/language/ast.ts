/**
 * The abstract syntax tree of a GraphQL document (spec §2 and §3), with graphql-js 16's node shapes: the same
 * `kind` strings and field names, so a tree parsed here deep-equals graphql-js's once `loc` is dropped.
 * Optional child nodes are present as `undefined` rather than missing so every node of one kind has one shape.
 */
import type { Source } from './source.js';

export { DirectiveLocation } from './directive-location.js';
export { Kind } from './kinds.js';

/**
 * Where a node sits in its source: character offsets `start` (inclusive) and `end` (exclusive).
 * `source` lets errors about the node compute a line and column; it is left out of JSON.
 *
 * @example
 * const loc = new Location(0, 9, new Source('{ hello }'));
 * JSON.stringify(loc); // '{"start":0,"end":9}'
 */
export class Location {
  readonly start: number;
  readonly end: number;
  readonly source: Source;

  constructor(start: number, end: number, source: Source) {
    this.start = start;
    this.end = end;
    this.source = source;
  }

  toJSON(): { start: number; end: number } {
    return { start: this.start, end: this.end };
  }
}

/**
 * The three operation types (spec §2.3).
 *
 * @example
 * if (operation.operation === OperationTypeNode.MUTATION) runSerially();
 */
export const OperationTypeNode = {
  QUERY: 'query',
  MUTATION: 'mutation',
  SUBSCRIPTION: 'subscription',
} as const;

/**
 * `'query' | 'mutation' | 'subscription'`.
 *
 * @example
 * const op: OperationTypeNode = 'query';
 */
export type OperationTypeNode = (typeof OperationTypeNode)[keyof typeof OperationTypeNode];

/** Fields every node has. */
interface BaseNode {
  readonly loc?: Location | undefined;
}

/**
 * A Name token (spec §2.1.9).
 *
 * @example
 * const name: NameNode = { kind: 'Name', value: 'hello' };
 */
export interface NameNode extends BaseNode {
  readonly kind: 'Name';
  readonly value: string;
}

/**
 * A whole document: executable definitions and/or type system definitions (spec §2.2).
 *
 * @example
 * const doc: DocumentNode = parse('{ a }');
 */
export interface DocumentNode extends BaseNode {
  readonly kind: 'Document';
  readonly definitions: readonly DefinitionNode[];
}

/**
 * Anything that may appear at the top level of a document.
 *
 * @example
 * const first: DefinitionNode | undefined = parse('{ a }').definitions[0];
 */
export type DefinitionNode = ExecutableDefinitionNode | TypeSystemDefinitionNode | TypeSystemExtensionNode;

/**
 * An operation or a fragment definition (spec §2.2 ExecutableDefinition).
 *
 * @example
 * const isOp = (d: ExecutableDefinitionNode) => d.kind === 'OperationDefinition';
 */
export type ExecutableDefinitionNode = OperationDefinitionNode | FragmentDefinitionNode;

/**
 * `query Name($v: T) @dir { ... }`, or the `{ ... }` shorthand (spec §2.3).
 *
 * @example
 * const op = parse('query Q { a }').definitions[0] as OperationDefinitionNode;
 */
export interface OperationDefinitionNode extends BaseNode {
  readonly kind: 'OperationDefinition';
  readonly operation: OperationTypeNode;
  readonly description?: StringValueNode | undefined;
  readonly name?: NameNode | undefined;
  readonly variableDefinitions: readonly VariableDefinitionNode[];
  readonly directives: readonly DirectiveNode[];
  readonly selectionSet: SelectionSetNode;
}

/**
 * `$name: Type = default @dir` (spec §2.10).
 *
 * @example
 * const def = (parse('query ($a: Int) { a }').definitions[0] as OperationDefinitionNode).variableDefinitions[0];
 */
export interface VariableDefinitionNode extends BaseNode {
  readonly kind: 'VariableDefinition';
  readonly description?: StringValueNode | undefined;
  readonly variable: VariableNode;
  readonly type: TypeNode;
  readonly defaultValue?: ConstValueNode | undefined;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * `$name` (spec §2.10).
 *
 * @example
 * const v: VariableNode = { kind: 'Variable', name: { kind: 'Name', value: 'id' } };
 */
export interface VariableNode extends BaseNode {
  readonly kind: 'Variable';
  readonly name: NameNode;
}

/**
 * `{ selection... }` (spec §2.4).
 *
 * @example
 * const set = (parse('{ a }').definitions[0] as OperationDefinitionNode).selectionSet;
 */
export interface SelectionSetNode extends BaseNode {
  readonly kind: 'SelectionSet';
  readonly selections: readonly SelectionNode[];
}

/**
 * A field, a fragment spread or an inline fragment (spec §2.4 Selection).
 *
 * @example
 * const isField = (s: SelectionNode) => s.kind === 'Field';
 */
export type SelectionNode = FieldNode | FragmentSpreadNode | InlineFragmentNode;

/**
 * `alias: name(args) @dir { ... }` (spec §2.5).
 *
 * @example
 * const field = { kind: 'Field', name: { kind: 'Name', value: 'a' }, arguments: [], directives: [] } satisfies FieldNode;
 */
export interface FieldNode extends BaseNode {
  readonly kind: 'Field';
  readonly alias?: NameNode | undefined;
  readonly name: NameNode;
  readonly arguments: readonly ArgumentNode[];
  readonly directives: readonly DirectiveNode[];
  readonly selectionSet?: SelectionSetNode | undefined;
}

/**
 * `name: value` in a field's or directive's arguments (spec §2.6).
 *
 * @example
 * const arg: ArgumentNode = { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'IntValue', value: '1' } };
 */
export interface ArgumentNode extends BaseNode {
  readonly kind: 'Argument';
  readonly name: NameNode;
  readonly value: ValueNode;
}

/**
 * An argument whose value holds no variable (default values, type system directives).
 *
 * @example
 * const arg: ConstArgumentNode = { kind: 'Argument', name: { kind: 'Name', value: 'n' }, value: { kind: 'NullValue' } };
 */
export interface ConstArgumentNode extends BaseNode {
  readonly kind: 'Argument';
  readonly name: NameNode;
  readonly value: ConstValueNode;
}

/**
 * `...Name @dir` (spec §2.8).
 *
 * @example
 * const spread: FragmentSpreadNode = { kind: 'FragmentSpread', name: { kind: 'Name', value: 'F' }, directives: [] };
 */
export interface FragmentSpreadNode extends BaseNode {
  readonly kind: 'FragmentSpread';
  readonly name: NameNode;
  readonly directives: readonly DirectiveNode[];
}

/**
 * `... on Type @dir { ... }`, type condition optional (spec §2.8.2).
 *
 * @example
 * const hasCondition = (f: InlineFragmentNode) => f.typeCondition !== undefined;
 */
export interface InlineFragmentNode extends BaseNode {
  readonly kind: 'InlineFragment';
  readonly typeCondition?: NamedTypeNode | undefined;
  readonly directives: readonly DirectiveNode[];
  readonly selectionSet: SelectionSetNode;
}

/**
 * `fragment Name on Type @dir { ... }` (spec §2.8).
 *
 * @example
 * const frag = parse('fragment F on T { a }').definitions[0] as FragmentDefinitionNode;
 */
export interface FragmentDefinitionNode extends BaseNode {
  readonly kind: 'FragmentDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly typeCondition: NamedTypeNode;
  readonly directives: readonly DirectiveNode[];
  readonly selectionSet: SelectionSetNode;
}

/**
 * Any input value literal, variables included (spec §2.9).
 *
 * @example
 * const v: ValueNode = { kind: 'BooleanValue', value: true };
 */
export type ValueNode =
  | VariableNode
  | IntValueNode
  | FloatValueNode
  | StringValueNode
  | BooleanValueNode
  | NullValueNode
  | EnumValueNode
  | ListValueNode
  | ObjectValueNode;

/**
 * An input value literal that holds no variable (spec §2.9 Value[Const]).
 *
 * @example
 * const v: ConstValueNode = { kind: 'IntValue', value: '3' };
 */
export type ConstValueNode =
  | IntValueNode
  | FloatValueNode
  | StringValueNode
  | BooleanValueNode
  | NullValueNode
  | EnumValueNode
  | ConstListValueNode
  | ConstObjectValueNode;

/**
 * An IntValue; `value` keeps the source text so coercion decides the range (spec §2.9.1).
 *
 * @example
 * const v: IntValueNode = { kind: 'IntValue', value: '-12' };
 */
export interface IntValueNode extends BaseNode {
  readonly kind: 'IntValue';
  readonly value: string;
}

/**
 * A FloatValue, as source text (spec §2.9.2).
 *
 * @example
 * const v: FloatValueNode = { kind: 'FloatValue', value: '1.5e3' };
 */
export interface FloatValueNode extends BaseNode {
  readonly kind: 'FloatValue';
  readonly value: string;
}

/**
 * A StringValue after escapes (or block string dedent) are applied; `block` tells which form was written (§2.9.4).
 *
 * @example
 * const v: StringValueNode = { kind: 'StringValue', value: 'hi', block: false };
 */
export interface StringValueNode extends BaseNode {
  readonly kind: 'StringValue';
  readonly value: string;
  readonly block?: boolean | undefined;
}

/**
 * `true` or `false` (spec §2.9.3).
 *
 * @example
 * const v: BooleanValueNode = { kind: 'BooleanValue', value: false };
 */
export interface BooleanValueNode extends BaseNode {
  readonly kind: 'BooleanValue';
  readonly value: boolean;
}

/**
 * `null` (spec §2.9.5).
 *
 * @example
 * const v: NullValueNode = { kind: 'NullValue' };
 */
export interface NullValueNode extends BaseNode {
  readonly kind: 'NullValue';
}

/**
 * An enum value: a Name other than `true`, `false` and `null` (spec §2.9.6).
 *
 * @example
 * const v: EnumValueNode = { kind: 'EnumValue', value: 'RED' };
 */
export interface EnumValueNode extends BaseNode {
  readonly kind: 'EnumValue';
  readonly value: string;
}

/**
 * `[value, ...]` (spec §2.9.7).
 *
 * @example
 * const v: ListValueNode = { kind: 'ListValue', values: [] };
 */
export interface ListValueNode extends BaseNode {
  readonly kind: 'ListValue';
  readonly values: readonly ValueNode[];
}

/**
 * A list literal without variables.
 *
 * @example
 * const v: ConstListValueNode = { kind: 'ListValue', values: [{ kind: 'NullValue' }] };
 */
export interface ConstListValueNode extends BaseNode {
  readonly kind: 'ListValue';
  readonly values: readonly ConstValueNode[];
}

/**
 * `{ name: value, ... }` (spec §2.9.8).
 *
 * @example
 * const v: ObjectValueNode = { kind: 'ObjectValue', fields: [] };
 */
export interface ObjectValueNode extends BaseNode {
  readonly kind: 'ObjectValue';
  readonly fields: readonly ObjectFieldNode[];
}

/**
 * An object literal without variables.
 *
 * @example
 * const v: ConstObjectValueNode = { kind: 'ObjectValue', fields: [] };
 */
export interface ConstObjectValueNode extends BaseNode {
  readonly kind: 'ObjectValue';
  readonly fields: readonly ConstObjectFieldNode[];
}

/**
 * One `name: value` of an object literal.
 *
 * @example
 * const f: ObjectFieldNode = { kind: 'ObjectField', name: { kind: 'Name', value: 'x' }, value: { kind: 'IntValue', value: '1' } };
 */
export interface ObjectFieldNode extends BaseNode {
  readonly kind: 'ObjectField';
  readonly name: NameNode;
  readonly value: ValueNode;
}

/**
 * One field of an object literal without variables.
 *
 * @example
 * const f: ConstObjectFieldNode = { kind: 'ObjectField', name: { kind: 'Name', value: 'x' }, value: { kind: 'NullValue' } };
 */
export interface ConstObjectFieldNode extends BaseNode {
  readonly kind: 'ObjectField';
  readonly name: NameNode;
  readonly value: ConstValueNode;
}

/**
 * `@name(args)` (spec §2.12).
 *
 * @example
 * const d: DirectiveNode = { kind: 'Directive', name: { kind: 'Name', value: 'skip' }, arguments: [] };
 */
export interface DirectiveNode extends BaseNode {
  readonly kind: 'Directive';
  readonly name: NameNode;
  readonly arguments: readonly ArgumentNode[];
}

/**
 * A directive whose arguments hold no variable.
 *
 * @example
 * const d: ConstDirectiveNode = { kind: 'Directive', name: { kind: 'Name', value: 'deprecated' }, arguments: [] };
 */
export interface ConstDirectiveNode extends BaseNode {
  readonly kind: 'Directive';
  readonly name: NameNode;
  readonly arguments: readonly ConstArgumentNode[];
}

/**
 * A type reference: `Name`, `[Type]` or `Type!` (spec §2.11).
 *
 * @example
 * const t: TypeNode = { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } };
 */
export type TypeNode = NamedTypeNode | ListTypeNode | NonNullTypeNode;

/**
 * A named type reference.
 *
 * @example
 * const t: NamedTypeNode = { kind: 'NamedType', name: { kind: 'Name', value: 'String' } };
 */
export interface NamedTypeNode extends BaseNode {
  readonly kind: 'NamedType';
  readonly name: NameNode;
}

/**
 * `[Type]`.
 *
 * @example
 * const t: ListTypeNode = { kind: 'ListType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } };
 */
export interface ListTypeNode extends BaseNode {
  readonly kind: 'ListType';
  readonly type: TypeNode;
}

/**
 * `Type!`; never wraps another non-null.
 *
 * @example
 * const t: NonNullTypeNode = { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } };
 */
export interface NonNullTypeNode extends BaseNode {
  readonly kind: 'NonNullType';
  readonly type: NamedTypeNode | ListTypeNode;
}

/**
 * A schema, type or directive definition (spec §3).
 *
 * @example
 * const isType = (d: TypeSystemDefinitionNode) => d.kind !== 'SchemaDefinition' && d.kind !== 'DirectiveDefinition';
 */
export type TypeSystemDefinitionNode = SchemaDefinitionNode | TypeDefinitionNode | DirectiveDefinitionNode;

/**
 * `schema @dir { query: Query ... }` (spec §3.3).
 *
 * @example
 * const schemaDef = parse('schema { query: Q }').definitions[0] as SchemaDefinitionNode;
 */
export interface SchemaDefinitionNode extends BaseNode {
  readonly kind: 'SchemaDefinition';
  readonly description?: StringValueNode | undefined;
  readonly directives: readonly ConstDirectiveNode[];
  readonly operationTypes: readonly OperationTypeDefinitionNode[];
}

/**
 * `query: Query` inside a schema definition or extension.
 *
 * @example
 * const def = (parse('schema { query: Q }').definitions[0] as SchemaDefinitionNode).operationTypes[0];
 */
export interface OperationTypeDefinitionNode extends BaseNode {
  readonly kind: 'OperationTypeDefinition';
  readonly operation: OperationTypeNode;
  readonly type: NamedTypeNode;
}

/**
 * Any named type's definition (spec §3.4).
 *
 * @example
 * const named = (d: TypeDefinitionNode) => d.name.value;
 */
export type TypeDefinitionNode =
  | ScalarTypeDefinitionNode
  | ObjectTypeDefinitionNode
  | InterfaceTypeDefinitionNode
  | UnionTypeDefinitionNode
  | EnumTypeDefinitionNode
  | InputObjectTypeDefinitionNode;

/**
 * `scalar Name @dir` (spec §3.5).
 *
 * @example
 * const def = parse('scalar Date').definitions[0] as ScalarTypeDefinitionNode;
 */
export interface ScalarTypeDefinitionNode extends BaseNode {
  readonly kind: 'ScalarTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * `type Name implements A & B @dir { fields }` (spec §3.6).
 *
 * @example
 * const def = parse('type Q { a: Int }').definitions[0] as ObjectTypeDefinitionNode;
 */
export interface ObjectTypeDefinitionNode extends BaseNode {
  readonly kind: 'ObjectTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly interfaces: readonly NamedTypeNode[];
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly FieldDefinitionNode[];
}

/**
 * `name(args): Type @dir` in an object or interface (spec §3.6).
 *
 * @example
 * const field = (parse('type Q { a: Int }').definitions[0] as ObjectTypeDefinitionNode).fields[0];
 */
export interface FieldDefinitionNode extends BaseNode {
  readonly kind: 'FieldDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly arguments: readonly InputValueDefinitionNode[];
  readonly type: TypeNode;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * An argument definition or an input object field: `name: Type = default @dir` (spec §3.6.1, §3.10).
 *
 * @example
 * const arg = (parse('type Q { a(x: Int = 1): Int }').definitions[0] as ObjectTypeDefinitionNode).fields[0]?.arguments[0];
 */
export interface InputValueDefinitionNode extends BaseNode {
  readonly kind: 'InputValueDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly type: TypeNode;
  readonly defaultValue?: ConstValueNode | undefined;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * `interface Name implements A @dir { fields }` (spec §3.7).
 *
 * @example
 * const def = parse('interface Node { id: ID! }').definitions[0] as InterfaceTypeDefinitionNode;
 */
export interface InterfaceTypeDefinitionNode extends BaseNode {
  readonly kind: 'InterfaceTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly interfaces: readonly NamedTypeNode[];
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly FieldDefinitionNode[];
}

/**
 * `union Name @dir = A | B` (spec §3.8).
 *
 * @example
 * const def = parse('union U = A | B').definitions[0] as UnionTypeDefinitionNode;
 */
export interface UnionTypeDefinitionNode extends BaseNode {
  readonly kind: 'UnionTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly types: readonly NamedTypeNode[];
}

/**
 * `enum Name @dir { VALUES }` (spec §3.9).
 *
 * @example
 * const def = parse('enum Color { RED }').definitions[0] as EnumTypeDefinitionNode;
 */
export interface EnumTypeDefinitionNode extends BaseNode {
  readonly kind: 'EnumTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly values: readonly EnumValueDefinitionNode[];
}

/**
 * One value of an enum definition.
 *
 * @example
 * const red = (parse('enum Color { RED }').definitions[0] as EnumTypeDefinitionNode).values[0];
 */
export interface EnumValueDefinitionNode extends BaseNode {
  readonly kind: 'EnumValueDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * `input Name @dir { fields }` (spec §3.10).
 *
 * @example
 * const def = parse('input P { x: Int }').definitions[0] as InputObjectTypeDefinitionNode;
 */
export interface InputObjectTypeDefinitionNode extends BaseNode {
  readonly kind: 'InputObjectTypeDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly InputValueDefinitionNode[];
}

/**
 * `directive @name(args) repeatable on LOCATION | ...` (spec §3.13).
 *
 * @example
 * const def = parse('directive \@a on FIELD').definitions[0] as DirectiveDefinitionNode;
 */
export interface DirectiveDefinitionNode extends BaseNode {
  readonly kind: 'DirectiveDefinition';
  readonly description?: StringValueNode | undefined;
  readonly name: NameNode;
  readonly arguments: readonly InputValueDefinitionNode[];
  /**
   * Always empty: directives on directive definitions are an experimental graphql-js 16.15 option, not in the spec.
   * The key is kept so trees stay equal to graphql-js's.
   */
  readonly directives: readonly ConstDirectiveNode[];
  readonly repeatable: boolean;
  readonly locations: readonly NameNode[];
}

/**
 * A schema or type extension (spec §3.3.2, §3.4.3).
 *
 * @example
 * const isExt = (d: DefinitionNode): d is TypeSystemExtensionNode => d.kind.endsWith('Extension');
 */
export type TypeSystemExtensionNode = SchemaExtensionNode | TypeExtensionNode;

/**
 * `extend schema @dir { ... }`.
 *
 * @example
 * const ext = parse('extend schema @a').definitions[0] as SchemaExtensionNode;
 */
export interface SchemaExtensionNode extends BaseNode {
  readonly kind: 'SchemaExtension';
  readonly directives: readonly ConstDirectiveNode[];
  readonly operationTypes: readonly OperationTypeDefinitionNode[];
}

/**
 * Any `extend <type kind> Name ...`.
 *
 * @example
 * const named = (e: TypeExtensionNode) => e.name.value;
 */
export type TypeExtensionNode =
  | ScalarTypeExtensionNode
  | ObjectTypeExtensionNode
  | InterfaceTypeExtensionNode
  | UnionTypeExtensionNode
  | EnumTypeExtensionNode
  | InputObjectTypeExtensionNode;

/**
 * `extend scalar Name @dir`.
 *
 * @example
 * const ext = parse('extend scalar D @a').definitions[0] as ScalarTypeExtensionNode;
 */
export interface ScalarTypeExtensionNode extends BaseNode {
  readonly kind: 'ScalarTypeExtension';
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
}

/**
 * `extend type Name implements A @dir { fields }`.
 *
 * @example
 * const ext = parse('extend type Q { b: Int }').definitions[0] as ObjectTypeExtensionNode;
 */
export interface ObjectTypeExtensionNode extends BaseNode {
  readonly kind: 'ObjectTypeExtension';
  readonly name: NameNode;
  readonly interfaces: readonly NamedTypeNode[];
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly FieldDefinitionNode[];
}

/**
 * `extend interface Name implements A @dir { fields }`.
 *
 * @example
 * const ext = parse('extend interface I { b: Int }').definitions[0] as InterfaceTypeExtensionNode;
 */
export interface InterfaceTypeExtensionNode extends BaseNode {
  readonly kind: 'InterfaceTypeExtension';
  readonly name: NameNode;
  readonly interfaces: readonly NamedTypeNode[];
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly FieldDefinitionNode[];
}

/**
 * `extend union Name @dir = C`.
 *
 * @example
 * const ext = parse('extend union U = C').definitions[0] as UnionTypeExtensionNode;
 */
export interface UnionTypeExtensionNode extends BaseNode {
  readonly kind: 'UnionTypeExtension';
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly types: readonly NamedTypeNode[];
}

/**
 * `extend enum Name @dir { VALUES }`.
 *
 * @example
 * const ext = parse('extend enum E { C }').definitions[0] as EnumTypeExtensionNode;
 */
export interface EnumTypeExtensionNode extends BaseNode {
  readonly kind: 'EnumTypeExtension';
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly values: readonly EnumValueDefinitionNode[];
}

/**
 * `extend input Name @dir { fields }`.
 *
 * @example
 * const ext = parse('extend input P { y: Int }').definitions[0] as InputObjectTypeExtensionNode;
 */
export interface InputObjectTypeExtensionNode extends BaseNode {
  readonly kind: 'InputObjectTypeExtension';
  readonly name: NameNode;
  readonly directives: readonly ConstDirectiveNode[];
  readonly fields: readonly InputValueDefinitionNode[];
}

/**
 * Every node type.
 *
 * @example
 * const kindOf = (node: ASTNode): string => node.kind;
 */
export type ASTNode =
  | NameNode
  | DocumentNode
  | OperationDefinitionNode
  | VariableDefinitionNode
  | VariableNode
  | SelectionSetNode
  | FieldNode
  | ArgumentNode
  | FragmentSpreadNode
  | InlineFragmentNode
  | FragmentDefinitionNode
  | IntValueNode
  | FloatValueNode
  | StringValueNode
  | BooleanValueNode
  | NullValueNode
  | EnumValueNode
  | ListValueNode
  | ObjectValueNode
  | ObjectFieldNode
  | DirectiveNode
  | NamedTypeNode
  | ListTypeNode
  | NonNullTypeNode
  | SchemaDefinitionNode
  | OperationTypeDefinitionNode
  | ScalarTypeDefinitionNode
  | ObjectTypeDefinitionNode
  | FieldDefinitionNode
  | InputValueDefinitionNode
  | InterfaceTypeDefinitionNode
  | UnionTypeDefinitionNode
  | EnumTypeDefinitionNode
  | EnumValueDefinitionNode
  | InputObjectTypeDefinitionNode
  | DirectiveDefinitionNode
  | SchemaExtensionNode
  | ScalarTypeExtensionNode
  | ObjectTypeExtensionNode
  | InterfaceTypeExtensionNode
  | UnionTypeExtensionNode
  | EnumTypeExtensionNode
  | InputObjectTypeExtensionNode;
