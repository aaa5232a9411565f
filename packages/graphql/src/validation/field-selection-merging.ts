import { GraphQLError } from '../error/graphql-error.js';
import type { FieldNode, FragmentDefinitionNode, SelectionSetNode, ValueNode } from '../language/ast.js';
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLType,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from '../type/definition.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import { ValidationAborted } from './validation-aborted.js';
import type { ValidationContext, ValidationRule } from './validation-context.js';

/** Longest response name or reason quoted in a message, and most nodes located by one error. */
const MAX_DETAIL_LENGTH = 1000;
const MAX_CONFLICT_NODES = 20;
/** Comparisons allowed per document before validation gives up: fragments make the work grow fast. */
const COMPLEXITY_BUDGET = 500_000;
/**
 * Deepest nesting of comparisons (fragments spreading fragments inside sub-selections). graphql-js overflows the
 * call stack on such documents; this gives up cleanly well before that.
 */
const MAX_RECURSION = 1000;

/** One field selection with the type it is selected on and its definition there. */
interface FieldEntry {
  readonly parentType: GraphQLNamedType | undefined;
  readonly node: FieldNode;
  readonly definition: GraphQLField | undefined;
}

/** A selection set's fields by response name (inline fragments flattened in) and the fragments it spreads. */
interface CollectedFields {
  readonly fields: Map<string, FieldEntry[]>;
  readonly fragmentNames: readonly string[];
  /** Fragments already compared against these fields, and whether only as mutually exclusive. */
  readonly comparedFragments: Map<string, boolean>;
}

interface Conflict {
  readonly responseName: string;
  readonly reason: string;
  readonly fields1: readonly FieldNode[];
  readonly fields2: readonly FieldNode[];
}

/**
 * Spec §5.3.2 Field Selection Merging (FieldsInSetCanMerge): fields that share a response name in one selection
 * set, including through fragments, must be the same field with the same arguments unless their parents are
 * different object types, must have compatible return types (SameResponseShape), and their sub-selections must
 * merge in turn.
 *
 * The comparison is organised as in graphql-js: each selection set compares its own fields once, then its fields
 * against each fragment it spreads and the fragments against each other, memoising fragment pairs so a document
 * with many fragments costs polynomial, not exponential, work; a budget stops hostile documents.
 *
 * @example
 * validate(schema, parse('{ dog { name: nickname name } }'), [FieldSelectionMergingRule]);
 * // Fields "name" conflict because "nickname" and "name" are different fields. Use different aliases on the
 * // fields to fetch both if this was intentional.
 */
export const FieldSelectionMergingRule: ValidationRule = (context) => {
  const merger = new FieldMerger(context);
  return {
    SelectionSet(selectionSet, parent) {
      // An inline fragment's fields are compared as part of the selection set around it.
      if (parent?.kind === 'InlineFragment') return;
      const [first] = selectionSet.selections;
      if (selectionSet.selections.length <= 1 && first?.kind !== 'InlineFragment') return;
      for (const conflict of merger.findConflictsWithin(context.getParentType(), selectionSet)) {
        context.reportError(
          new GraphQLError(
            `Fields "${abbreviate(conflict.responseName)}" conflict because ${conflict.reason}. Use different aliases on the fields to fetch both if this was intentional.`,
            { nodes: [...conflict.fields1, ...conflict.fields2] },
          ),
        );
      }
    },
  };
};

class FieldMerger {
  readonly #context: ValidationContext;
  /** By parent type, then selection set: one selection set seen under two types is two collections. */
  readonly #collected = new Map<GraphQLNamedType | undefined, Map<SelectionSetNode, CollectedFields>>();
  readonly #comparedFragmentPairs = new PairSet();
  readonly #stringified = new Map<ValueNode, string>();
  #budget = COMPLEXITY_BUDGET;
  #depth = 0;

  constructor(context: ValidationContext) {
    this.#context = context;
  }

  /** (A) the fields of one selection set among themselves, (B) against each spread fragment, (C) fragment pairs. */
  findConflictsWithin(parentType: GraphQLNamedType | undefined, selectionSet: SelectionSetNode): Conflict[] {
    const conflicts: Conflict[] = [];
    const collected = this.#collect(parentType, selectionSet);
    for (const [responseName, entries] of collected.fields) {
      for (let i = 0; i < entries.length; i++) {
        for (let j = i + 1; j < entries.length; j++) {
          const conflict = this.#findConflict(false, responseName, entries[i] as FieldEntry, entries[j] as FieldEntry);
          if (conflict !== undefined) conflicts.push(conflict);
        }
      }
    }
    const names = collected.fragmentNames;
    if (names.length > 0 && (collected.fields.size > 0 || names.length > 1)) {
      for (let i = 0; i < names.length; i++) {
        this.#betweenFieldsAndFragment(conflicts, false, collected, names[i] as string);
        for (let j = i + 1; j < names.length; j++) {
          this.#betweenFragments(conflicts, false, names[i] as string, names[j] as string);
        }
      }
    }
    return conflicts;
  }

  /** (D, E) a set of fields against a fragment's fields, then against the fragments that fragment spreads. */
  #betweenFieldsAndFragment(
    conflicts: Conflict[],
    exclusive: boolean,
    collected: CollectedFields,
    fragmentName: string,
  ): void {
    this.#nested(() => this.#compareFieldsAndFragment(conflicts, exclusive, collected, fragmentName));
  }

  #compareFieldsAndFragment(
    conflicts: Conflict[],
    exclusive: boolean,
    collected: CollectedFields,
    fragmentName: string,
  ): void {
    this.#spend(1);
    if (collected.fields.size === 0) return;
    const previous = collected.comparedFragments.get(fragmentName);
    // A non-exclusive comparison covers an exclusive one, not the other way round.
    if (previous === false || (exclusive && previous === true)) return;
    collected.comparedFragments.set(fragmentName, exclusive);
    const fragment = this.#context.getFragment(fragmentName);
    if (fragment === undefined) return;
    const fragmentFields = this.#collectFragment(fragment);
    if (fragmentFields === collected) return;
    this.#between(conflicts, exclusive, collected, fragmentFields);
    for (const referenced of fragmentFields.fragmentNames) {
      this.#betweenFieldsAndFragment(conflicts, exclusive, collected, referenced);
    }
  }

  /** (F, G) two fragments' fields, then each against the fragments the other spreads. */
  #betweenFragments(conflicts: Conflict[], exclusive: boolean, name1: string, name2: string): void {
    this.#nested(() => this.#compareFragments(conflicts, exclusive, name1, name2));
  }

  #compareFragments(conflicts: Conflict[], exclusive: boolean, name1: string, name2: string): void {
    this.#spend(2);
    if (name1 === name2) return;
    if (this.#comparedFragmentPairs.has(name1, name2, exclusive)) return;
    this.#comparedFragmentPairs.add(name1, name2, exclusive);
    const fragment1 = this.#context.getFragment(name1);
    const fragment2 = this.#context.getFragment(name2);
    if (fragment1 === undefined || fragment2 === undefined) return;
    const fields1 = this.#collectFragment(fragment1);
    const fields2 = this.#collectFragment(fragment2);
    this.#between(conflicts, exclusive, fields1, fields2);
    for (const referenced of fields2.fragmentNames) this.#betweenFragments(conflicts, exclusive, name1, referenced);
    for (const referenced of fields1.fragmentNames) this.#betweenFragments(conflicts, exclusive, referenced, name2);
  }

  /** (H, I, J) the sub-selections of two fields with the same response name. */
  #betweenSubSelections(
    exclusive: boolean,
    parentType1: GraphQLNamedType | undefined,
    selectionSet1: SelectionSetNode,
    parentType2: GraphQLNamedType | undefined,
    selectionSet2: SelectionSetNode,
  ): Conflict[] {
    const conflicts: Conflict[] = [];
    const collected1 = this.#collect(parentType1, selectionSet1);
    const collected2 = this.#collect(parentType2, selectionSet2);
    this.#between(conflicts, exclusive, collected1, collected2);
    for (const name of collected2.fragmentNames) this.#betweenFieldsAndFragment(conflicts, exclusive, collected1, name);
    for (const name of collected1.fragmentNames) this.#betweenFieldsAndFragment(conflicts, exclusive, collected2, name);
    for (const name1 of collected1.fragmentNames) {
      for (const name2 of collected2.fragmentNames) this.#betweenFragments(conflicts, exclusive, name1, name2);
    }
    return conflicts;
  }

  /** Every pair of same-named fields, one from each set. */
  #between(conflicts: Conflict[], exclusive: boolean, collected1: CollectedFields, collected2: CollectedFields): void {
    for (const [responseName, entries1] of collected1.fields) {
      this.#spend(1);
      const entries2 = collected2.fields.get(responseName);
      if (entries2 === undefined) continue;
      for (const entry1 of entries1) {
        for (const entry2 of entries2) {
          const conflict = this.#findConflict(exclusive, responseName, entry1, entry2);
          if (conflict !== undefined) conflicts.push(conflict);
        }
      }
    }
  }

  /**
   * Whether two fields with the same response name can merge. Fields on two different object types never run on
   * the same object (mutually exclusive), so only their response shapes must agree.
   */
  #findConflict(
    parentExclusive: boolean,
    responseName: string,
    entry1: FieldEntry,
    entry2: FieldEntry,
  ): Conflict | undefined {
    this.#spend(2);
    const { node: node1, definition: def1 } = entry1;
    const { node: node2, definition: def2 } = entry2;
    const exclusive =
      parentExclusive ||
      (entry1.parentType !== entry2.parentType && isObjectType(entry1.parentType) && isObjectType(entry2.parentType));
    if (!exclusive) {
      const name1 = node1.name.value;
      const name2 = node2.name.value;
      if (name1 !== name2) {
        return {
          responseName,
          reason: `"${abbreviate(name1)}" and "${abbreviate(name2)}" are different fields`,
          fields1: [node1],
          fields2: [node2],
        };
      }
      if (!this.#sameArguments(node1, node2)) {
        return { responseName, reason: 'they have differing arguments', fields1: [node1], fields2: [node2] };
      }
    }
    const type1 = def1?.type;
    const type2 = def2?.type;
    if (type1 !== undefined && type2 !== undefined && doTypesConflict(type1, type2)) {
      return {
        responseName,
        reason: `they return conflicting types "${String(type1)}" and "${String(type2)}"`,
        fields1: [node1],
        fields2: [node2],
      };
    }
    const selectionSet1 = node1.selectionSet;
    const selectionSet2 = node2.selectionSet;
    if (selectionSet1 === undefined || selectionSet2 === undefined) return undefined;
    const subConflicts = this.#nested(() =>
      this.#betweenSubSelections(exclusive, getNamedType(type1), selectionSet1, getNamedType(type2), selectionSet2),
    );
    return subfieldConflict(subConflicts, responseName, node1, node2);
  }

  /**
   * Same number of arguments, and each argument of the first has an equal value under its name in the second
   * (the last one, if a name repeats). Values compare as text with object fields sorted, so order does not matter.
   */
  #sameArguments(node1: FieldNode, node2: FieldNode): boolean {
    const args1 = node1.arguments;
    const args2 = node2.arguments;
    if (args1.length !== args2.length) return false;
    if (args1.length === 0) return true;
    const values2 = new Map(args2.map((argument) => [argument.name.value, argument.value]));
    return args1.every((argument) => {
      this.#spend(1);
      const value2 = values2.get(argument.name.value);
      return value2 !== undefined && this.#stringify(argument.value) === this.#stringify(value2);
    });
  }

  #stringify(value: ValueNode): string {
    let text = this.#stringified.get(value);
    if (text === undefined) {
      text = stringifyValue(value);
      this.#stringified.set(value, text);
    }
    return text;
  }

  #collect(parentType: GraphQLNamedType | undefined, selectionSet: SelectionSetNode): CollectedFields {
    let bySelectionSet = this.#collected.get(parentType);
    if (bySelectionSet === undefined) {
      bySelectionSet = new Map();
      this.#collected.set(parentType, bySelectionSet);
    }
    let collected = bySelectionSet.get(selectionSet);
    if (collected === undefined) {
      const fields = new Map<string, FieldEntry[]>();
      const fragmentNames = new Set<string>();
      this.#collectInto(parentType, selectionSet, fields, fragmentNames);
      collected = { fields, fragmentNames: [...fragmentNames], comparedFragments: new Map() };
      bySelectionSet.set(selectionSet, collected);
    }
    return collected;
  }

  #collectFragment(fragment: FragmentDefinitionNode): CollectedFields {
    // A type condition is a NamedType, so it names a named type (or nothing).
    const type = typeFromAST(this.#context.getSchema(), fragment.typeCondition) as GraphQLNamedType | undefined;
    return this.#collect(type, fragment.selectionSet);
  }

  #collectInto(
    parentType: GraphQLNamedType | undefined,
    selectionSet: SelectionSetNode,
    fields: Map<string, FieldEntry[]>,
    fragmentNames: Set<string>,
  ): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'Field') {
        const definition =
          isObjectType(parentType) || isInterfaceType(parentType)
            ? parentType.getFields()[selection.name.value]
            : undefined;
        const responseName = selection.alias?.value ?? selection.name.value;
        const entry: FieldEntry = { parentType, node: selection, definition };
        const group = fields.get(responseName);
        if (group === undefined) fields.set(responseName, [entry]);
        else group.push(entry);
      } else if (selection.kind === 'FragmentSpread') {
        fragmentNames.add(selection.name.value);
      } else {
        const condition = selection.typeCondition;
        const type =
          condition === undefined
            ? parentType
            : (typeFromAST(this.#context.getSchema(), condition) as GraphQLNamedType | undefined);
        this.#collectInto(type, selection.selectionSet, fields, fragmentNames);
      }
    }
  }

  /** Runs one level of recursive comparison, giving up past MAX_RECURSION levels. */
  #nested<T>(compare: () => T): T {
    if (++this.#depth > MAX_RECURSION) throw new ValidationAborted();
    try {
      return compare();
    } finally {
      this.#depth--;
    }
  }

  #spend(cost: number): void {
    this.#budget -= cost;
    if (this.#budget < 0) throw new ValidationAborted();
  }
}

/** SameResponseShape: list and non-null wrappers must match, and leaf types must be the same type. */
function doTypesConflict(type1: GraphQLType, type2: GraphQLType): boolean {
  if (isListType(type1)) return isListType(type2) ? doTypesConflict(type1.ofType, type2.ofType) : true;
  if (isListType(type2)) return true;
  if (isNonNullType(type1)) return isNonNullType(type2) ? doTypesConflict(type1.ofType, type2.ofType) : true;
  if (isNonNullType(type2)) return true;
  if (isLeafType(type1) || isLeafType(type2)) return type1 !== type2;
  return false;
}

/** Conflicts among sub-fields become one conflict of the parent fields, locating the sub-fields too. */
function subfieldConflict(
  conflicts: readonly Conflict[],
  responseName: string,
  node1: FieldNode,
  node2: FieldNode,
): Conflict | undefined {
  if (conflicts.length === 0) return undefined;
  let reason = '';
  for (const conflict of conflicts) {
    reason += `${reason === '' ? '' : ' and '}subfields "${abbreviate(conflict.responseName)}" conflict because ${conflict.reason}`;
    if (reason.length > MAX_DETAIL_LENGTH) break;
  }
  return {
    responseName,
    reason: abbreviate(reason),
    fields1: conflictNodes(node1, conflicts, 'fields1'),
    fields2: conflictNodes(node2, conflicts, 'fields2'),
  };
}

/** The parent field, then the conflicting sub-fields, at most MAX_CONFLICT_NODES, keeping the deepest ones. */
function conflictNodes(node: FieldNode, conflicts: readonly Conflict[], side: 'fields1' | 'fields2'): FieldNode[] {
  const nodes = [node];
  for (const conflict of conflicts) {
    const remaining = MAX_CONFLICT_NODES - nodes.length;
    nodes.push(...conflict[side].slice(-remaining));
    if (nodes.length === MAX_CONFLICT_NODES) break;
  }
  return nodes;
}

function abbreviate(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}...` : text;
}

/** A value literal as a string in which equal values are equal text: kinds kept, object fields sorted. */
function stringifyValue(value: ValueNode): string {
  switch (value.kind) {
    case 'Variable':
      return `$${value.name.value}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return `${value.kind}(${value.value})`;
    case 'StringValue':
      return `${value.block === true ? 'Block' : ''}${JSON.stringify(value.value)}`;
    case 'BooleanValue':
      return String(value.value);
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${value.values.map(stringifyValue).join(',')}]`;
    case 'ObjectValue':
      return `{${value.fields
        .map((field) => `${field.name.value}:${stringifyValue(field.value)}`)
        .sort()
        .join(',')}}`;
  }
}

/** Unordered pairs of fragment names, each remembered as compared exclusively or not. */
class PairSet {
  readonly #data = new Map<string, Map<string, boolean>>();

  has(a: string, b: string, exclusive: boolean): boolean {
    const [first, second] = a < b ? [a, b] : [b, a];
    const stored = this.#data.get(first)?.get(second);
    if (stored === undefined) return false;
    // A pair compared non-exclusively covers an exclusive comparison, not the other way round.
    return exclusive ? true : stored === false;
  }

  add(a: string, b: string, exclusive: boolean): void {
    const [first, second] = a < b ? [a, b] : [b, a];
    let inner = this.#data.get(first);
    if (inner === undefined) {
      inner = new Map();
      this.#data.set(first, inner);
    }
    inner.set(second, exclusive);
  }
}
