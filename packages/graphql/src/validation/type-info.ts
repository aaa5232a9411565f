import type { ASTNode, FieldNode } from '../language/ast.js';
import { ALL_KINDS, type ASTVisitor, BREAK, type EnterLeave, getVisitFn, type VisitFn } from '../language/visitor.js';
import {
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isInterfaceType,
  isListType,
  isObjectType,
  isOutputType,
} from '../type/definition.js';
import type { GraphQLDirective } from '../type/directives.js';
import { SchemaMetaFieldDef, TypeMetaFieldDef, TypeNameMetaFieldDef } from '../type/introspection.js';
import type { GraphQLSchema } from '../type/schema.js';
import { typeFromAST } from '../utilities/type-from-ast.js';

/**
 * Tracks, during a walk of an executable document, the schema types at the current node: the output type and its
 * parent composite type, the field definition, the expected input type of a value (and its parent input type),
 * the directive, argument and enum value being looked at. Validation rules read these instead of resolving types
 * themselves. Unknown names give undefined, never an exception: reporting them is the rules' job.
 *
 * @example
 * const typeInfo = new TypeInfo(schema);
 * visit(document, visitWithTypeInfo(typeInfo, { Field: () => { console.log(String(typeInfo.getType())); } }));
 */
export class TypeInfo {
  readonly #schema: GraphQLSchema;
  readonly #typeStack: (GraphQLOutputType | undefined)[] = [];
  readonly #parentTypeStack: (GraphQLCompositeType | undefined)[] = [];
  readonly #inputTypeStack: (GraphQLInputType | undefined)[] = [];
  readonly #fieldDefStack: (GraphQLField | undefined)[] = [];
  readonly #defaultValueStack: unknown[] = [];
  #directive: GraphQLDirective | undefined;
  #argument: GraphQLArgument | undefined;
  #enumValue: GraphQLEnumValue | undefined;

  constructor(schema: GraphQLSchema) {
    this.#schema = schema;
  }

  getType(): GraphQLOutputType | undefined {
    return this.#typeStack.at(-1);
  }

  getParentType(): GraphQLCompositeType | undefined {
    return this.#parentTypeStack.at(-1);
  }

  getInputType(): GraphQLInputType | undefined {
    return this.#inputTypeStack.at(-1);
  }

  getParentInputType(): GraphQLInputType | undefined {
    return this.#inputTypeStack.at(-2);
  }

  getFieldDef(): GraphQLField | undefined {
    return this.#fieldDefStack.at(-1);
  }

  /** The default value of the argument or input field whose value is being visited, if it has one. */
  getDefaultValue(): unknown {
    return this.#defaultValueStack.at(-1);
  }

  getDirective(): GraphQLDirective | undefined {
    return this.#directive;
  }

  getArgument(): GraphQLArgument | undefined {
    return this.#argument;
  }

  getEnumValue(): GraphQLEnumValue | undefined {
    return this.#enumValue;
  }

  enter(node: ASTNode): void {
    const schema = this.#schema;
    switch (node.kind) {
      case 'SelectionSet': {
        const named = getNamedType(this.getType());
        this.#parentTypeStack.push(isCompositeType(named) ? named : undefined);
        break;
      }
      case 'Field': {
        const parentType = this.getParentType();
        const fieldDef = parentType === undefined ? undefined : getFieldDef(schema, parentType, node);
        this.#fieldDefStack.push(fieldDef);
        this.#typeStack.push(isOutputType(fieldDef?.type) ? fieldDef.type : undefined);
        break;
      }
      case 'Directive':
        this.#directive = schema.getDirective(node.name.value);
        break;
      case 'OperationDefinition': {
        const rootType = schema.getRootType(node.operation);
        this.#typeStack.push(isObjectType(rootType) ? rootType : undefined);
        break;
      }
      case 'InlineFragment':
      case 'FragmentDefinition': {
        const condition = node.typeCondition;
        const type = condition === undefined ? getNamedType(this.getType()) : typeFromAST(schema, condition);
        this.#typeStack.push(isOutputType(type) ? type : undefined);
        break;
      }
      case 'VariableDefinition': {
        const type = typeFromAST(schema, node.type);
        this.#inputTypeStack.push(isInputType(type) ? type : undefined);
        break;
      }
      case 'Argument': {
        const owner = this.#directive ?? this.getFieldDef();
        const argDef = owner?.args.find((arg) => arg.name === node.name.value);
        this.#argument = argDef;
        this.#defaultValueStack.push(argDef?.defaultValue);
        this.#inputTypeStack.push(isInputType(argDef?.type) ? argDef.type : undefined);
        break;
      }
      case 'ListValue': {
        const listType = nullableOf(this.getInputType());
        const itemType = isListType(listType) ? listType.ofType : listType;
        this.#defaultValueStack.push(undefined);
        this.#inputTypeStack.push(isInputType(itemType) ? itemType : undefined);
        break;
      }
      case 'ObjectField': {
        const objectType = getNamedType(this.getInputType());
        const inputField = isInputObjectType(objectType) ? objectType.getFields()[node.name.value] : undefined;
        this.#defaultValueStack.push(inputField?.defaultValue);
        this.#inputTypeStack.push(isInputType(inputField?.type) ? inputField.type : undefined);
        break;
      }
      case 'EnumValue': {
        const enumType = getNamedType(this.getInputType());
        this.#enumValue = isEnumType(enumType) ? enumType.getValue(node.value) : undefined;
        break;
      }
      default:
        break;
    }
  }

  leave(node: ASTNode): void {
    switch (node.kind) {
      case 'SelectionSet':
        this.#parentTypeStack.pop();
        break;
      case 'Field':
        this.#fieldDefStack.pop();
        this.#typeStack.pop();
        break;
      case 'Directive':
        this.#directive = undefined;
        break;
      case 'OperationDefinition':
      case 'InlineFragment':
      case 'FragmentDefinition':
        this.#typeStack.pop();
        break;
      case 'VariableDefinition':
        this.#inputTypeStack.pop();
        break;
      case 'Argument':
        this.#argument = undefined;
        this.#defaultValueStack.pop();
        this.#inputTypeStack.pop();
        break;
      case 'ListValue':
      case 'ObjectField':
        this.#defaultValueStack.pop();
        this.#inputTypeStack.pop();
        break;
      case 'EnumValue':
        this.#enumValue = undefined;
        break;
      default:
        break;
    }
  }
}

function nullableOf(type: GraphQLInputType | undefined): GraphQLInputType | undefined {
  return type === undefined ? undefined : (getNullableType(type) as GraphQLInputType);
}

/**
 * The definition of a selected field on a composite type, including the introspection meta-fields: `__typename`
 * everywhere, `__schema` and `__type` on the query root only (spec §4.1).
 *
 * @example
 * getFieldDef(schema, schema.getQueryType()!, fieldNode)?.name;
 */
export function getFieldDef(
  schema: GraphQLSchema,
  parentType: GraphQLCompositeType,
  fieldNode: FieldNode,
): GraphQLField | undefined {
  const name = fieldNode.name.value;
  if (name === '__typename') return TypeNameMetaFieldDef;
  if (parentType === schema.getQueryType()) {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
  }
  if (isObjectType(parentType) || isInterfaceType(parentType)) return parentType.getFields()[name];
  return undefined;
}

/**
 * Wraps a visitor so that `typeInfo` is updated around every node: entered before the visitor's enter function
 * runs, left after its leave function.
 *
 * @example
 * visit(document, visitWithTypeInfo(typeInfo, rulesVisitor));
 */
export function visitWithTypeInfo(typeInfo: TypeInfo, visitor: ASTVisitor): ASTVisitor {
  // Kinds the visitor does not handle share one pair of functions that only move typeInfo.
  const enterOnly: VisitFn<ASTNode> = (node) => {
    typeInfo.enter(node);
  };
  const leaveOnly: VisitFn<ASTNode> = (node) => {
    typeInfo.leave(node);
  };
  const passThrough: EnterLeave<ASTNode> = { enter: enterOnly, leave: leaveOnly };
  const wrapped: Record<string, EnterLeave<ASTNode>> = {};
  for (const kind of ALL_KINDS) wrapped[kind] = passThrough;
  for (const kind of Object.keys(visitor) as ASTNode['kind'][]) {
    const enter = getVisitFn(visitor, kind, false);
    const leave = getVisitFn(visitor, kind, true);
    wrapped[kind] = {
      enter:
        enter === undefined
          ? enterOnly
          : (node, parent, ancestors) => {
              typeInfo.enter(node);
              const result = enter(node, parent, ancestors);
              // A skipped or stopped node gets no leave call, so undo its enter here.
              if (result === false || result === BREAK) typeInfo.leave(node);
              return result;
            },
      leave:
        leave === undefined
          ? leaveOnly
          : (node, parent, ancestors) => {
              const result = leave(node, parent, ancestors);
              typeInfo.leave(node);
              return result;
            },
    };
  }
  return wrapped as ASTVisitor;
}
