import type { GraphQLError } from '../error/graphql-error.js';
import { syntaxError } from '../error/syntax-error.js';
import {
  type ArgumentNode,
  type ConstArgumentNode,
  type ConstDirectiveNode,
  type ConstValueNode,
  type DefinitionNode,
  type DirectiveDefinitionNode,
  type DirectiveNode,
  type DocumentNode,
  type EnumTypeDefinitionNode,
  type EnumTypeExtensionNode,
  type EnumValueDefinitionNode,
  type FieldDefinitionNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type InlineFragmentNode,
  type InputObjectTypeDefinitionNode,
  type InputObjectTypeExtensionNode,
  type InputValueDefinitionNode,
  type InterfaceTypeDefinitionNode,
  type InterfaceTypeExtensionNode,
  Location,
  type NamedTypeNode,
  type NameNode,
  type ObjectFieldNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type OperationDefinitionNode,
  type OperationTypeDefinitionNode,
  OperationTypeNode,
  type ScalarTypeDefinitionNode,
  type ScalarTypeExtensionNode,
  type SchemaDefinitionNode,
  type SchemaExtensionNode,
  type SelectionNode,
  type SelectionSetNode,
  type StringValueNode,
  type TypeNode,
  type TypeSystemExtensionNode,
  type UnionTypeDefinitionNode,
  type UnionTypeExtensionNode,
  type ValueNode,
  type VariableDefinitionNode,
  type VariableNode,
} from './ast.js';
import { DirectiveLocation } from './directive-location.js';
import { Kind } from './kinds.js';
import { Lexer } from './lexer.js';
import { Source } from './source.js';
import { describeToken, describeTokenKind, type Token, TokenKind } from './token-kind.js';

/**
 * The default of `ParseOptions.maxTokens`: far above any hand-written operation, low enough to bound the work a
 * hostile request can cause.
 *
 * @example
 * parse(query, { maxTokens: DEFAULT_MAX_TOKENS / 2 });
 */
export const DEFAULT_MAX_TOKENS = 10_000;

/**
 * The default of `ParseOptions.maxDepth`: deep enough for introspection's nested `ofType` chains.
 *
 * @example
 * parse(query, { maxDepth: DEFAULT_MAX_DEPTH / 4 });
 */
export const DEFAULT_MAX_DEPTH = 128;

/**
 * Options of `parse`, `parseValue` and `parseType`.
 *
 * - `noLocation`: leave `loc` off every node (smaller trees when errors need no line numbers).
 * - `maxTokens`: most significant tokens the document may hold (default 10,000; ignored tokens such as white space,
 *   commas and comments do not count). Pass `Infinity` for large schema documents.
 * - `maxDepth`: deepest nesting of selection sets, list and object values and list types (default 128). Recursive
 *   descent uses the call stack, so this is what turns a 100,000-deep `{a{a{a...` into a syntax error instead of a
 *   stack overflow.
 *
 * @example
 * parse(query, { maxTokens: 2_000, maxDepth: 32 });
 */
export interface ParseOptions {
  readonly noLocation?: boolean | undefined;
  readonly maxTokens?: number | undefined;
  readonly maxDepth?: number | undefined;
}

/**
 * Parses a GraphQL document (spec §2.2 Document): executable definitions and type system definitions and extensions.
 * Throws a GraphQLError whose message starts with "Syntax Error:" and whose `locations` point at the offending
 * character.
 *
 * @example
 * const document = parse('query Hero($id: ID!) { hero(id: $id) { name } }');
 * document.definitions[0]?.kind; // 'OperationDefinition'
 */
export function parse(source: string | Source, options?: ParseOptions): DocumentNode {
  return new Parser(source, options).parseDocument();
}

/**
 * Parses one input value literal (spec §2.9), variables allowed.
 *
 * @example
 * parseValue('[1, "two", { three: $x }]').kind; // 'ListValue'
 */
export function parseValue(source: string | Source, options?: ParseOptions): ValueNode {
  const parser = new Parser(source, options);
  parser.expectToken(TokenKind.SOF);
  const value = parser.parseValueLiteral(false);
  parser.expectToken(TokenKind.EOF);
  return value;
}

/**
 * Parses one input value literal that may not hold variables (spec §2.9 Value[Const]).
 *
 * @example
 * parseConstValue('{ a: 1 }').kind; // 'ObjectValue'
 */
export function parseConstValue(source: string | Source, options?: ParseOptions): ConstValueNode {
  const parser = new Parser(source, options);
  parser.expectToken(TokenKind.SOF);
  const value = parser.parseConstValueLiteral();
  parser.expectToken(TokenKind.EOF);
  return value;
}

/**
 * Parses one type reference (spec §2.11 Type).
 *
 * @example
 * parseType('[String!]!').kind; // 'NonNullType'
 */
export function parseType(source: string | Source, options?: ParseOptions): TypeNode {
  const parser = new Parser(source, options);
  parser.expectToken(TokenKind.SOF);
  const type = parser.parseTypeReference();
  parser.expectToken(TokenKind.EOF);
  return type;
}

const TYPE_SYSTEM_KEYWORDS: ReadonlySet<string> = new Set([
  'schema',
  'scalar',
  'type',
  'interface',
  'union',
  'enum',
  'input',
  'directive',
]);

/**
 * A recursive-descent parser with one method per grammar production of spec §2 and §3. Each method starts at the
 * production's first token and leaves the lexer on the token after it.
 */
class Parser {
  readonly #lexer: Lexer;
  readonly #source: Source;
  readonly #noLocation: boolean;
  readonly #maxDepth: number;
  #depth = 0;

  constructor(source: string | Source, options: ParseOptions = {}) {
    this.#source = typeof source === 'string' ? new Source(source) : source;
    this.#lexer = new Lexer(this.#source, options.maxTokens ?? DEFAULT_MAX_TOKENS);
    this.#noLocation = options.noLocation === true;
    this.#maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  }

  // §2.2 Document

  /** Document :: Definition+ */
  parseDocument(): DocumentNode {
    const start = this.#lexer.token;
    const definitions = this.many(TokenKind.SOF, () => this.parseDefinition(), TokenKind.EOF);
    return { kind: Kind.DOCUMENT, definitions, loc: this.loc(start) };
  }

  /** Definition :: ExecutableDefinition | TypeSystemDefinitionOrExtension */
  parseDefinition(): DefinitionNode {
    const token = this.#lexer.token;
    if (token.kind === TokenKind.BRACE_L) return this.parseOperationDefinition();
    const hasDescription = this.peekDescription();
    const keyword = hasDescription ? this.#lexer.lookahead() : token;
    if (hasDescription && keyword.kind === TokenKind.BRACE_L) {
      throw syntaxError(
        this.#source,
        token.start,
        'Unexpected description, descriptions are not supported on shorthand queries.',
      );
    }
    if (keyword.kind === TokenKind.NAME) {
      const value = keyword.value as string;
      if (TYPE_SYSTEM_KEYWORDS.has(value)) return this.parseTypeSystemDefinition(value);
      switch (value) {
        case 'query':
        case 'mutation':
        case 'subscription':
          return this.parseOperationDefinition();
        case 'fragment':
          return this.parseFragmentDefinition();
      }
      if (hasDescription) {
        throw syntaxError(
          this.#source,
          token.start,
          'Unexpected description, only GraphQL definitions support descriptions.',
        );
      }
      if (value === 'extend') return this.parseTypeSystemExtension();
    }
    throw this.unexpected(keyword);
  }

  // §2.3 Operations

  /**
   * OperationDefinition :: Description? OperationType Name? VariablesDefinition? Directives? SelectionSet
   *                      | SelectionSet
   */
  parseOperationDefinition(): OperationDefinitionNode {
    const start = this.#lexer.token;
    if (this.peek(TokenKind.BRACE_L)) {
      return {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        description: undefined,
        name: undefined,
        variableDefinitions: [],
        directives: [],
        selectionSet: this.parseSelectionSet(),
        loc: this.loc(start),
      };
    }
    const description = this.parseDescription();
    const operation = this.parseOperationType();
    const name = this.peek(TokenKind.NAME) ? this.parseName() : undefined;
    return {
      kind: Kind.OPERATION_DEFINITION,
      operation,
      description,
      name,
      variableDefinitions: this.parseVariableDefinitions(),
      directives: this.parseDirectives(false),
      selectionSet: this.parseSelectionSet(),
      loc: this.loc(start),
    };
  }

  /** OperationType :: one of `query` `mutation` `subscription` */
  parseOperationType(): OperationTypeNode {
    const token = this.expectToken(TokenKind.NAME);
    switch (token.value) {
      case 'query':
        return OperationTypeNode.QUERY;
      case 'mutation':
        return OperationTypeNode.MUTATION;
      case 'subscription':
        return OperationTypeNode.SUBSCRIPTION;
    }
    throw this.unexpected(token);
  }

  /** VariablesDefinition :: ( VariableDefinition+ ) */
  parseVariableDefinitions(): VariableDefinitionNode[] {
    return this.optionalMany(TokenKind.PAREN_L, () => this.parseVariableDefinition(), TokenKind.PAREN_R);
  }

  /** VariableDefinition :: Description? Variable : Type DefaultValue? Directives[Const]? (§2.10) */
  parseVariableDefinition(): VariableDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    const variable = this.parseVariable();
    this.expectToken(TokenKind.COLON);
    const type = this.parseTypeReference();
    const defaultValue = this.expectOptionalToken(TokenKind.EQUALS) ? this.parseConstValueLiteral() : undefined;
    return {
      kind: Kind.VARIABLE_DEFINITION,
      description,
      variable,
      type,
      defaultValue,
      directives: this.parseConstDirectives(),
      loc: this.loc(start),
    };
  }

  /** Variable :: $ Name */
  parseVariable(): VariableNode {
    const start = this.#lexer.token;
    this.expectToken(TokenKind.DOLLAR);
    return { kind: Kind.VARIABLE, name: this.parseName(), loc: this.loc(start) };
  }

  // §2.4 Selection sets

  /** SelectionSet :: { Selection+ } */
  parseSelectionSet(): SelectionSetNode {
    const start = this.#lexer.token;
    this.enterNesting();
    // The hottest list in a query: looped here rather than through many() to save a closure per selection set.
    this.expectToken(TokenKind.BRACE_L);
    const selections: SelectionNode[] = [];
    do selections.push(this.parseSelection());
    while (!this.expectOptionalToken(TokenKind.BRACE_R));
    this.#depth--;
    return { kind: Kind.SELECTION_SET, selections, loc: this.loc(start) };
  }

  /** Selection :: Field | FragmentSpread | InlineFragment */
  parseSelection(): SelectionNode {
    return this.peek(TokenKind.SPREAD) ? this.parseFragment() : this.parseField();
  }

  /** Field :: Alias? Name Arguments? Directives? SelectionSet? (§2.5, §2.7 Alias :: Name :) */
  parseField(): FieldNode {
    const start = this.#lexer.token;
    const nameOrAlias = this.parseName();
    let alias: NameNode | undefined;
    let name: NameNode;
    if (this.expectOptionalToken(TokenKind.COLON)) {
      alias = nameOrAlias;
      name = this.parseName();
    } else {
      name = nameOrAlias;
    }
    return {
      kind: Kind.FIELD,
      alias,
      name,
      arguments: this.parseArguments(false),
      directives: this.parseDirectives(false),
      selectionSet: this.peek(TokenKind.BRACE_L) ? this.parseSelectionSet() : undefined,
      loc: this.loc(start),
    };
  }

  /** Arguments[Const] :: ( Argument[?Const]+ ) (§2.6) */
  parseArguments(isConst: true): ConstArgumentNode[];
  parseArguments(isConst: boolean): ArgumentNode[];
  parseArguments(isConst: boolean): ArgumentNode[] {
    // Called for every field and directive, mostly without arguments: no closure for that common case.
    if (!this.expectOptionalToken(TokenKind.PAREN_L)) return [];
    const args: ArgumentNode[] = [];
    do args.push(this.parseArgument(isConst));
    while (!this.expectOptionalToken(TokenKind.PAREN_R));
    return args;
  }

  /** Argument[Const] :: Name : Value[?Const] */
  parseArgument(isConst: boolean): ArgumentNode {
    const start = this.#lexer.token;
    const name = this.parseName();
    this.expectToken(TokenKind.COLON);
    return { kind: Kind.ARGUMENT, name, value: this.parseValueLiteral(isConst), loc: this.loc(start) };
  }

  // §2.8 Fragments

  /**
   * FragmentSpread :: ... FragmentName Directives?
   * InlineFragment :: ... TypeCondition? Directives? SelectionSet
   */
  parseFragment(): SelectionNode {
    const start = this.#lexer.token;
    this.expectToken(TokenKind.SPREAD);
    const hasTypeCondition = this.expectOptionalKeyword('on');
    if (!hasTypeCondition && this.peek(TokenKind.NAME)) {
      return {
        kind: Kind.FRAGMENT_SPREAD,
        name: this.parseFragmentName(),
        directives: this.parseDirectives(false),
        loc: this.loc(start),
      };
    }
    const fragment: InlineFragmentNode = {
      kind: Kind.INLINE_FRAGMENT,
      typeCondition: hasTypeCondition ? this.parseNamedType() : undefined,
      directives: this.parseDirectives(false),
      selectionSet: this.parseSelectionSet(),
      loc: this.loc(start),
    };
    return fragment;
  }

  /** FragmentDefinition :: Description? fragment FragmentName TypeCondition Directives? SelectionSet */
  parseFragmentDefinition(): FragmentDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('fragment');
    const name = this.parseFragmentName();
    this.expectKeyword('on');
    return {
      kind: Kind.FRAGMENT_DEFINITION,
      description,
      name,
      typeCondition: this.parseNamedType(),
      directives: this.parseDirectives(false),
      selectionSet: this.parseSelectionSet(),
      loc: this.loc(start),
    };
  }

  /** FragmentName :: Name but not `on` */
  parseFragmentName(): NameNode {
    if (this.#lexer.token.value === 'on') throw this.unexpected();
    return this.parseName();
  }

  // §2.9 Input values

  /**
   * Value[Const] :: [~Const] Variable | IntValue | FloatValue | StringValue | BooleanValue | NullValue | EnumValue
   *               | ListValue[?Const] | ObjectValue[?Const]
   */
  parseValueLiteral(isConst: true): ConstValueNode;
  parseValueLiteral(isConst: boolean): ValueNode;
  parseValueLiteral(isConst: boolean): ValueNode {
    const token = this.#lexer.token;
    switch (token.kind) {
      case TokenKind.BRACKET_L:
        return this.parseList(isConst);
      case TokenKind.BRACE_L:
        return this.parseObject(isConst);
      case TokenKind.INT:
        this.#lexer.advance();
        return { kind: Kind.INT, value: token.value as string, loc: this.loc(token) };
      case TokenKind.FLOAT:
        this.#lexer.advance();
        return { kind: Kind.FLOAT, value: token.value as string, loc: this.loc(token) };
      case TokenKind.STRING:
      case TokenKind.BLOCK_STRING:
        return this.parseStringLiteral();
      case TokenKind.NAME:
        this.#lexer.advance();
        switch (token.value) {
          case 'true':
            return { kind: Kind.BOOLEAN, value: true, loc: this.loc(token) };
          case 'false':
            return { kind: Kind.BOOLEAN, value: false, loc: this.loc(token) };
          case 'null':
            return { kind: Kind.NULL, loc: this.loc(token) };
          default:
            return { kind: Kind.ENUM, value: token.value as string, loc: this.loc(token) };
        }
      case TokenKind.DOLLAR:
        if (isConst) {
          this.#lexer.advance();
          const name = this.#lexer.token;
          if (name.kind === TokenKind.NAME) {
            throw syntaxError(this.#source, token.start, `Unexpected variable "$${name.value}" in constant value.`);
          }
          throw this.unexpected(token);
        }
        return this.parseVariable();
      default:
        throw this.unexpected();
    }
  }

  /** Value[Const] with Const set. */
  parseConstValueLiteral(): ConstValueNode {
    return this.parseValueLiteral(true);
  }

  /** StringValue, either form, as a node that remembers which form it was. */
  parseStringLiteral(): StringValueNode {
    const token = this.#lexer.token;
    this.#lexer.advance();
    return {
      kind: Kind.STRING,
      value: token.value as string,
      block: token.kind === TokenKind.BLOCK_STRING,
      loc: this.loc(token),
    };
  }

  /** ListValue[Const] :: [ ] | [ Value[?Const]+ ] (§2.9.7) */
  parseList(isConst: boolean): ValueNode {
    const start = this.#lexer.token;
    this.enterNesting();
    const values = this.any(TokenKind.BRACKET_L, () => this.parseValueLiteral(isConst), TokenKind.BRACKET_R);
    this.#depth--;
    return { kind: Kind.LIST, values, loc: this.loc(start) };
  }

  /** ObjectValue[Const] :: { } | { ObjectField[?Const]+ } (§2.9.8) */
  parseObject(isConst: boolean): ValueNode {
    const start = this.#lexer.token;
    this.enterNesting();
    const fields = this.any(TokenKind.BRACE_L, () => this.parseObjectField(isConst), TokenKind.BRACE_R);
    this.#depth--;
    return { kind: Kind.OBJECT, fields, loc: this.loc(start) };
  }

  /** ObjectField[Const] :: Name : Value[?Const] */
  parseObjectField(isConst: boolean): ObjectFieldNode {
    const start = this.#lexer.token;
    const name = this.parseName();
    this.expectToken(TokenKind.COLON);
    return { kind: Kind.OBJECT_FIELD, name, value: this.parseValueLiteral(isConst), loc: this.loc(start) };
  }

  // §2.12 Directives

  /** Directives[Const] :: Directive[?Const]+ */
  parseDirectives(isConst: boolean): DirectiveNode[] {
    const directives: DirectiveNode[] = [];
    while (this.peek(TokenKind.AT)) directives.push(this.parseDirective(isConst));
    return directives;
  }

  parseConstDirectives(): ConstDirectiveNode[] {
    return this.parseDirectives(true) as ConstDirectiveNode[];
  }

  /** Directive[Const] :: @ Name Arguments[?Const]? */
  parseDirective(isConst: boolean): DirectiveNode {
    const start = this.#lexer.token;
    this.expectToken(TokenKind.AT);
    return {
      kind: Kind.DIRECTIVE,
      name: this.parseName(),
      arguments: this.parseArguments(isConst),
      loc: this.loc(start),
    };
  }

  // §2.11 Type references

  /** Type :: NamedType | ListType | NonNullType */
  parseTypeReference(): TypeNode {
    const start = this.#lexer.token;
    let type: TypeNode;
    if (this.peek(TokenKind.BRACKET_L)) {
      this.enterNesting();
      this.#lexer.advance();
      const inner = this.parseTypeReference();
      this.expectToken(TokenKind.BRACKET_R);
      this.#depth--;
      type = { kind: Kind.LIST_TYPE, type: inner, loc: this.loc(start) };
    } else {
      type = this.parseNamedType();
    }
    if (this.expectOptionalToken(TokenKind.BANG)) {
      return { kind: Kind.NON_NULL_TYPE, type, loc: this.loc(start) };
    }
    return type;
  }

  /** NamedType :: Name */
  parseNamedType(): NamedTypeNode {
    const start = this.#lexer.token;
    return { kind: Kind.NAMED_TYPE, name: this.parseName(), loc: this.loc(start) };
  }

  /** Name (§2.1.9) */
  parseName(): NameNode {
    const token = this.expectToken(TokenKind.NAME);
    return { kind: Kind.NAME, value: token.value as string, loc: this.loc(token) };
  }

  // §3 Type system

  peekDescription(): boolean {
    return this.peek(TokenKind.STRING) || this.peek(TokenKind.BLOCK_STRING);
  }

  /** Description :: StringValue (§3.2) */
  parseDescription(): StringValueNode | undefined {
    return this.peekDescription() ? this.parseStringLiteral() : undefined;
  }

  parseTypeSystemDefinition(keyword: string): DefinitionNode {
    switch (keyword) {
      case 'schema':
        return this.parseSchemaDefinition();
      case 'scalar':
        return this.parseScalarTypeDefinition();
      case 'type':
        return this.parseObjectTypeDefinition();
      case 'interface':
        return this.parseInterfaceTypeDefinition();
      case 'union':
        return this.parseUnionTypeDefinition();
      case 'enum':
        return this.parseEnumTypeDefinition();
      case 'input':
        return this.parseInputObjectTypeDefinition();
      default:
        return this.parseDirectiveDefinition();
    }
  }

  /** SchemaDefinition :: Description? schema Directives[Const]? { RootOperationTypeDefinition+ } (§3.3) */
  parseSchemaDefinition(): SchemaDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('schema');
    const directives = this.parseConstDirectives();
    const operationTypes = this.many(TokenKind.BRACE_L, () => this.parseOperationTypeDefinition(), TokenKind.BRACE_R);
    return { kind: Kind.SCHEMA_DEFINITION, description, directives, operationTypes, loc: this.loc(start) };
  }

  /** RootOperationTypeDefinition :: OperationType : NamedType */
  parseOperationTypeDefinition(): OperationTypeDefinitionNode {
    const start = this.#lexer.token;
    const operation = this.parseOperationType();
    this.expectToken(TokenKind.COLON);
    const type = this.parseNamedType();
    return { kind: Kind.OPERATION_TYPE_DEFINITION, operation, type, loc: this.loc(start) };
  }

  /** ScalarTypeDefinition :: Description? scalar Name Directives[Const]? (§3.5) */
  parseScalarTypeDefinition(): ScalarTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('scalar');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    return { kind: Kind.SCALAR_TYPE_DEFINITION, description, name, directives, loc: this.loc(start) };
  }

  /**
   * ObjectTypeDefinition :: Description? type Name ImplementsInterfaces? Directives[Const]? FieldsDefinition? (§3.6)
   */
  parseObjectTypeDefinition(): ObjectTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('type');
    const name = this.parseName();
    const interfaces = this.parseImplementsInterfaces();
    const directives = this.parseConstDirectives();
    const fields = this.parseFieldsDefinition();
    return {
      kind: Kind.OBJECT_TYPE_DEFINITION,
      description,
      name,
      interfaces,
      directives,
      fields,
      loc: this.loc(start),
    };
  }

  /** ImplementsInterfaces :: implements &? NamedType | ImplementsInterfaces & NamedType */
  parseImplementsInterfaces(): NamedTypeNode[] {
    return this.expectOptionalKeyword('implements')
      ? this.delimitedMany(TokenKind.AMP, () => this.parseNamedType())
      : [];
  }

  /** FieldsDefinition :: { FieldDefinition+ } */
  parseFieldsDefinition(): FieldDefinitionNode[] {
    return this.optionalMany(TokenKind.BRACE_L, () => this.parseFieldDefinition(), TokenKind.BRACE_R);
  }

  /** FieldDefinition :: Description? Name ArgumentsDefinition? : Type Directives[Const]? */
  parseFieldDefinition(): FieldDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    const name = this.parseName();
    const args = this.parseArgumentDefinitions();
    this.expectToken(TokenKind.COLON);
    const type = this.parseTypeReference();
    const directives = this.parseConstDirectives();
    return {
      kind: Kind.FIELD_DEFINITION,
      description,
      name,
      arguments: args,
      type,
      directives,
      loc: this.loc(start),
    };
  }

  /** ArgumentsDefinition :: ( InputValueDefinition+ ) (§3.6.1) */
  parseArgumentDefinitions(): InputValueDefinitionNode[] {
    return this.optionalMany(TokenKind.PAREN_L, () => this.parseInputValueDefinition(), TokenKind.PAREN_R);
  }

  /** InputValueDefinition :: Description? Name : Type DefaultValue? Directives[Const]? */
  parseInputValueDefinition(): InputValueDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    const name = this.parseName();
    this.expectToken(TokenKind.COLON);
    const type = this.parseTypeReference();
    const defaultValue = this.expectOptionalToken(TokenKind.EQUALS) ? this.parseConstValueLiteral() : undefined;
    const directives = this.parseConstDirectives();
    return {
      kind: Kind.INPUT_VALUE_DEFINITION,
      description,
      name,
      type,
      defaultValue,
      directives,
      loc: this.loc(start),
    };
  }

  /**
   * InterfaceTypeDefinition :: Description? interface Name ImplementsInterfaces? Directives[Const]?
   *                            FieldsDefinition? (§3.7)
   */
  parseInterfaceTypeDefinition(): InterfaceTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('interface');
    const name = this.parseName();
    const interfaces = this.parseImplementsInterfaces();
    const directives = this.parseConstDirectives();
    const fields = this.parseFieldsDefinition();
    return {
      kind: Kind.INTERFACE_TYPE_DEFINITION,
      description,
      name,
      interfaces,
      directives,
      fields,
      loc: this.loc(start),
    };
  }

  /** UnionTypeDefinition :: Description? union Name Directives[Const]? UnionMemberTypes? (§3.8) */
  parseUnionTypeDefinition(): UnionTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('union');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const types = this.parseUnionMemberTypes();
    return { kind: Kind.UNION_TYPE_DEFINITION, description, name, directives, types, loc: this.loc(start) };
  }

  /** UnionMemberTypes :: = |? NamedType | UnionMemberTypes | NamedType */
  parseUnionMemberTypes(): NamedTypeNode[] {
    return this.expectOptionalToken(TokenKind.EQUALS)
      ? this.delimitedMany(TokenKind.PIPE, () => this.parseNamedType())
      : [];
  }

  /** EnumTypeDefinition :: Description? enum Name Directives[Const]? EnumValuesDefinition? (§3.9) */
  parseEnumTypeDefinition(): EnumTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('enum');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const values = this.parseEnumValuesDefinition();
    return { kind: Kind.ENUM_TYPE_DEFINITION, description, name, directives, values, loc: this.loc(start) };
  }

  /** EnumValuesDefinition :: { EnumValueDefinition+ } */
  parseEnumValuesDefinition(): EnumValueDefinitionNode[] {
    return this.optionalMany(TokenKind.BRACE_L, () => this.parseEnumValueDefinition(), TokenKind.BRACE_R);
  }

  /** EnumValueDefinition :: Description? EnumValue Directives[Const]? */
  parseEnumValueDefinition(): EnumValueDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    const name = this.parseEnumValueName();
    const directives = this.parseConstDirectives();
    return { kind: Kind.ENUM_VALUE_DEFINITION, description, name, directives, loc: this.loc(start) };
  }

  /** EnumValue :: Name but not `true`, `false` or `null` */
  parseEnumValueName(): NameNode {
    const token = this.#lexer.token;
    if (token.value === 'true' || token.value === 'false' || token.value === 'null') {
      throw syntaxError(
        this.#source,
        token.start,
        `${describeToken(token)} is reserved and cannot be used for an enum value.`,
      );
    }
    return this.parseName();
  }

  /** InputObjectTypeDefinition :: Description? input Name Directives[Const]? InputFieldsDefinition? (§3.10) */
  parseInputObjectTypeDefinition(): InputObjectTypeDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('input');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const fields = this.parseInputFieldsDefinition();
    return { kind: Kind.INPUT_OBJECT_TYPE_DEFINITION, description, name, directives, fields, loc: this.loc(start) };
  }

  /** InputFieldsDefinition :: { InputValueDefinition+ } */
  parseInputFieldsDefinition(): InputValueDefinitionNode[] {
    return this.optionalMany(TokenKind.BRACE_L, () => this.parseInputValueDefinition(), TokenKind.BRACE_R);
  }

  /**
   * DirectiveDefinition :: Description? directive @ Name ArgumentsDefinition? repeatable? on DirectiveLocations
   * (§3.13)
   */
  parseDirectiveDefinition(): DirectiveDefinitionNode {
    const start = this.#lexer.token;
    const description = this.parseDescription();
    this.expectKeyword('directive');
    this.expectToken(TokenKind.AT);
    const name = this.parseName();
    const args = this.parseArgumentDefinitions();
    const repeatable = this.expectOptionalKeyword('repeatable');
    this.expectKeyword('on');
    const locations = this.delimitedMany(TokenKind.PIPE, () => this.parseDirectiveLocation());
    return {
      kind: Kind.DIRECTIVE_DEFINITION,
      description,
      name,
      arguments: args,
      directives: [],
      repeatable,
      locations,
      loc: this.loc(start),
    };
  }

  /** DirectiveLocation :: ExecutableDirectiveLocation | TypeSystemDirectiveLocation */
  parseDirectiveLocation(): NameNode {
    const start = this.#lexer.token;
    const name = this.parseName();
    if (Object.hasOwn(DirectiveLocation, name.value)) return name;
    throw this.unexpected(start);
  }

  // §3.3.2, §3.4.3 Extensions

  /** TypeSystemExtension :: SchemaExtension | TypeExtension */
  parseTypeSystemExtension(): TypeSystemExtensionNode {
    const keyword = this.#lexer.lookahead();
    if (keyword.kind === TokenKind.NAME) {
      switch (keyword.value) {
        case 'schema':
          return this.parseSchemaExtension();
        case 'scalar':
          return this.parseScalarTypeExtension();
        case 'type':
          return this.parseObjectOrInterfaceTypeExtension('type');
        case 'interface':
          return this.parseObjectOrInterfaceTypeExtension('interface');
        case 'union':
          return this.parseUnionTypeExtension();
        case 'enum':
          return this.parseEnumTypeExtension();
        case 'input':
          return this.parseInputObjectTypeExtension();
      }
    }
    throw this.unexpected(keyword);
  }

  /** SchemaExtension :: extend schema Directives[Const]? { RootOperationTypeDefinition+ } | extend schema Directives[Const] */
  parseSchemaExtension(): SchemaExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword('schema');
    const directives = this.parseConstDirectives();
    const operationTypes = this.optionalMany(
      TokenKind.BRACE_L,
      () => this.parseOperationTypeDefinition(),
      TokenKind.BRACE_R,
    );
    if (directives.length === 0 && operationTypes.length === 0) throw this.unexpected();
    return { kind: Kind.SCHEMA_EXTENSION, directives, operationTypes, loc: this.loc(start) };
  }

  /** ScalarTypeExtension :: extend scalar Name Directives[Const] */
  parseScalarTypeExtension(): ScalarTypeExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword('scalar');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    if (directives.length === 0) throw this.unexpected();
    return { kind: Kind.SCALAR_TYPE_EXTENSION, name, directives, loc: this.loc(start) };
  }

  /**
   * ObjectTypeExtension :: extend type Name ImplementsInterfaces? Directives[Const]? FieldsDefinition (or a
   * non-empty subset); InterfaceTypeExtension likewise with `interface`.
   */
  parseObjectOrInterfaceTypeExtension(
    keyword: 'type' | 'interface',
  ): ObjectTypeExtensionNode | InterfaceTypeExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword(keyword);
    const name = this.parseName();
    const interfaces = this.parseImplementsInterfaces();
    const directives = this.parseConstDirectives();
    const fields = this.parseFieldsDefinition();
    if (interfaces.length === 0 && directives.length === 0 && fields.length === 0) throw this.unexpected();
    const kind = keyword === 'type' ? Kind.OBJECT_TYPE_EXTENSION : Kind.INTERFACE_TYPE_EXTENSION;
    return { kind, name, interfaces, directives, fields, loc: this.loc(start) };
  }

  /** UnionTypeExtension :: extend union Name Directives[Const]? UnionMemberTypes | extend union Name Directives[Const] */
  parseUnionTypeExtension(): UnionTypeExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword('union');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const types = this.parseUnionMemberTypes();
    if (directives.length === 0 && types.length === 0) throw this.unexpected();
    return { kind: Kind.UNION_TYPE_EXTENSION, name, directives, types, loc: this.loc(start) };
  }

  /** EnumTypeExtension :: extend enum Name Directives[Const]? EnumValuesDefinition | extend enum Name Directives[Const] */
  parseEnumTypeExtension(): EnumTypeExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword('enum');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const values = this.parseEnumValuesDefinition();
    if (directives.length === 0 && values.length === 0) throw this.unexpected();
    return { kind: Kind.ENUM_TYPE_EXTENSION, name, directives, values, loc: this.loc(start) };
  }

  /** InputObjectTypeExtension :: extend input Name Directives[Const]? InputFieldsDefinition | extend input Name Directives[Const] */
  parseInputObjectTypeExtension(): InputObjectTypeExtensionNode {
    const start = this.#lexer.token;
    this.expectKeyword('extend');
    this.expectKeyword('input');
    const name = this.parseName();
    const directives = this.parseConstDirectives();
    const fields = this.parseInputFieldsDefinition();
    if (directives.length === 0 && fields.length === 0) throw this.unexpected();
    return { kind: Kind.INPUT_OBJECT_TYPE_EXTENSION, name, directives, fields, loc: this.loc(start) };
  }

  // Token helpers

  loc(start: Token): Location | undefined {
    return this.#noLocation ? undefined : new Location(start.start, this.#lexer.lastToken.end, this.#source);
  }

  peek(kind: TokenKind): boolean {
    return this.#lexer.token.kind === kind;
  }

  /** Consumes a token of `kind` or throws "Expected <kind>, found <token>." */
  expectToken(kind: TokenKind): Token {
    const token = this.#lexer.token;
    if (token.kind === kind) {
      this.#lexer.advance();
      return token;
    }
    throw syntaxError(this.#source, token.start, `Expected ${describeTokenKind(kind)}, found ${describeToken(token)}.`);
  }

  expectOptionalToken(kind: TokenKind): boolean {
    if (this.#lexer.token.kind !== kind) return false;
    this.#lexer.advance();
    return true;
  }

  /** Consumes the Name `value` or throws 'Expected "value", found <token>.' */
  expectKeyword(value: string): void {
    const token = this.#lexer.token;
    if (token.kind === TokenKind.NAME && token.value === value) {
      this.#lexer.advance();
      return;
    }
    throw syntaxError(this.#source, token.start, `Expected "${value}", found ${describeToken(token)}.`);
  }

  expectOptionalKeyword(value: string): boolean {
    const token = this.#lexer.token;
    if (token.kind !== TokenKind.NAME || token.value !== value) return false;
    this.#lexer.advance();
    return true;
  }

  unexpected(token: Token = this.#lexer.token): GraphQLError {
    return syntaxError(this.#source, token.start, `Unexpected ${describeToken(token)}.`);
  }

  /** Counts one level of nesting, failing before the call stack could run out. */
  enterNesting(): void {
    if (++this.#depth > this.#maxDepth) {
      throw syntaxError(
        this.#source,
        this.#lexer.token.start,
        `Document exceeds the maximum nesting depth of ${this.#maxDepth}.`,
      );
    }
  }

  /** open item* close: zero or more items. */
  any<T>(open: TokenKind, parseItem: () => T, close: TokenKind): T[] {
    this.expectToken(open);
    const items: T[] = [];
    while (!this.expectOptionalToken(close)) items.push(parseItem());
    return items;
  }

  /** open item+ close, or nothing at all (an empty list) when `open` is absent. */
  optionalMany<T>(open: TokenKind, parseItem: () => T, close: TokenKind): T[] {
    if (!this.expectOptionalToken(open)) return [];
    const items: T[] = [];
    do items.push(parseItem());
    while (!this.expectOptionalToken(close));
    return items;
  }

  /** open item+ close. */
  many<T>(open: TokenKind, parseItem: () => T, close: TokenKind): T[] {
    this.expectToken(open);
    const items: T[] = [];
    do items.push(parseItem());
    while (!this.expectOptionalToken(close));
    return items;
  }

  /** delimiter? item (delimiter item)*: the optional leading `&` or `|` of implements lists and unions. */
  delimitedMany<T>(delimiter: TokenKind, parseItem: () => T): T[] {
    this.expectOptionalToken(delimiter);
    const items: T[] = [];
    do items.push(parseItem());
    while (this.expectOptionalToken(delimiter));
    return items;
  }
}
