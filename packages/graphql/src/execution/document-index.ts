import type {
  DocumentNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from '../language/ast.js';
import type { GraphQLObjectType, ObjMap } from '../type/definition.js';
import type { SelectionPlan } from './collect-fields.js';

/**
 * What execution needs to know about a document before it looks at a request: its operations, its
 * fragments by name, and whether any `@skip`/`@include` reads a variable. Computed once per
 * document object and kept in a WeakMap, so a cached document skips this work on every request.
 *
 * @example
 * const { operations, fragments } = indexDocument(document);
 */
export interface DocumentIndex {
  readonly operations: ReadonlyArray<OperationDefinitionNode>;
  readonly fragments: ObjMap<FragmentDefinitionNode>;
  /** When false, field plans depend on the document only and can be shared between executions. */
  readonly variableDependent: boolean;
  /** Root field plans per operation and root type, when shareable. */
  readonly rootPlans: WeakMap<OperationDefinitionNode, Map<GraphQLObjectType, SelectionPlan>>;
}

const indexes = new WeakMap<DocumentNode, DocumentIndex>();

/**
 * The index of a document, built on first use.
 *
 * @example
 * indexDocument(parse('query A { a } fragment F on Q { b }')).operations.length; // 1
 */
export function indexDocument(document: DocumentNode): DocumentIndex {
  let index = indexes.get(document);
  if (index === undefined) {
    const operations: OperationDefinitionNode[] = [];
    const fragments: ObjMap<FragmentDefinitionNode> = Object.create(null);
    let variableDependent = false;
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition') operations.push(definition);
      else if (definition.kind === 'FragmentDefinition') fragments[definition.name.value] = definition;
      else continue;
      variableDependent ||= hasVariableCondition(definition.selectionSet);
    }
    index = { operations, fragments, variableDependent, rootPlans: new WeakMap() };
    indexes.set(document, index);
  }
  return index;
}

/** Whether a `@skip` or `@include` in this selection set (at any depth) takes a variable. */
function hasVariableCondition(selectionSet: SelectionSetNode): boolean {
  for (const selection of selectionSet.selections) {
    for (const directive of selection.directives) {
      const name = directive.name.value;
      if ((name === 'skip' || name === 'include') && directive.arguments.some((arg) => containsVariable(arg.value))) {
        return true;
      }
    }
    if (selection.kind !== 'FragmentSpread' && selection.selectionSet !== undefined) {
      if (hasVariableCondition(selection.selectionSet)) return true;
    }
  }
  return false;
}

function containsVariable(value: ValueNode): boolean {
  if (value.kind === 'Variable') return true;
  if (value.kind === 'ListValue') return value.values.some(containsVariable);
  if (value.kind === 'ObjectValue') return value.fields.some((field) => containsVariable(field.value));
  return false;
}
