import { GraphQLError } from '../error/graphql-error.js';
import type { ASTNode } from '../language/ast.js';
import { inspect } from '../utilities/inspect.js';
import { isTypeSubTypeOf } from '../validation/type-comparators.js';
import {
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLType,
  type GraphQLUnionType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isOutputType,
  isRequiredArgument,
  isUnionType,
} from './definition.js';
import { isIntrospectionType } from './introspection.js';
import type { GraphQLSchema } from './schema.js';

const checked = new WeakMap<GraphQLSchema, ReadonlyArray<GraphQLError>>();

/**
 * Checks a schema against the type system's validation rules (spec §3: §3.3 root types, §3.6
 * objects and IsValidImplementation, §3.7 interfaces, §3.8 unions, §3.9 enums, §3.10 input objects
 * and their non-null cycles, §3.13 directives). Messages are graphql-js's. The answer is cached per
 * schema object.
 *
 * @example
 * validateSchema(buildSchema('type Query { a: Int } interface I { x: Int } type T implements I { y: Int }'));
 * // [GraphQLError: Interface field I.x expected but T does not provide it.]
 */
export function validateSchema(schema: GraphQLSchema): ReadonlyArray<GraphQLError> {
  if (schema.assumeValid) return [];
  let errors = checked.get(schema);
  if (errors === undefined) {
    const found: GraphQLError[] = [];
    const report = (message: string, nodes?: ASTNode | ReadonlyArray<ASTNode | undefined> | undefined) =>
      found.push(new GraphQLError(message, { nodes: nodesOf(nodes) }));
    validateRootTypes(schema, report);
    validateDirectives(schema, report);
    validateTypes(schema, report);
    errors = found;
    checked.set(schema, errors);
  }
  return errors;
}

/**
 * Throws one error listing every problem `validateSchema` finds.
 *
 * @example
 * assertValidSchema(schema); // throws 'Query root type must be provided.' for a schema without one
 */
export function assertValidSchema(schema: GraphQLSchema): void {
  const errors = validateSchema(schema);
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n\n'));
}

type Report = (message: string, nodes?: ASTNode | ReadonlyArray<ASTNode | undefined> | undefined) => void;

function nodesOf(nodes: ASTNode | ReadonlyArray<ASTNode | undefined> | undefined): ASTNode[] | undefined {
  if (nodes === undefined) return undefined;
  const list = (Array.isArray(nodes) ? nodes : [nodes]) as ReadonlyArray<ASTNode | undefined>;
  return list.filter((node): node is ASTNode => node !== undefined);
}

function validateRootTypes(schema: GraphQLSchema, report: Report): void {
  if (schema.getQueryType() === undefined) report('Query root type must be provided.', schema.astNode);
}

/** §3.1: names starting with `__` belong to introspection. */
function validateName(report: Report, name: string, node: ASTNode | undefined): void {
  if (name.startsWith('__')) {
    report(`Name "${name}" must not begin with "__", which is reserved by GraphQL introspection.`, node);
  }
}

function validateArguments(report: Report, owner: string, args: ReadonlyArray<GraphQLArgument>): void {
  for (const arg of args) {
    validateName(report, arg.name, arg.astNode);
    if (!isInputType(arg.type)) {
      report(`The type of ${owner}(${arg.name}:) must be Input Type but got: ${inspect(arg.type)}.`, arg.astNode?.type);
    }
    if (isRequiredArgument(arg) && arg.deprecationReason !== undefined) {
      report(`Required argument ${owner}(${arg.name}:) cannot be deprecated.`, arg.astNode);
    }
  }
}

function validateDirectives(schema: GraphQLSchema, report: Report): void {
  for (const directive of schema.getDirectives()) {
    validateName(report, directive.name, directive.astNode);
    if (directive.locations.length === 0) {
      report(`Directive @${directive.name} must include 1 or more locations.`, directive.astNode);
    }
    validateArguments(report, `@${directive.name}`, directive.args);
  }
}

function validateTypes(schema: GraphQLSchema, report: Report): void {
  const inputCycles = inputCycleFinder(report);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    validateName(report, type.name, type.astNode);
    if (isObjectType(type) || isInterfaceType(type)) {
      validateFields(report, type);
      validateInterfaces(schema, report, type);
    } else if (isUnionType(type)) {
      validateUnionMembers(report, type);
    } else if (isEnumType(type)) {
      validateEnumValues(report, type);
    } else if (isInputObjectType(type)) {
      validateInputFields(report, type);
      inputCycles(type);
    }
  }
}

function validateFields(report: Report, type: GraphQLObjectType | GraphQLInterfaceType): void {
  const fields = Object.values(type.getFields());
  if (fields.length === 0) report(`Type ${type.name} must define one or more fields.`, type.astNode);
  for (const field of fields) {
    validateName(report, field.name, field.astNode);
    if (!isOutputType(field.type)) {
      report(
        `The type of ${type.name}.${field.name} must be Output Type but got: ${inspect(field.type)}.`,
        field.astNode?.type,
      );
    }
    validateArguments(report, `${type.name}.${field.name}`, field.args);
  }
}

/** §3.6 IsValidImplementation, for every interface a type declares. */
function validateInterfaces(
  schema: GraphQLSchema,
  report: Report,
  type: GraphQLObjectType | GraphQLInterfaceType,
): void {
  const seen = new Set<string>();
  for (const iface of type.getInterfaces()) {
    if (!isInterfaceType(iface)) {
      report(`Type ${inspect(type)} must only implement Interface types, it cannot implement ${inspect(iface)}.`);
      continue;
    }
    if (type === iface) {
      report(`Type ${type.name} cannot implement itself because it would create a circular reference.`);
      continue;
    }
    if (seen.has(iface.name)) {
      report(`Type ${type.name} can only implement ${iface.name} once.`);
      continue;
    }
    seen.add(iface.name);
    for (const transitive of iface.getInterfaces()) {
      if (!type.getInterfaces().includes(transitive)) {
        report(
          transitive === type
            ? `Type ${type.name} cannot implement ${iface.name} because it would create a circular reference.`
            : `Type ${type.name} must implement ${transitive.name} because it is implemented by ${iface.name}.`,
        );
      }
    }
    validateImplementation(schema, report, type, iface);
  }
}

function validateImplementation(
  schema: GraphQLSchema,
  report: Report,
  type: GraphQLObjectType | GraphQLInterfaceType,
  iface: GraphQLInterfaceType,
): void {
  const typeFields = type.getFields();
  for (const ifaceField of Object.values(iface.getFields())) {
    const fieldName = ifaceField.name;
    const typeField = typeFields[fieldName];
    if (typeField === undefined) {
      report(`Interface field ${iface.name}.${fieldName} expected but ${type.name} does not provide it.`, [
        ifaceField.astNode,
        type.astNode,
      ]);
      continue;
    }
    if (!isTypeSubTypeOf(schema, typeField.type, ifaceField.type)) {
      report(
        `Interface field ${iface.name}.${fieldName} expects type ${inspect(ifaceField.type)} but ${type.name}.${fieldName} is type ${inspect(typeField.type)}.`,
        [ifaceField.astNode?.type, typeField.astNode?.type],
      );
    }
    for (const ifaceArg of ifaceField.args) {
      const typeArg = typeField.args.find((arg) => arg.name === ifaceArg.name);
      if (typeArg === undefined) {
        report(
          `Interface field argument ${iface.name}.${fieldName}(${ifaceArg.name}:) expected but ${type.name}.${fieldName} does not provide it.`,
          [ifaceArg.astNode, typeField.astNode],
        );
      } else if (!isEqualType(ifaceArg.type, typeArg.type)) {
        report(
          `Interface field argument ${iface.name}.${fieldName}(${ifaceArg.name}:) expects type ${inspect(ifaceArg.type)} but ${type.name}.${fieldName}(${ifaceArg.name}:) is type ${inspect(typeArg.type)}.`,
          [ifaceArg.astNode?.type, typeArg.astNode?.type],
        );
      }
    }
    for (const typeArg of typeField.args) {
      if (isRequiredArgument(typeArg) && !ifaceField.args.some((arg) => arg.name === typeArg.name)) {
        report(
          `Object field ${type.name}.${fieldName} includes required argument ${typeArg.name} that is missing from the Interface field ${iface.name}.${fieldName}.`,
          [typeArg.astNode, ifaceField.astNode],
        );
      }
    }
  }
}

function isEqualType(a: GraphQLType, b: GraphQLType): boolean {
  if (a === b) return true;
  if (isNonNullType(a) && isNonNullType(b)) return isEqualType(a.ofType, b.ofType);
  if (isListType(a) && isListType(b)) return isEqualType(a.ofType, b.ofType);
  return false;
}

function validateUnionMembers(report: Report, union: GraphQLUnionType): void {
  const members = union.getTypes();
  if (members.length === 0) report(`Union type ${union.name} must define one or more member types.`, union.astNode);
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.name)) report(`Union type ${union.name} can only include type ${member.name} once.`);
    seen.add(member.name);
    if (!isObjectType(member)) {
      report(`Union type ${union.name} can only include Object types, it cannot include ${inspect(member)}.`);
    }
  }
}

function validateEnumValues(report: Report, enumType: GraphQLEnumType): void {
  const values = enumType.getValues();
  if (values.length === 0) report(`Enum type ${enumType.name} must define one or more values.`, enumType.astNode);
  for (const value of values) validateName(report, value.name, value.astNode);
}

function validateInputFields(report: Report, input: GraphQLInputObjectType): void {
  const fields = Object.values(input.getFields());
  if (fields.length === 0) report(`Input Object type ${input.name} must define one or more fields.`, input.astNode);
  for (const field of fields) {
    validateName(report, field.name, field.astNode);
    if (!isInputType(field.type)) {
      report(
        `The type of ${input.name}.${field.name} must be Input Type but got: ${inspect(field.type)}.`,
        field.astNode?.type,
      );
    }
    if (isRequiredArgument(field) && field.deprecationReason !== undefined) {
      report(`Required input field ${input.name}.${field.name} cannot be deprecated.`, field.astNode);
    }
    if (input.isOneOf) {
      if (isNonNullType(field.type))
        report(`OneOf input field ${input.name}.${field.name} must be nullable.`, field.astNode);
      if (field.defaultValue !== undefined) {
        report(`OneOf input field ${input.name}.${field.name} cannot have a default value.`, field.astNode);
      }
    }
  }
}

/**
 * §3.10: an input object may not reach itself through non-null fields only, since no finite value
 * could be given. A depth-first walk over non-null input object fields, each cycle reported once.
 */
function inputCycleFinder(report: Report): (input: GraphQLInputObjectType) => void {
  const visited = new Set<GraphQLInputObjectType>();
  const path: string[] = [];
  const indexOnPath = new Map<GraphQLInputObjectType, number>();
  const detect = (input: GraphQLInputObjectType): void => {
    if (visited.has(input)) return;
    visited.add(input);
    indexOnPath.set(input, path.length);
    for (const field of Object.values(input.getFields())) {
      if (!isNonNullType(field.type) || !isInputObjectType(field.type.ofType)) continue;
      const target = field.type.ofType;
      const cycleStart = indexOnPath.get(target);
      path.push(field.name);
      if (cycleStart === undefined) detect(target);
      else {
        report(
          `Cannot reference Input Object "${target.name}" within itself through a series of non-null fields: "${path.slice(cycleStart).join('.')}".`,
        );
      }
      path.pop();
    }
    indexOnPath.delete(input);
  };
  return detect;
}
