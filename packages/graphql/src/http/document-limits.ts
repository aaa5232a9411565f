import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from '../language/ast.js';

/**
 * How many fields and aliases a document would select once its fragments are expanded.
 *
 * @example
 * const { fields, aliases } = countSelections(document, 1000);
 */
export interface SelectionCounts {
  readonly fields: number;
  readonly aliases: number;
}

/**
 * Counts the fields and aliases of every operation in a document with fragment spreads expanded,
 * since a small document can spread one fragment many times. Counting stops early past `cap`, and
 * a fragment spread inside itself counts once (validation rejects the cycle separately).
 *
 * @example
 * countSelections(parse('{ a b: c ...F } fragment F on Q { d }'), 1000); // { fields: 3, aliases: 1 }
 */
export function countSelections(document: DocumentNode, cap: number): SelectionCounts {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, SelectionCounts>();
  const inProgress = new Set<string>();

  const countSet = (selectionSet: SelectionSetNode): SelectionCounts => {
    let fields = 0;
    let aliases = 0;
    for (const selection of selectionSet.selections) {
      let sub: SelectionCounts | undefined;
      if (selection.kind === 'Field') {
        fields += 1;
        if (selection.alias !== undefined) aliases += 1;
        if (selection.selectionSet !== undefined) sub = countSet(selection.selectionSet);
      } else if (selection.kind === 'InlineFragment') {
        sub = countSet(selection.selectionSet);
      } else {
        sub = countFragment(selection.name.value);
      }
      if (sub !== undefined) {
        fields += sub.fields;
        aliases += sub.aliases;
      }
      // Saturate: past the cap the exact number no longer matters, and it can grow exponentially.
      if (fields > cap || aliases > cap)
        return { fields: Math.min(fields, cap + 1), aliases: Math.min(aliases, cap + 1) };
    }
    return { fields, aliases };
  };

  const countFragment = (name: string): SelectionCounts => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (fragment === undefined || inProgress.has(name)) return { fields: 0, aliases: 0 };
    inProgress.add(name);
    const counts = countSet(fragment.selectionSet);
    inProgress.delete(name);
    memo.set(name, counts);
    return counts;
  };

  let fields = 0;
  let aliases = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const counts = countSet(definition.selectionSet);
    fields += counts.fields;
    aliases += counts.aliases;
  }
  return { fields, aliases };
}
