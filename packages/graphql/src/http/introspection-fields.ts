import type { DocumentNode, FieldNode, SelectionSetNode } from '../language/ast.js';

/**
 * The first `__schema` or `__type` field anywhere in `document` (operations and fragments alike),
 * or undefined. `__typename` is not introspection of the schema and stays allowed: clients
 * (Apollo, urql) add it to every selection. Each selection is visited once, so the cost is linear
 * in the document, which the parser has already bounded in size and depth.
 *
 * @example
 * findIntrospectionField(parse('{ __schema { types { name } } }'))?.name.value; // '__schema'
 */
export function findIntrospectionField(document: DocumentNode): FieldNode | undefined {
  const inSet = (selectionSet: SelectionSetNode): FieldNode | undefined => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'FragmentSpread') continue;
      if (selection.kind === 'Field' && (selection.name.value === '__schema' || selection.name.value === '__type')) {
        return selection;
      }
      const found = selection.selectionSet === undefined ? undefined : inSet(selection.selectionSet);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition' && definition.kind !== 'FragmentDefinition') continue;
    const found = inSet(definition.selectionSet);
    if (found !== undefined) return found;
  }
  return undefined;
}
