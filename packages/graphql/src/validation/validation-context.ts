import type { GraphQLError } from '../error/graphql-error.js';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  FragmentSpreadNode,
  OperationDefinitionNode,
  SelectionSetNode,
  VariableNode,
} from '../language/ast.js';
import { type ASTVisitor, visit } from '../language/visitor.js';
import type {
  GraphQLArgument,
  GraphQLCompositeType,
  GraphQLEnumValue,
  GraphQLField,
  GraphQLInputType,
  GraphQLOutputType,
} from '../type/definition.js';
import type { GraphQLDirective } from '../type/directives.js';
import type { GraphQLSchema } from '../type/schema.js';
import { TypeInfo, visitWithTypeInfo } from './type-info.js';

/**
 * One use of a variable, with the input type expected where it is used and the default value at that position
 * (spec §5.8.5 needs both: a nullable variable may fill a non-null position that has a default).
 *
 * @example
 * const usage: VariableUsage = { node: variableNode, type: GraphQLInt, defaultValue: undefined, parentType: undefined };
 */
export interface VariableUsage {
  readonly node: VariableNode;
  readonly type: GraphQLInputType | undefined;
  readonly defaultValue: unknown;
  /** The input type around the position (a oneOf input object's fields must get non-null variables). */
  readonly parentType: GraphQLInputType | undefined;
}

/**
 * What a validation rule sees: the schema, the document, the types at the current node, and lookups over
 * fragments and variable uses that several rules share (each computed once and cached).
 *
 * @example
 * const rule: ValidationRule = (context) => ({
 *   Field(node) { if (context.getFieldDef() === undefined) context.reportError(new GraphQLError('?', { nodes: node })); },
 * });
 */
export class ValidationContext {
  readonly #schema: GraphQLSchema;
  readonly #document: DocumentNode;
  readonly #typeInfo: TypeInfo;
  readonly #onError: (error: GraphQLError) => void;
  #fragments: Map<string, FragmentDefinitionNode> | undefined;
  readonly #fragmentSpreads = new Map<SelectionSetNode, readonly FragmentSpreadNode[]>();
  readonly #recursiveFragments = new Map<OperationDefinitionNode, readonly FragmentDefinitionNode[]>();
  readonly #variableUsages = new Map<OperationDefinitionNode | FragmentDefinitionNode, readonly VariableUsage[]>();
  readonly #recursiveVariableUsages = new Map<OperationDefinitionNode, readonly VariableUsage[]>();

  constructor(
    schema: GraphQLSchema,
    document: DocumentNode,
    typeInfo: TypeInfo,
    onError: (error: GraphQLError) => void,
  ) {
    this.#schema = schema;
    this.#document = document;
    this.#typeInfo = typeInfo;
    this.#onError = onError;
  }

  reportError(error: GraphQLError): void {
    this.#onError(error);
  }

  getSchema(): GraphQLSchema {
    return this.#schema;
  }

  getDocument(): DocumentNode {
    return this.#document;
  }

  /** The first fragment definition with this name. */
  getFragment(name: string): FragmentDefinitionNode | undefined {
    if (this.#fragments === undefined) {
      this.#fragments = new Map();
      for (const definition of this.#document.definitions) {
        if (definition.kind === 'FragmentDefinition' && !this.#fragments.has(definition.name.value)) {
          this.#fragments.set(definition.name.value, definition);
        }
      }
    }
    return this.#fragments.get(name);
  }

  /** The fragment spreads in a selection set, through inline fragments but not into other fragments. */
  getFragmentSpreads(selectionSet: SelectionSetNode): readonly FragmentSpreadNode[] {
    let spreads = this.#fragmentSpreads.get(selectionSet);
    if (spreads === undefined) {
      const found: FragmentSpreadNode[] = [];
      const pending: SelectionSetNode[] = [selectionSet];
      for (let set = pending.pop(); set !== undefined; set = pending.pop()) {
        for (const selection of set.selections) {
          if (selection.kind === 'FragmentSpread') found.push(selection);
          else if (selection.selectionSet !== undefined) pending.push(selection.selectionSet);
        }
      }
      spreads = found;
      this.#fragmentSpreads.set(selectionSet, spreads);
    }
    return spreads;
  }

  /** Every fragment an operation uses, directly or through other fragments, each once. */
  getRecursivelyReferencedFragments(operation: OperationDefinitionNode): readonly FragmentDefinitionNode[] {
    let fragments = this.#recursiveFragments.get(operation);
    if (fragments === undefined) {
      const found: FragmentDefinitionNode[] = [];
      const seen = new Set<string>();
      const pending: SelectionSetNode[] = [operation.selectionSet];
      for (let set = pending.pop(); set !== undefined; set = pending.pop()) {
        for (const spread of this.getFragmentSpreads(set)) {
          const name = spread.name.value;
          if (seen.has(name)) continue;
          seen.add(name);
          const fragment = this.getFragment(name);
          if (fragment !== undefined) {
            found.push(fragment);
            pending.push(fragment.selectionSet);
          }
        }
      }
      fragments = found;
      this.#recursiveFragments.set(operation, fragments);
    }
    return fragments;
  }

  /** The variables used in an operation or fragment (not in fragments it spreads), with their expected types. */
  getVariableUsages(node: OperationDefinitionNode | FragmentDefinitionNode): readonly VariableUsage[] {
    let usages = this.#variableUsages.get(node);
    if (usages === undefined) {
      const found: VariableUsage[] = [];
      const typeInfo = new TypeInfo(this.#schema);
      const collector: ASTVisitor = {
        VariableDefinition: () => false,
        Variable: (variable) => {
          found.push({
            node: variable,
            type: typeInfo.getInputType(),
            defaultValue: typeInfo.getDefaultValue(),
            parentType: typeInfo.getParentInputType(),
          });
        },
      };
      visit(node, visitWithTypeInfo(typeInfo, collector), { skipDescriptions: true });
      usages = found;
      this.#variableUsages.set(node, usages);
    }
    return usages;
  }

  /** The variables used by an operation, including inside every fragment it uses. */
  getRecursiveVariableUsages(operation: OperationDefinitionNode): readonly VariableUsage[] {
    let usages = this.#recursiveVariableUsages.get(operation);
    if (usages === undefined) {
      const found = [...this.getVariableUsages(operation)];
      for (const fragment of this.getRecursivelyReferencedFragments(operation)) {
        found.push(...this.getVariableUsages(fragment));
      }
      usages = found;
      this.#recursiveVariableUsages.set(operation, usages);
    }
    return usages;
  }

  getType(): GraphQLOutputType | undefined {
    return this.#typeInfo.getType();
  }

  getParentType(): GraphQLCompositeType | undefined {
    return this.#typeInfo.getParentType();
  }

  getInputType(): GraphQLInputType | undefined {
    return this.#typeInfo.getInputType();
  }

  getParentInputType(): GraphQLInputType | undefined {
    return this.#typeInfo.getParentInputType();
  }

  getFieldDef(): GraphQLField | undefined {
    return this.#typeInfo.getFieldDef();
  }

  getDirective(): GraphQLDirective | undefined {
    return this.#typeInfo.getDirective();
  }

  getArgument(): GraphQLArgument | undefined {
    return this.#typeInfo.getArgument();
  }

  getEnumValue(): GraphQLEnumValue | undefined {
    return this.#typeInfo.getEnumValue();
  }
}

/**
 * A validation rule: given the context, the visitor that checks one rule of spec §5 during the shared walk.
 *
 * @example
 * const noFieldsNamedX: ValidationRule = (context) => ({ Field(node) { ... } });
 */
export type ValidationRule = (context: ValidationContext) => ASTVisitor;
