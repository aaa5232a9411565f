import type { ASTNode } from './ast.js';

/**
 * The node type whose `kind` is K.
 *
 * @example
 * const field: NodeOfKind<'Field'> = fieldNode; // FieldNode
 */
export type NodeOfKind<K extends ASTNode['kind']> = Extract<ASTNode, { kind: K }>;

/**
 * What a visit function may return: `false` skips the node's children (and, on enter, its leave), `BREAK` stops
 * the whole visit, anything else continues.
 *
 * @example
 * const skipFragments = (): VisitResult => false;
 */
export type VisitResult = undefined | boolean | typeof BREAK;

/**
 * A function called with a node, its parent node, and its ancestors from the root down to the parent.
 *
 * @example
 * const onField: VisitFn<FieldNode> = (field) => { console.log(field.name.value); };
 */
export type VisitFn<N extends ASTNode> = (
  node: N,
  parent: ASTNode | undefined,
  ancestors: readonly ASTNode[],
  // biome-ignore lint/suspicious/noConfusingVoidType: most visit functions return nothing; `void` is what lets them.
) => VisitResult | void;

/**
 * Per node kind, either one function called on entering the node, or `{ enter, leave }`.
 *
 * @example
 * const visitor: ASTVisitor = { Field: (field) => { names.push(field.name.value); } };
 */
export type ASTVisitor = {
  readonly [K in ASTNode['kind']]?: VisitFn<NodeOfKind<K>> | EnterLeave<NodeOfKind<K>>;
};

/**
 * A kind's enter and leave functions.
 *
 * @example
 * const selectionSet: EnterLeave<SelectionSetNode> = { enter: () => { depth++; }, leave: () => { depth--; } };
 */
export interface EnterLeave<N extends ASTNode> {
  readonly enter?: VisitFn<N> | undefined;
  readonly leave?: VisitFn<N> | undefined;
}

/**
 * Returned by a visit function to stop the traversal.
 *
 * @example
 * visit(document, { Field: () => BREAK });
 */
export const BREAK: unique symbol = Symbol('BREAK');

/** The keys holding child nodes, in source order, per node kind. */
const CHILD_KEYS: { readonly [K in ASTNode['kind']]: readonly string[] } = {
  Name: [],
  Document: ['definitions'],
  OperationDefinition: ['description', 'name', 'variableDefinitions', 'directives', 'selectionSet'],
  VariableDefinition: ['description', 'variable', 'type', 'defaultValue', 'directives'],
  Variable: ['name'],
  SelectionSet: ['selections'],
  Field: ['alias', 'name', 'arguments', 'directives', 'selectionSet'],
  Argument: ['name', 'value'],
  FragmentSpread: ['name', 'directives'],
  InlineFragment: ['typeCondition', 'directives', 'selectionSet'],
  FragmentDefinition: ['description', 'name', 'typeCondition', 'directives', 'selectionSet'],
  IntValue: [],
  FloatValue: [],
  StringValue: [],
  BooleanValue: [],
  NullValue: [],
  EnumValue: [],
  ListValue: ['values'],
  ObjectValue: ['fields'],
  ObjectField: ['name', 'value'],
  Directive: ['name', 'arguments'],
  NamedType: ['name'],
  ListType: ['type'],
  NonNullType: ['type'],
  SchemaDefinition: ['description', 'directives', 'operationTypes'],
  OperationTypeDefinition: ['type'],
  ScalarTypeDefinition: ['description', 'name', 'directives'],
  ObjectTypeDefinition: ['description', 'name', 'interfaces', 'directives', 'fields'],
  FieldDefinition: ['description', 'name', 'arguments', 'type', 'directives'],
  InputValueDefinition: ['description', 'name', 'type', 'defaultValue', 'directives'],
  InterfaceTypeDefinition: ['description', 'name', 'interfaces', 'directives', 'fields'],
  UnionTypeDefinition: ['description', 'name', 'directives', 'types'],
  EnumTypeDefinition: ['description', 'name', 'directives', 'values'],
  EnumValueDefinition: ['description', 'name', 'directives'],
  InputObjectTypeDefinition: ['description', 'name', 'directives', 'fields'],
  DirectiveDefinition: ['description', 'name', 'arguments', 'locations'],
  SchemaExtension: ['directives', 'operationTypes'],
  ScalarTypeExtension: ['name', 'directives'],
  ObjectTypeExtension: ['name', 'interfaces', 'directives', 'fields'],
  InterfaceTypeExtension: ['name', 'interfaces', 'directives', 'fields'],
  UnionTypeExtension: ['name', 'directives', 'types'],
  EnumTypeExtension: ['name', 'directives', 'values'],
  InputObjectTypeExtension: ['name', 'directives', 'fields'],
};

/**
 * Every node kind.
 *
 * @example
 * ALL_KINDS.includes('Field'); // true
 */
export const ALL_KINDS: readonly ASTNode['kind'][] = Object.keys(CHILD_KEYS) as ASTNode['kind'][];

/**
 * The enter or leave function a visitor has for a kind, if any.
 *
 * @example
 * const enter = getVisitFn(visitor, 'Field', false);
 */
export function getVisitFn(
  visitor: ASTVisitor,
  kind: ASTNode['kind'],
  isLeaving: boolean,
): VisitFn<ASTNode> | undefined {
  const entry = visitor[kind] as VisitFn<ASTNode> | EnterLeave<ASTNode> | undefined;
  if (entry === undefined) return undefined;
  if (typeof entry === 'function') return isLeaving ? undefined : entry;
  return isLeaving ? entry.leave : entry.enter;
}

/**
 * Walks a tree depth-first in source order, calling the visitor's enter function before a node's children and
 * its leave function after them. Read-only: the tree is never changed.
 *
 * @example
 * const names: string[] = [];
 * visit(parse('{ a { b } }'), { Field: (field) => { names.push(field.name.value); } });
 * names; // ['a', 'b']
 */
export function visit(root: ASTNode, visitor: ASTVisitor, options: VisitOptions = {}): void {
  const walker = new Walker(visitor, options.skipDescriptions === true);
  walker.walk(root, undefined);
}

/**
 * Options of `visit`. `skipDescriptions` leaves description strings out of the walk: validation must not see them
 * (descriptions do not change what a document means).
 *
 * @example
 * visit(document, visitor, { skipDescriptions: true });
 */
export interface VisitOptions {
  readonly skipDescriptions?: boolean | undefined;
}

interface ResolvedFns {
  readonly enter: VisitFn<ASTNode> | undefined;
  readonly leave: VisitFn<ASTNode> | undefined;
}

/** One walk: the visitor's functions are looked up once per kind, not once per node. */
class Walker {
  readonly #visitor: ASTVisitor;
  readonly #skipDescriptions: boolean;
  readonly #fns = new Map<ASTNode['kind'], ResolvedFns>();
  readonly #ancestors: ASTNode[] = [];

  constructor(visitor: ASTVisitor, skipDescriptions: boolean) {
    this.#visitor = visitor;
    this.#skipDescriptions = skipDescriptions;
  }

  #resolve(kind: ASTNode['kind']): ResolvedFns {
    let fns = this.#fns.get(kind);
    if (fns === undefined) {
      fns = { enter: getVisitFn(this.#visitor, kind, false), leave: getVisitFn(this.#visitor, kind, true) };
      this.#fns.set(kind, fns);
    }
    return fns;
  }

  /** Returns false when the visit was stopped with BREAK. */
  walk(node: ASTNode, parent: ASTNode | undefined): boolean {
    const ancestors = this.#ancestors;
    const { enter, leave } = this.#resolve(node.kind);
    if (enter !== undefined) {
      const result = enter(node, parent, ancestors);
      if (result === BREAK) return false;
      if (result === false) return true;
    }
    ancestors.push(node);
    const record = node as unknown as Record<string, unknown>;
    for (const key of CHILD_KEYS[node.kind]) {
      const child = record[key];
      if (child === undefined || child === null || (this.#skipDescriptions && key === 'description')) continue;
      if (Array.isArray(child)) {
        for (const item of child as readonly ASTNode[]) {
          if (!this.walk(item, node)) return false;
        }
      } else if (!this.walk(child as ASTNode, node)) {
        return false;
      }
    }
    ancestors.pop();
    return leave === undefined || leave(node, parent, ancestors) !== BREAK;
  }
}

/**
 * Combines visitors into one that calls each in turn, keeping each one's skipping (`false`) and stopping
 * (`BREAK`) to itself, so many validation rules share one walk of the document.
 *
 * @example
 * visit(document, visitInParallel([countFields, collectNames]));
 */
export function visitInParallel(visitors: readonly ASTVisitor[]): ASTVisitor {
  // For each visitor: the node whose subtree it skips, BREAK once it stopped, or undefined while active.
  const skipping: (ASTNode | typeof BREAK | undefined)[] = new Array(visitors.length).fill(undefined);
  const combined: Partial<Record<ASTNode['kind'], EnterLeave<ASTNode>>> = {};
  // Per kind, only the visitors with a function for it, so a walk does not loop over all rules at every node.
  const perKind = new Map<
    ASTNode['kind'],
    { enterers: number[]; enterFns: VisitFn<ASTNode>[]; leavers: number[]; leaveFns: VisitFn<ASTNode>[] }
  >();
  visitors.forEach((visitor, index) => {
    for (const kind of Object.keys(visitor) as ASTNode['kind'][]) {
      let entry = perKind.get(kind);
      if (entry === undefined) {
        entry = { enterers: [], enterFns: [], leavers: [], leaveFns: [] };
        perKind.set(kind, entry);
      }
      const enter = getVisitFn(visitor, kind, false);
      const leave = getVisitFn(visitor, kind, true);
      if (enter !== undefined) {
        entry.enterers.push(index);
        entry.enterFns.push(enter);
      }
      if (leave !== undefined) {
        entry.leavers.push(index);
        entry.leaveFns.push(leave);
      }
    }
  });
  for (const [kind, { enterers, enterFns, leavers, leaveFns }] of perKind) {
    if (enterers.length === 0 && leavers.length === 0) continue;
    combined[kind] = {
      enter(node, parent, ancestors) {
        for (let k = 0; k < enterers.length; k++) {
          const i = enterers[k] as number;
          if (skipping[i] !== undefined) continue;
          const result = (enterFns[k] as VisitFn<ASTNode>)(node, parent, ancestors);
          if (result === false) skipping[i] = node;
          else if (result === BREAK) skipping[i] = BREAK;
        }
      },
      leave(node, parent, ancestors) {
        for (let k = 0; k < leavers.length; k++) {
          const i = leavers[k] as number;
          if (skipping[i] !== undefined) continue;
          if ((leaveFns[k] as VisitFn<ASTNode>)(node, parent, ancestors) === BREAK) skipping[i] = BREAK;
        }
        // A visitor that skipped this node's subtree (only possible from its enter) becomes active again.
        for (const i of enterers) if (skipping[i] === node) skipping[i] = undefined;
      },
    };
  }
  return combined as ASTVisitor;
}
